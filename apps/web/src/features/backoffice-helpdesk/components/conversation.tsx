import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { QueueTicketDetail } from '@sportello/contracts/backoffice/helpdesk.contract';
import { formatDateTime } from '@sportello/contracts/common/dates';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from '../../../components/attachment-links';

/**
 * A ticket's messages in order, as the helpdesk sees them: the customer's, support's replies (grey)
 * and the internal notes (yellow, marked as never shown to the customer).
 */
export function Conversation({ ticket }: { ticket: QueueTicketDetail }) {
  const { t } = useTranslation('backoffice');
  return (
    <Stack
      gap="xs"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('backoffice.helpdesk.conversation')}
    >
      {ticket.Messages.map((m) => (
        <Paper
          key={m.Id}
          component="li"
          withBorder
          p="sm"
          data-internal={m.Internal || undefined}
          bg={
            m.Internal
              ? 'var(--mantine-color-yellow-0)'
              : m.FromSupport
                ? 'var(--mantine-color-gray-0)'
                : undefined
          }
          style={
            m.Internal ? { borderColor: 'var(--mantine-color-yellow-5)', borderStyle: 'dashed' } : undefined
          }
        >
          <Group justify="space-between" gap="xs">
            <Group gap={6}>
              <Text size="sm" fw={600}>
                {m.Author}
              </Text>
              {m.Internal ? (
                <Badge
                  size="sm"
                  variant="filled"
                  color="yellow.9"
                  leftSection={<IconLock size={12} aria-hidden />}
                >
                  {t('backoffice.helpdesk.internalNote')}
                </Badge>
              ) : (
                m.FromSupport && (
                  <Badge size="xs" variant="filled" color="blue.8">
                    {t('backoffice.helpdesk.fromSupport')}
                  </Badge>
                )
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {formatDateTime(m.CreatedAt)}
            </Text>
          </Group>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.Body}
          </Text>
          <AttachmentLinks
            ticketId={ticket.Id}
            attachments={m.Attachments}
            label={t('backoffice.helpdesk.attachments')}
          />
        </Paper>
      ))}
    </Stack>
  );
}
