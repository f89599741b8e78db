import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { BackToTopButton } from '../../components/back-to-top-button';
import { HEADER_HEIGHT_PX } from '../../config/theme';
import { useLanguageQueryParam } from '../../features/language/hooks/use-language-query-param';
import classes from './shell.module.css';
import { ShellHeader } from './shell-header';
import { ShellNavbar } from './shell-navbar';

const NAVBAR_ID = 'main-navigation';
const MAIN_ID = 'main-content';

/**
 * The page frame: 62 px header, side menu (a burger-opened menu below 769 px, see config/theme.ts),
 * the page in the `main` landmark, and the back-to-top button.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  useLanguageQueryParam();

  return (
    <>
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <AppShell
        header={{ height: HEADER_HEIGHT_PX }}
        navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <ShellHeader menuOpened={menuOpened} onToggleMenu={menu.toggle} navbarId={NAVBAR_ID} />
        </AppShell.Header>
        <AppShell.Navbar
          id={NAVBAR_ID}
          p="xs"
          aria-label={t('shell.mainNavigation')}
          className={classes.navbar}
          mod={{ 'menu-open': menuOpened }}
        >
          <ShellNavbar onNavigate={menu.close} />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
      <BackToTopButton />
      <ScrollRestoration />
    </>
  );
}
