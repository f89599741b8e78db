import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RetrieveInfoPanel } from '../../features/recovery/components/retrieve-info-panel';
import { usePageTitle } from './use-page-title';

/** The retrieve-info page (spec §2). Public: a signed-in user may write to support from here too. */
export function RetrieveInfoRoute() {
  const { t } = useTranslation('recovery');
  const title = t('recovery.retrieve.title');
  usePageTitle(title);

  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={720} mx="auto" w="100%">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{t('recovery.retrieve.subtitle')}</Text>
        </Stack>
        <RetrieveInfoPanel />
      </Stack>
    </Paper>
  );
}
