import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KbFrame } from './kb-frame';

/** The knowledge base on its own page: the same iframe as the support area's preview, taller. */
export function KnowledgeBasePage() {
  const { t } = useTranslation('support');
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('support.kb.pageTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('support.kb.pageSubtitle')}
        </Text>
      </div>
      <KbFrame height="calc(100dvh - 220px)" />
    </Stack>
  );
}
