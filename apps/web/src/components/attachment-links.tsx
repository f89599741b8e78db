import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { AttachmentInfo } from '@sportello/contracts/tickets/tickets.contract';
import { attachmentHref, attachmentSizeText } from '../lib/ticket-attachments';
import { FileIcon } from './file-icon';

/** A message's attachments as download links, with their icon and size. */
export function AttachmentLinks({
  ticketId,
  attachments,
  label,
}: {
  ticketId: string;
  attachments: AttachmentInfo[];
  /** The list's accessible name. */
  label: string;
}) {
  if (attachments.length === 0) return null;
  return (
    <Stack gap={2} mt="xs" aria-label={label}>
      {attachments.map((a) => (
        <Group key={a.Id} gap={6} wrap="nowrap">
          <FileIcon filename={a.FileName} size={16} />
          <Anchor href={attachmentHref(ticketId, a.Id)} size="sm" download={a.FileName}>
            {a.FileName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {attachmentSizeText(a.Size)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
