import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The profile's password (spec §2 change-password view), for a user who signs in with a password of
 * the portal: the way to change it whenever they like, not only when it has expired. A single sign-on
 * user's password is the provider's, and is changed there.
 */
export function PasswordPanel({ localLogin }: { localLogin: boolean }) {
  const { t } = useTranslation('login');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="password-title">
          {t('login.profile.password.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(localLogin ? 'login.profile.password.local' : 'login.profile.password.provider')}
        </Text>
        {localLogin && (
          <Button component={Link} to={paths.changePassword} leftSection={<IconKey size={16} aria-hidden />}>
            {t('login.userMenu.changePassword')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
