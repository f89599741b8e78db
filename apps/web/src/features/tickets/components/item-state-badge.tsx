import '@mantine/core/styles/Badge.layer.css';
import { Badge, type MantineSize } from '@mantine/core';
import type { TicketSummary } from '@sportello/contracts/tickets/tickets.contract';
import { useTranslation } from 'react-i18next';
import { stateColor } from '../../../lib/ticket-state-colors';

/**
 * An analysis or a report is delivered, not a request that was closed (decision 039): stored closed,
 * it reads "Pubblicata" to the customer, in a colour of its own.
 */
export const isPublishedItem = (item: Pick<TicketSummary, 'Type'>) =>
  item.Type === 'an' || item.Type === 'ri';

/** An item's state as the support area shows it: a filled badge, white text at AA contrast. */
export function ItemStateBadge({
  item,
  size,
}: {
  item: Pick<TicketSummary, 'Type' | 'State'>;
  size?: MantineSize;
}) {
  const { t } = useTranslation('support');
  const published = isPublishedItem(item) && item.State === 'closed';
  return (
    <Badge
      color={published ? 'teal.9' : stateColor[item.State]}
      variant="filled"
      size={size}
      style={{ flexShrink: 0 }}
    >
      {published ? t('support.state.published') : t(`support.state.${item.State}`)}
    </Badge>
  );
}
