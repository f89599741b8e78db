import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KbFrame } from './kb-frame';

/** The knowledge base under the support area's lists (spec §2): the frame of its own page, shorter. */
export function KnowledgeBasePreview() {
  const { t } = useTranslation('support');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="support-kb-title">
      <Title order={2} size="h4" id="support-kb-title" mb="sm">
        {t('support.kb.previewTitle')}
      </Title>
      <KbFrame height={420} />
    </Paper>
  );
}
