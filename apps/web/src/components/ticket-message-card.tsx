import { Group, Paper, Text } from '@mantine/core';
import { formatDateTime } from '@sportello/contracts/common/dates';
import type { AttachmentInfo } from '@sportello/contracts/tickets/tickets.contract';
import type { CSSProperties, ReactNode } from 'react';
import { AttachmentLinks } from './attachment-links';

export interface TicketMessageCardProps {
  ticketId: string;
  message: { Author: string; CreatedAt: string; Body: string; Attachments: AttachmentInfo[] };
  /** Next to the author: who wrote it (support), or that it is an internal note. */
  badge?: ReactNode;
  /** Below the text, before the attachments (the videos of the support area). */
  children?: ReactNode;
  attachmentsLabel: string;
  background?: string;
  style?: CSSProperties;
  /** Marks an internal note for styles and tests. */
  internal?: boolean;
}

/**
 * One message of a ticket's conversation, as the support area and the helpdesk both show it: the
 * author and time, the text as written, and the attachments as download links.
 */
export function TicketMessageCard({
  ticketId,
  message,
  badge,
  children,
  attachmentsLabel,
  background,
  style,
  internal,
}: TicketMessageCardProps) {
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      bg={background}
      style={style}
      data-internal={internal || undefined}
    >
      <Group justify="space-between" gap="xs">
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {message.Author}
          </Text>
          {badge}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.CreatedAt)}
        </Text>
      </Group>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.Body}
      </Text>
      {children}
      <AttachmentLinks ticketId={ticketId} attachments={message.Attachments} label={attachmentsLabel} />
    </Paper>
  );
}
