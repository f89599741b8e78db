import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router';
import { BrandFooter } from '../../components/brand-footer';
import { paths } from '../../config/paths';
import { useSaveSessionLanguage } from '../../features/auth/hooks/use-auth-mutations';
import { isPasswordChangeRequired, useSession } from '../../features/auth/hooks/use-session';
import { LanguageSelect } from '../../features/languages/components/language-select';
import { useLanguageQueryParam } from '../../features/languages/hooks/use-language-query-param';
import { assignLocation, EXTERNAL_REDIRECT_DELAY_MS } from '../../lib/browser-location';
import { pageBrand } from '../../lib/page-brand';
import { portalSettingsQuery } from '../../lib/portal-settings-query';
import { pageSettingsOf } from '../page-settings';
import { secondFactorPath } from '../routes/after-sign-in';
import { isBackofficeUser } from '../routes/require-backoffice';
import { watchSessionErrors } from '../session-error-redirects';
import { sessionScope } from '../session-scope';
import classes from './shell.module.css';
import { ShellFrame } from './shell-frame';
import { ShellHeader } from './shell-header';
import { CompanyParentSelect, MaintenanceNotice, PopupBanner, ShellNavbar } from './signed-in-parts';

const NAVBAR_ID = 'main-navigation';
/** Read once: the page's markup does not change while the app runs. */
const initialBrand = typeof document === 'undefined' ? undefined : pageBrand();
const NAVBAR_WIDTH = 280;
/** The side menu as a column of icons: 44 px buttons, the navbar's padding and border. */
const ICON_NAVBAR_WIDTH = 66;

/**
 * The page frame: 62 px header, side menu (a burger-opened menu below 769 px, see config/theme.ts),
 * the page in the `main` landmark, and the back-to-top button. The side menu is for signed-in users:
 * every page it leads to needs a session, so visitors see only the header and the login page. A page
 * whose settings ask for it (the back office) gets the side menu as a column of icons from 769 px.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const state = useSession();
  const saveLanguage = useSaveSessionLanguage();
  const session = state.status === 'signedIn' ? state.session : undefined;
  // Until a required password change is done, every page leads back to it: no menu to offer.
  const withMenu = session !== undefined && !isPasswordChangeRequired(session);
  const pageSettings = pageSettingsOf(useMatches());
  // A section with a side menu of its own (the back office) narrows the portal's to icons; only for
  // the users it is for: a customer at such an address sees the not-found page, with the usual menu.
  const iconsOnly = pageSettings.mainMenu === 'icons' && isBackofficeUser(session?.User.Role);
  useLanguageQueryParam();
  useSessionErrorRedirects();
  // The brand (decision 069): the one the server wrote into the page until the settings are read,
  // then theirs, so that a change saved in the back office shows on the next page.
  const portalSettings = useQuery(portalSettingsQuery).data;
  const brand = portalSettings?.Brand ?? initialBrand;
  // The banner's delay: the page's own (the support area's), else the back office's (decision 072).
  const savedDelay = portalSettings?.PopupDelay;
  const popupDelay =
    pageSettings.popupDelay ?? (savedDelay && { minMs: savedDelay.MinMs, maxMs: savedDelay.MaxMs });

  return (
    <>
      <ShellFrame
        footer={<BrandFooter brand={brand} />}
        header={
          <ShellHeader
            session={session}
            logoUrl={brand?.LogoUrl}
            menu={withMenu ? { opened: menuOpened, onToggle: menu.toggle, navbarId: NAVBAR_ID } : undefined}
            languageSelect={
              <LanguageSelect
                // A signed-in user's choice is remembered on the server too, for their next sign-in anywhere.
                onLanguageChange={session ? (id) => saveLanguage.mutate(id) : undefined}
              />
            }
          />
        }
        navbar={
          session && withMenu
            ? {
                configuration: {
                  width: iconsOnly ? ICON_NAVBAR_WIDTH : NAVBAR_WIDTH,
                  breakpoint: 'sm',
                  collapsed: { mobile: !menuOpened },
                },
                element: (
                  <AppShell.Navbar
                    id={NAVBAR_ID}
                    p="xs"
                    aria-label={t('shell.mainNavigation')}
                    className={classes.navbar}
                    mod={{ 'menu-open': menuOpened }}
                  >
                    <Suspense fallback={null}>
                      <ShellNavbar
                        onNavigate={menu.close}
                        iconsOnly={iconsOnly}
                        // On narrow screens the header has no room for the parent dropdown: it heads the menu instead.
                        top={
                          session.Company.CompanyParents.length > 1 ? (
                            <CompanyParentSelect session={session} onChosen={menu.close} />
                          ) : undefined
                        }
                      />
                    </Suspense>
                  </AppShell.Navbar>
                ),
              }
            : undefined
        }
      >
        {session && (
          <Suspense fallback={null}>
            <MaintenanceNotice />
          </Suspense>
        )}
        <Outlet />
      </ShellFrame>
      {/* The pop-ups are the customers' messages: not over the back office's forms and tables (the
          pages whose menu is icons only). */}
      {session && !session.MustChangePassword && !iconsOnly && (
        // Out of the open phone menu's way (shell.module.css), its state kept for when the menu closes.
        <Box className={classes.popupBanner} mod={{ 'menu-open': menuOpened }}>
          <Suspense fallback={null}>
            <PopupBanner
              // A new sign-in, company parent or language: the banner starts over with its messages.
              key={sessionScope(session)}
              sessionKey={`${sessionScope(session)}|${session.Language.Id}`}
              delay={popupDelay}
            />
          </Suspense>
        </Box>
      )}
      <ScrollRestoration />
    </>
  );
}

/** Wires the global session-error handling (see session-error-redirects.ts) for the app's lifetime. */
function useSessionErrorRedirects(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Read when an error arrives, not a reason to watch anew at every page change.
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = watchSessionErrors(queryClient, {
      onSessionExpired: () =>
        notifications.show({ color: 'yellow', message: t('ERROR_EMPTY_SESSION', { ns: 'errors' }) }),
      // Spec §8: the message stays readable for 2 s, then the maintenance page (its address as now set).
      onMaintenance: () => {
        notifications.show({
          color: 'yellow',
          message: t('ERROR_NOT_ALLOWED_MAINTENANCE', { ns: 'errors' }),
        });
        timer = setTimeout(async () => {
          const settings = await queryClient.fetchQuery({ ...portalSettingsQuery, staleTime: 0 });
          assignLocation(settings.MaintenanceUrl);
        }, EXTERNAL_REDIRECT_DELAY_MS);
      },
      // Decision 078: the session lost its proof (or never completed it); back here afterwards.
      onSecondFactorRequired: () => {
        const { pathname, search } = here.current;
        if (pathname.toLowerCase() === paths.secondFactor) return;
        navigate(secondFactorPath(`${pathname}${search}`), { replace: true });
      },
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [queryClient, t, navigate]);
}
