import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PopupMessageText } from '../../../components/popup-message-text';

/**
 * A message as the customer's banner card shows it (features/popups): the banner's heading, then the
 * title and the body through the same component, line breaks kept.
 */
export function PopupPreview({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('backoffice');
  return (
    <Paper
      component="section"
      aria-label={t('backoffice.popups.previewOf', { title })}
      shadow="lg"
      withBorder
      p="sm"
      maw={720}
      style={{ borderBottomLeftRadius: 0, borderBottomRightRadius: 0 }}
    >
      <Text fw={600} size="sm" c="dimmed">
        {t('backoffice.popups.previewRegion')}
      </Text>
      <Stack gap={4} mt={4}>
        <PopupMessageText title={title} body={body} />
      </Stack>
    </Paper>
  );
}
