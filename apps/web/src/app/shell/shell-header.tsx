import { Box, Burger, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { IconHeadset } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSaveSessionLanguage } from '../../features/auth/hooks/use-auth-mutations';
import { LanguageSelect } from '../../features/languages/components/language-select';
import classes from './shell.module.css';
import { CompanyParentSelect, UserMenu } from './signed-in-parts';

export interface ShellHeaderProps {
  /** The signed-in user's session; undefined for visitors (no menu, no user menu). */
  session: SessionInfo | undefined;
  menuOpened: boolean;
  onToggleMenu: () => void;
  navbarId: string;
}

/**
 * App name and language selector; for signed-in users also the company-parent dropdown (from 769 px;
 * below, it heads the side menu), the user menu, and below 769 px the burger that opens the side menu.
 */
export function ShellHeader({ session, menuOpened, onToggleMenu, navbarId }: ShellHeaderProps) {
  const { t } = useTranslation();
  const saveLanguage = useSaveSessionLanguage();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {session && (
          <Burger
            opened={menuOpened}
            onClick={onToggleMenu}
            hiddenFrom="sm"
            size="sm"
            aria-label={menuOpened ? t('shell.closeMenu') : t('shell.openMenu')}
            aria-expanded={menuOpened}
            aria-controls={navbarId}
          />
        )}
        <UnstyledButton
          component={Link}
          to={session ? paths.home : paths.login}
          className={classes.brand}
          mod={{ 'signed-in': Boolean(session) }}
        >
          <ThemeIcon size={34} radius="md" aria-hidden className={classes.brandIcon}>
            <IconHeadset size={20} stroke={1.8} />
          </ThemeIcon>
          <Text component="span" fw={700} size="lg">
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
        <LanguageSelect
          // A signed-in user's choice is remembered on the server too, for their next sign-in anywhere.
          onLanguageChange={session ? (id) => saveLanguage.mutate(id) : undefined}
        />
        {session && (
          <Suspense fallback={null}>
            <UserMenu session={session} />
          </Suspense>
        )}
      </Group>
    </Group>
  );
}
