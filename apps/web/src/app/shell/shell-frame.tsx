import { AppShell, type AppShellNavbarConfiguration } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackToTopButton } from '../../components/back-to-top-button';
import { HEADER_HEIGHT_PX } from '../../config/theme';
import { useTexts } from '../../lib/translator';
import classes from './shell.module.css';

const MAIN_ID = 'main-content';

export interface ShellFrameProps {
  header: ReactNode;
  /** The side menu and its configuration: signed-in users only. */
  navbar?: { configuration: AppShellNavbarConfiguration; element: ReactNode };
  children: ReactNode;
  /** Under the page: the brand's contacts and legal links (decision 069). */
  footer?: ReactNode;
}

/**
 * What every page sits in: the skip link, the 62 px header, the side menu when there is one, the
 * page in the `main` landmark, and the back-to-top button. The app's layout (app-layout.tsx) and the pre-rendered sign-in page
 * (decision 050) both draw it.
 */
export function ShellFrame({ header, navbar, children, footer }: ShellFrameProps) {
  const { t } = useTexts('shell');
  return (
    <>
      <a href={`#${MAIN_ID}`} className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <AppShell header={{ height: HEADER_HEIGHT_PX }} navbar={navbar?.configuration} padding="md">
        <AppShell.Header>{header}</AppShell.Header>
        {navbar?.element}
        <AppShell.Main id={MAIN_ID} tabIndex={-1} className={classes.main}>
          {children}
          {footer}
        </AppShell.Main>
      </AppShell>
      <BackToTopButton />
    </>
  );
}
