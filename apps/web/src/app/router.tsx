import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { abortPageRequests } from '../lib/navigation-abort';
import { ChangeCompanyParentRoute } from './routes/change-company-parent-route';
import { ChangePasswordRoute } from './routes/change-password-route';
import { HomeRoute } from './routes/home-route';
import { LoginRoute } from './routes/login-route';
import { NotFoundRoute } from './routes/not-found-route';
import { PlaceholderRoute } from './routes/placeholder-route';
import { RequireSession } from './routes/require-session';
import { ResetPasswordRoute } from './routes/reset-password-route';
import { RetrieveInfoRoute } from './routes/retrieve-info-route';
import { RouteErrorRoute } from './routes/route-error-route';
import { SsoRoute } from './routes/sso-route';
import { AppLayout } from './shell/app-layout';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      // Spec §2: the site root is the landing and login page.
      { index: true, element: <LoginRoute /> },
      // Where the server sends the browser back from the identity provider (decision 006).
      { path: paths.sso, element: <SsoRoute /> },
      // The registration wizard comes later; single sign-on already offers it to unlinked identities.
      { path: paths.register, element: <PlaceholderRoute titleKey="shell.register.title" /> },
      // Recovery pages are public: they need no session, and a signed-in user may use them too.
      { path: paths.resetPassword, element: <ResetPasswordRoute /> },
      { path: paths.retrieveInfo, element: <RetrieveInfoRoute /> },
      {
        element: <RequireSession />,
        children: [
          { path: paths.home, element: <HomeRoute /> },
          { path: paths.changeCompanyParent, element: <ChangeCompanyParentRoute /> },
          { path: paths.support.tickets, element: <PlaceholderRoute titleKey="shell.nav.supportTickets" /> },
          {
            path: paths.support.knowledgeBase,
            element: <PlaceholderRoute titleKey="shell.nav.knowledgeBase" />,
          },
          { path: paths.account.profile, element: <PlaceholderRoute titleKey="shell.nav.profile" /> },
          { path: paths.account.company, element: <PlaceholderRoute titleKey="shell.nav.company" /> },
        ],
      },
      {
        element: <RequireSession allowPasswordChange />,
        children: [{ path: paths.changePassword, element: <ChangePasswordRoute /> }],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * Cancels the pending requests of a page as soon as a navigation to another path starts, before the
 * next page renders and starts its own (a React effect would run too late: children's effects first).
 */
export function abortRequestsOnNavigation(router: Pick<DataRouter, 'state' | 'subscribe'>): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    const target = state.navigation.location ?? state.location;
    if (target.pathname === pathname) return;
    pathname = target.pathname;
    abortPageRequests();
  });
}

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  abortRequestsOnNavigation(router);
  return router;
}
