import '@mantine/core/styles/Badge.layer.css';
import { Badge, Text } from '@mantine/core';
import type { TicketPriority } from '@sportello/contracts/backoffice/helpdesk.values';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TicketPriority, string | undefined> = {
  urgent: 'red.8',
  high: 'orange.9',
  normal: undefined,
  low: undefined,
};

/** A ticket's priority in words: urgent and high marked in colour, the others plain. */
export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('backoffice');
  const label = t(`backoffice.helpdesk.priority.${priority}`);
  const color = COLORS[priority];
  if (!color)
    return (
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    );
  return (
    <Badge color={color} variant="filled" size="sm">
      {label}
    </Badge>
  );
}
