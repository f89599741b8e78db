// Plain data of helpdesk.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/** The queue's ready-made views: every ticket, the caller's, nobody's, and those due or late today. */
export const QUEUE_VIEWS = ['all', 'mine', 'unassigned', 'breaching_today'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];

export const QUEUE_SORT_FIELDS = ['UpdatedAt', 'CreatedAt', 'Due', 'Code', 'Priority'] as const;

/** How pressing a ticket is (#41), as its operators judge it: `normal` until one says otherwise. */
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** Service-target filters: already late, or due before today ends. */
export const SLA_FILTERS = ['breached', 'due_today'] as const;

/** What an operator does to several tickets at once: assign, close, or add a tag to each. */
export const BULK_ACTIONS = ['assign', 'close', 'tag'] as const;

/**
 * How many tags one ticket carries at most (decision 079), and how many the queue's filter takes at
 * once (a ticket with any of them is shown).
 */
export const TICKET_TAGS_MAX = 20;

/** What support publishes for a company: analyses (`an`) and reports (`ri`), spec §2 Support area. */
export const PUBLISHED_ITEM_TYPES = ['an', 'ri'] as const;

/**
 * Support items (decision 012): the support desk reads every item; replying and closing (`update`)
 * and opening (`create`) are the operators' and admins'. Items are never deleted or exported here.
 */
export const TICKETS_ACCESS = defineResourceAccess('tickets', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', create: 'all', update: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all' },
});

/** An operator's signature under their replies: a few lines. */
export const SIGNATURE_MAX = 500;

/**
 * What a ticket's history tells (#41): opened, a state changed, given to an operator or to nobody,
 * support's first answer, and a service target that passed unmet.
 */
export const HISTORY_KINDS = [
  'opened',
  'state',
  'assigned',
  'unassigned',
  'first_response',
  'target_missed',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
