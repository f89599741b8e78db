import { Burger, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LanguageSelect } from '../../features/language/components/language-select';
import classes from './shell.module.css';

export interface ShellHeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  navbarId: string;
}

/** App name and language selector; below 769 px also the burger that opens the side menu. */
export function ShellHeader({ menuOpened, onToggleMenu, navbarId }: ShellHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={menuOpened}
          aria-controls={navbarId}
        />
        <UnstyledButton component={Link} to={paths.home} className={classes.brand}>
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
      <LanguageSelect />
    </Group>
  );
}
