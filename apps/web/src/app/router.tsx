import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { abortPageRequests } from '../lib/navigation-abort';
import { LoginRoute } from './routes/login-route';
import { NotFoundRoute } from './routes/not-found-route';
import { PlaceholderRoute } from './routes/placeholder-route';
import { RequireSession } from './routes/require-session';
import { RouteErrorRoute } from './routes/route-error-route';
import { AppLayout } from './shell/app-layout';

/**
 * Every page but the landing one is its own chunk (`lazy`), loaded when first visited: the sign-in
 * page downloads only what it shows (docs/performance.md), and customers never download the back office.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorRoute />,
    children: [
      // Spec §2: the site root is the landing and login page.
      { index: true, element: <LoginRoute /> },
      // Where the server sends the browser back from the identity provider (decision 006).
      { path: paths.sso, lazy: () => import('./routes/sso-route').then((m) => ({ Component: m.SsoRoute })) },
      // The registration wizard, also offered by single sign-on to unlinked identities.
      {
        path: paths.register,
        lazy: () => import('./routes/register-route').then((m) => ({ Component: m.RegisterRoute })),
      },
      // Recovery pages are public: they need no session, and a signed-in user may use them too.
      {
        path: paths.resetPassword,
        lazy: () =>
          import('./routes/reset-password-route').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: paths.retrieveInfo,
        lazy: () => import('./routes/retrieve-info-route').then((m) => ({ Component: m.RetrieveInfoRoute })),
      },
      {
        element: <RequireSession />,
        children: [
          {
            path: paths.home,
            lazy: () => import('./routes/home-route').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: paths.changeCompanyParent,
            lazy: () =>
              import('./routes/change-company-parent-route').then((m) => ({
                Component: m.ChangeCompanyParentRoute,
              })),
          },
          {
            path: paths.support.tickets,
            lazy: () =>
              import('./routes/support-tickets-route').then((m) => ({ Component: m.SupportTicketsRoute })),
          },
          {
            path: paths.support.knowledgeBase,
            lazy: () =>
              import('./routes/knowledge-base-route').then((m) => ({ Component: m.KnowledgeBaseRoute })),
          },
          {
            path: paths.account.profile,
            lazy: () => import('./routes/profile-route').then((m) => ({ Component: m.ProfileRoute })),
          },
          { path: paths.account.company, element: <PlaceholderRoute titleKey="shell.nav.company" /> },
          {
            path: paths.news,
            lazy: () => import('./routes/news-route').then((m) => ({ Component: m.NewsRoute })),
          },
          {
            path: paths.newsItem,
            lazy: () => import('./routes/news-route').then((m) => ({ Component: m.NewsItemRoute })),
          },
          {
            path: `${paths.backoffice.root}/*`,
            lazy: () => import('./routes/backoffice-route').then((m) => ({ Component: m.BackofficeRoute })),
          },
        ],
      },
      {
        element: <RequireSession allowPasswordChange />,
        children: [
          {
            path: paths.changePassword,
            lazy: () =>
              import('./routes/change-password-route').then((m) => ({ Component: m.ChangePasswordRoute })),
          },
        ],
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
