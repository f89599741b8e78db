import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetrieveInfoPanel } from '../../features/recovery/components/retrieve-info-panel';
import { portalSettingsQuery } from '../../features/session/api/portal-settings-query';
import { usePageTitle } from './use-page-title';

/** The retrieve-info page (spec §2). Public: a signed-in user may write to support from here too. */
export function RetrieveInfoRoute() {
  const { t } = useTranslation('recovery');
  const title = t('recovery.retrieve.title');
  usePageTitle(title);
  // Until the settings arrive (or if they cannot), failures are hidden: the safer reading.
  const showErrors = useQuery(portalSettingsQuery).data?.ShowPageErrors ?? false;

  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={720} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{t('recovery.retrieve.subtitle')}</Text>
        </Stack>
        <RetrieveInfoPanel showErrors={showErrors} />
      </Stack>
    </Paper>
  );
}
