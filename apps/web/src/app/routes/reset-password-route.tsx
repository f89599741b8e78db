import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordFlow } from '../../features/recovery/components/reset-password-flow';
import { portalSettingsQuery } from '../../features/session/api/portal-settings-query';
import { refreshSession } from '../../features/session/api/session-query';
import { usePageTitle } from './use-page-title';

/**
 * Retrieve credentials, "reset password" mode (spec §2). Public: a signed-in user may use it too.
 * The e-mailed link adds `?user=<name>` (the flow opens at the code step) and `?lg=` (the shell
 * applies the language).
 */
export function ResetPasswordRoute() {
  const { t } = useTranslation('recovery');
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const title = t('recovery.reset.title');
  usePageTitle(title);
  const user = searchParams.get('user')?.trim() || undefined;
  // Until the settings arrive (or if they cannot), failures are hidden: the safer reading.
  const showErrors = useQuery(portalSettingsQuery).data?.ShowPageErrors ?? false;

  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{t('recovery.reset.subtitle')}</Text>
        </Stack>
        <ResetPasswordFlow
          initialUserName={user}
          showErrors={showErrors}
          // The server ended every session of that user, possibly this browser's: ask again who is signed in.
          onPasswordReset={() => void refreshSession(queryClient)}
        />
      </Stack>
    </Paper>
  );
}
