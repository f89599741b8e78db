import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Text } from '@mantine/core';
import type { QueueTicket } from '@sportello/contracts/backoffice/helpdesk.contract';
import { useTranslation } from 'react-i18next';
import { formatDueAt, nextDue, relativeDue } from '../hooks/due';

/**
 * The ticket's next service target — the first answer until there is one, then the resolution —
 * with how far it is from now, and a red "breached" mark when a target passed unmet.
 */
export function DueTime({ ticket }: { ticket: QueueTicket }) {
  const { t, i18n } = useTranslation('backoffice');
  const due = nextDue(ticket);
  return (
    <Group gap={6} wrap="nowrap">
      {due ? (
        <div>
          <Text size="sm" c={ticket.Breached ? 'red.8' : undefined} fw={ticket.Breached ? 600 : undefined}>
            {formatDueAt(due.at)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`backoffice.helpdesk.due.${due.kind}`)} · {relativeDue(due.at, Date.now(), i18n.language)}
          </Text>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
      {ticket.Breached && (
        <Badge color="red.8" variant="filled" size="sm">
          {t('backoffice.helpdesk.breached')}
        </Badge>
      )}
    </Group>
  );
}
