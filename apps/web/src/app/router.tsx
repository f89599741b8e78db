import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { abortPageRequests } from '../lib/navigation-abort';
import { BACKOFFICE_PAGE_SETTINGS, SUPPORT_PAGE_SETTINGS } from './page-settings';
import { LoginRoute } from './routes/login-route';
import { NotFoundRoute } from './routes/not-found-route';
import { RequireBackoffice } from './routes/require-backoffice';
import { RequireSession } from './routes/require-session';
import { RouteErrorRoute } from './routes/route-error-route';
import { SessionLoading } from './routes/session-states';
import { AppLayout } from './shell/app-layout';

/**
 * Every page but the landing one is its own chunk (`lazy`), loaded when first visited: the sign-in
 * page downloads only what it shows (docs/performance.md). The back office is loaded by its guard
 * (require-backoffice.tsx), so that customers never download it.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorRoute />,
    // A first visit straight to a lazily loaded page waits for its chunk: a spinner, not a blank page.
    HydrateFallback: SessionLoading,
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
      // The e-mailed invitation link: public, the invitee may have no account yet.
      {
        path: paths.invitation,
        lazy: () => import('./routes/invitation-route').then((m) => ({ Component: m.InvitationRoute })),
      },
      // The sign-in's second step (decision 078): its session is not complete yet, so no guard.
      {
        path: paths.secondFactor,
        lazy: () => import('./routes/second-factor-route').then((m) => ({ Component: m.SecondFactorRoute })),
      },
      // Recovery pages are public: they need no session, and a signed-in user may use them too.
      {
        path: paths.resetPassword,
        lazy: () =>
          import('./routes/reset-password-route').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: paths.retrieveCredentials,
        lazy: () =>
          import('./routes/retrieve-credentials-route').then((m) => ({
            Component: m.RetrieveCredentialsRoute,
          })),
      },
      // The unsubscribe link of a campaign mail: public, signed by its token (decision 075).
      {
        path: paths.unsubscribe,
        lazy: () => import('./routes/unsubscribe-route').then((m) => ({ Component: m.UnsubscribeRoute })),
      },
      {
        path: paths.privacy,
        lazy: () => import('./routes/privacy-route').then((m) => ({ Component: m.PrivacyRoute })),
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
            handle: { pageSettings: SUPPORT_PAGE_SETTINGS },
            lazy: () =>
              import('./routes/support-tickets-route').then((m) => ({ Component: m.SupportTicketsRoute })),
          },
          {
            path: paths.support.knowledgeBase,
            handle: { pageSettings: SUPPORT_PAGE_SETTINGS },
            lazy: () =>
              import('./routes/knowledge-base-route').then((m) => ({ Component: m.KnowledgeBaseRoute })),
          },
          {
            path: paths.account.profile,
            lazy: () => import('./routes/profile-route').then((m) => ({ Component: m.ProfileRoute })),
          },
          {
            path: paths.account.company,
            lazy: () => import('./routes/company-route').then((m) => ({ Component: m.CompanyRoute })),
          },
          {
            path: paths.account.iban,
            lazy: () => import('./routes/iban-route').then((m) => ({ Component: m.IbanRoute })),
          },
          {
            path: paths.news,
            lazy: () => import('./routes/news-route').then((m) => ({ Component: m.NewsRoute })),
          },
          {
            path: paths.newsItem,
            lazy: () => import('./routes/news-route').then((m) => ({ Component: m.NewsItemRoute })),
          },
          {
            path: paths.reservations,
            lazy: () =>
              import('./routes/reservations-route').then((m) => ({ Component: m.ReservationsRoute })),
          },
          {
            path: paths.payServices,
            lazy: () =>
              import('./routes/pay-services-route').then((m) => ({ Component: m.PayServicesRoute })),
          },
          {
            path: paths.toolkit,
            lazy: () => import('./routes/toolkit-route').then((m) => ({ Component: m.ToolkitRoute })),
          },
          // Not a lazy route: the guard checks the role before the back office's bundle is fetched.
          {
            path: `${paths.backoffice.root}/*`,
            handle: { pageSettings: BACKOFFICE_PAGE_SETTINGS },
            element: <RequireBackoffice />,
          },
        ],
      },
      {
        element: <RequireSession allowDisclaimers />,
        children: [
          {
            path: paths.disclaimers,
            lazy: () => import('./routes/disclaimers-route').then((m) => ({ Component: m.DisclaimersRoute })),
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
