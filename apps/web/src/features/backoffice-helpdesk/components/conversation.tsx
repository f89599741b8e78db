import '@mantine/core/styles/Badge.layer.css';
import { Badge, Stack } from '@mantine/core';
import type { QueueTicketDetail } from '@sportello/contracts/backoffice/helpdesk.contract';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TicketMessageCard } from '../../../components/ticket-message-card';

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
        <TicketMessageCard
          key={m.Id}
          ticketId={ticket.Id}
          message={m}
          internal={m.Internal}
          attachmentsLabel={t('backoffice.helpdesk.attachments')}
          background={
            m.Internal
              ? 'var(--mantine-color-yellow-0)'
              : m.FromSupport
                ? 'var(--mantine-color-gray-0)'
                : undefined
          }
          style={
            m.Internal ? { borderColor: 'var(--mantine-color-yellow-5)', borderStyle: 'dashed' } : undefined
          }
          badge={
            m.Internal ? (
              <Badge
                size="sm"
                variant="filled"
                color="yellow.4"
                autoContrast
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
            )
          }
        />
      ))}
    </Stack>
  );
}
