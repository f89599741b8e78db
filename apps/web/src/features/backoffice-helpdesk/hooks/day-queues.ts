import type { QueueFilter } from '@sportello/contracts/backoffice/helpdesk.contract';
import { UNFINISHED_STATES } from '@sportello/contracts/tickets/tickets.values';

/** How many tickets each box of the operator's day shows. */
export const DAY_SHOWN = 5;

/** The queues the operator's day shows the first tickets of. */
export const DAY_QUEUES = {
  /** The caller's own unfinished tickets, the next due first. */
  mine: { View: 'mine', States: [...UNFINISHED_STATES], Sort: 'Due', Desc: false, Size: DAY_SHOWN },
  dueToday: { View: 'breaching_today', Sort: 'Due', Desc: false, Size: DAY_SHOWN },
  recent: { View: 'all', Sort: 'UpdatedAt', Desc: true, Size: DAY_SHOWN },
} as const satisfies Record<string, QueueFilter>;
