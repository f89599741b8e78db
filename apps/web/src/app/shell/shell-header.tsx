import { Box, Burger, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { IconHeadset } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { paths } from '../../config/paths';
import { AppLink } from '../../lib/app-link';
import { useTexts } from '../../lib/translator';
import classes from './shell.module.css';
import { CompanyParentSelect, UserMenu } from './signed-in-parts';

export interface ShellHeaderProps {
  /** The signed-in user's session; undefined for visitors (no menu, no user menu). */
  session: SessionInfo | undefined;
  /** The side menu the burger opens below 769 px: signed-in users only. */
  menu?: { opened: boolean; onToggle: () => void; navbarId: string };
  /** The language selector, wired by the page (the app's, or the pre-rendered sign-in page's). */
  languageSelect: ReactNode;
  /** The brand's logo (decision 069), in place of the portal's icon. */
  logoUrl?: string | null;
}

/**
 * App name and language selector (the pre-rendered sign-in page's header too, decision 050); for signed-in users also the company-parent dropdown (from 769 px;
 * below, it heads the side menu), the user menu, and below 769 px the burger that opens the side menu.
 */
export function ShellHeader({ session, menu, languageSelect, logoUrl }: ShellHeaderProps) {
  const { t } = useTexts('shell');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {session && menu && (
          <Burger
            opened={menu.opened}
            onClick={menu.onToggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={menu.opened ? t('shell.closeMenu') : t('shell.openMenu')}
            aria-expanded={menu.opened}
            aria-controls={menu.navbarId}
          />
        )}
        <UnstyledButton
          component={AppLink}
          to={session ? paths.home : paths.login}
          className={classes.brand}
          mod={{ 'signed-in': Boolean(session) }}
        >
          {logoUrl ? (
            <img src={logoUrl} alt="" className={classes.brandLogo} />
          ) : (
            <ThemeIcon size={34} radius="md" aria-hidden className={classes.brandIcon}>
              <IconHeadset size={20} stroke={1.8} />
            </ThemeIcon>
          )}
          {/* Marked for the server, which writes the brand's name here in the pre-rendered page. */}
          <Text component="span" fw={700} size="lg" data-brand-name>
            {t('shell.appName')}
          </Text>
        </UnstyledButton>
        <Text size="sm" c="dimmed" visibleFrom="md" truncate>
          {t('shell.tagline')}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {session && (
          <Box visibleFrom="sm">
            <Suspense fallback={null}>
              <CompanyParentSelect session={session} />
            </Suspense>
          </Box>
        )}
        {languageSelect}
        {session && (
          <Suspense fallback={null}>
            <UserMenu session={session} />
          </Suspense>
        )}
      </Group>
    </Group>
  );
}
