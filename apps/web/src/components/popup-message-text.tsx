import { Text } from '@mantine/core';

/**
 * A pop-up message as the customer's banner shows it: the title in bold, then the plain-text body
 * with its line breaks kept. The banner (features/popups) and the back office's preview
 * (features/backoffice-popups) both show a message through it, so the preview is what customers see.
 */
export function PopupMessageText({ title, body }: { title: string; body: string }) {
  return (
    <>
      <Text fw={700}>{title}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {body}
      </Text>
    </>
  );
}
