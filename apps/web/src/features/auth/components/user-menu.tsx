import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { IconChevronDown, IconKey, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { assignLocation } from '../../../lib/browser-location';
import { apiErrorText } from '../../../lib/error-text';
import { errorCatalogueOf } from '../../../lib/i18n';
import { useSignOut } from '../../../lib/session/use-sign-in';
import { displayName } from './session-summary';

function initials(session: SessionInfo): string {
  const letters = `${session.User.FirstName.charAt(0)}${session.User.LastName.charAt(0)}`.trim();
  return (letters || session.User.UserName.charAt(0)).toUpperCase();
}

/**
 * The signed-in user in the header: name (initials only on narrow screens) and a menu with the
 * user name and "Esci". Signing out reloads the login page from the server, so nothing of the
 * previous user (cached answers, form state) stays in memory for the next one at the same desk.
 * After a single sign-on the browser goes to the identity provider instead, which ends its session
 * too (decision 006) and then sends the browser back to the portal root.
 */
export function UserMenu({ session }: { session: SessionInfo }) {
  const { t, i18n } = useTranslation('login');
  const signOut = useSignOut();
  const name = displayName(session);

  const handleSignOut = async () => {
    try {
      const { RedirectUrl } = await signOut.mutateAsync();
      assignLocation(RedirectUrl || paths.login);
    } catch (error) {
      notifications.show({ color: 'red', message: apiErrorText(errorCatalogueOf(i18n), error) });
    }
  };

  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          // The name first: it is what the button shows on a wide screen, and what a person who speaks
          // to the browser says to click it (WCAG 2.5.3, label in name).
          aria-label={t('login.userMenu.label', { name })}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Group gap={6} wrap="nowrap">
            <Avatar size={34} radius="xl" color="blue" variant="filled" aria-hidden>
              {initials(session)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="lg" maw={180} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {t('login.userMenu.signedInAs', { userName: session.User.UserName })}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        {/* A password of the portal's own: who signed in through an identity provider changes it there. */}
        {session.IsLocalLogin && (
          <Menu.Item
            component={Link}
            to={paths.changePassword}
            leftSection={<IconKey size={16} aria-hidden />}
          >
            {t('login.userMenu.changePassword')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void handleSignOut()}
          disabled={signOut.isPending}
          closeMenuOnClick={false}
        >
          {t('login.userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
