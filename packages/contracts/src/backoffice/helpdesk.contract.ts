import { z } from 'zod';
import { EventStream } from '../chat/chat.contract';
import { int4Id } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { MAX_PAGE_SIZE, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import {
  Attachments,
  ItemType,
  NewAttachment,
  TicketMessage,
  TicketState,
} from '../tickets/tickets.contract';
import { PRODUCTS } from '../tickets/tickets.values';
import { CompanyTag } from './companies.contract';
import { HELPDESK_ROUTES } from './helpdesk.routes';
import {
  BULK_ACTIONS,
  HISTORY_KINDS,
  PUBLISHED_ITEM_TYPES,
  QUEUE_SORT_FIELDS,
  QUEUE_VIEWS,
  SIGNATURE_MAX,
  SLA_FILTERS,
  TICKET_PRIORITIES,
  TICKET_TAGS_MAX,
} from './helpdesk.values';
import { TagName } from './tags.contract';

/**
 * The helpdesk (decision 036): the vendor's operators work every customer's tickets from one queue —
 * views and filters, taking and assigning, states, internal notes, service targets counted in the
 * business calendar, bulk assignment, closing and tagging, and a small dashboard.
 */

export const QueueFilter = sortedPageFilter(QUEUE_SORT_FIELDS, 'UpdatedAt').extend({
  View: z.enum(QUEUE_VIEWS).default('all'),
  /** A ticket code (SR-000123 or 123), words of the subject, the company's name or VAT code, the requester. */
  Text: z.string().trim().max(100).optional(),
  /** Absent: every state. */
  States: z.array(TicketState).min(1).max(5).optional(),
  Product: z.enum(PRODUCTS).optional(),
  CompanyId: int4Id.optional(),
  HandlerId: z.uuid().optional(),
  Type: ItemType.optional(),
  Premium: z.boolean().optional(),
  Sla: z.enum(SLA_FILTERS).optional(),
  Priority: z.enum(TICKET_PRIORITIES).optional(),
  /** Tickets with any of these tags (decision 079). */
  Tags: z.array(int4Id).min(1).max(TICKET_TAGS_MAX, 'ERROR_TOO_MANY_VALUES').optional(),
});
export type QueueFilter = z.input<typeof QueueFilter>;

const Ref = z.object({ Id: z.string(), Name: z.string() });

export const QueueTicket = z
  .object({
    Id: z.string(),
    TicketCode: z.string(),
    Code: z.string(),
    Type: ItemType,
    Subject: z.string(),
    Product: z.string(),
    State: TicketState,
    Priority: z.enum(TICKET_PRIORITIES),
    /** The vendor's tags on it (decision 079), by name. */
    Tags: z.array(CompanyTag),
    Company: z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() }).nullable(),
    Requester: z.string(),
    Handler: Ref.nullable(),
    Premium: z.boolean(),
    Plan: z.string(),
    FirstResponseDueAt: z.string().nullable(),
    ResolutionDueAt: z.string().nullable(),
    FirstRespondedAt: z.string().nullable(),
    ResolvedAt: z.string().nullable(),
    /** A target passed unmet: no first answer by its due time, or not resolved by its due time. */
    Breached: z.boolean(),
    CreatedAt: z.string(),
    /**
     * The operators' last activity on it, internal notes included; the customer's own `UpdatedAt`
     * moves only with what they can see.
     */
    UpdatedAt: z.string(),
  })
  .meta({ id: 'QueueTicket' });
export type QueueTicket = z.infer<typeof QueueTicket>;

export const QueueTicketDetail = QueueTicket.extend({
  RequesterEmail: z.string(),
  RequesterPhone: z.string(),
  VatCode: z.string(),
  /** Where it came from: the support area, or a public request form. */
  Kind: z.string(),
  Messages: z.array(TicketMessage.extend({ Internal: z.boolean() })),
  /** The states an operator may move it to now. */
  NextStates: z.array(TicketState),
}).meta({ id: 'QueueTicketDetail' });
export type QueueTicketDetail = z.infer<typeof QueueTicketDetail>;

const TicketId = z.object({ id: z.uuid({ error: 'ERROR_NOT_FOUND' }) });

export const listQueue = defineRoute({
  ...HELPDESK_ROUTES.listQueue,
  summary:
    'Back office: the helpdesk queue, by view and filters, sorted and paged (premium first when sorted by due time)',
  params: z.object({ filter: encodedFilter(QueueFilter) }),
  response: pageOf(QueueTicket),
});

export const OperatorSignature = z
  .object({ Signature: z.string().trim().max(SIGNATURE_MAX, 'ERROR_FIELD_TOO_LONG') })
  .meta({ id: 'OperatorSignature' });

export const getMySignature = defineRoute({
  ...HELPDESK_ROUTES.getMySignature,
  summary: "Back office: the signed-in operator's signature under their replies ('' for none)",
  response: OperatorSignature,
});

export const saveMySignature = defineRoute({
  ...HELPDESK_ROUTES.saveMySignature,
  summary: "Back office: the signed-in operator's signature under their replies (empty: none)",
  body: OperatorSignature,
  response: OperatorSignature,
});

/** How many of the company's other unfinished tickets the context shows. */
export const CONTEXT_TICKETS = 5;

/**
 * Who is asking, beside a ticket (#41): the requester's account and last sign-in, the company with
 * its products, and the company's other unfinished tickets — what an operator otherwise opens three
 * pages for.
 */
export const TicketContext = z
  .object({
    Requester: z
      .object({
        Id: z.string(),
        Name: z.string(),
        UserName: z.string(),
        Email: z.string(),
        Enabled: z.boolean(),
        LastLoginAt: z.string().nullable(),
      })
      .nullable(),
    Company: z
      .object({
        Id: z.number().int(),
        Name: z.string(),
        VatCode: z.string(),
        Products: z.array(z.string()),
        Enabled: z.boolean(),
      })
      .nullable(),
    OtherOpen: z.object({
      Total: z.number().int(),
      Items: z.array(
        z.object({ Id: z.string(), TicketCode: z.string(), Subject: z.string(), State: TicketState }),
      ),
    }),
  })
  .meta({ id: 'HelpdeskTicketContext' });
export type TicketContext = z.infer<typeof TicketContext>;

export const getTicketContext = defineRoute({
  ...HELPDESK_ROUTES.getTicketContext,
  summary: "Back office: a ticket's requester, company and the company's other unfinished tickets",
  params: TicketId,
  response: TicketContext,
});

/** One event of a ticket's history, oldest first: who did it (a user name) when there was someone. */
export const TicketHistoryEvent = z.object({
  At: z.string(),
  Kind: z.enum(HISTORY_KINDS),
  Actor: z.string(),
  /** `state`: the state it moved to. */
  State: TicketState.nullable(),
  /** `assigned`: the operator it was given to. */
  Handler: z.string().nullable(),
  /** `target_missed`: which target. */
  Target: z.enum(['first_response', 'resolution']).nullable(),
});
export type TicketHistoryEvent = z.infer<typeof TicketHistoryEvent>;

export const getTicketHistory = defineRoute({
  ...HELPDESK_ROUTES.getTicketHistory,
  summary: "Back office: a ticket's history — opened, states, assignments, first answer, targets missed",
  params: TicketId,
  response: z.object({ Events: z.array(TicketHistoryEvent) }),
});

export const setTicketPriority = defineRoute({
  ...HELPDESK_ROUTES.setTicketPriority,
  summary: 'Back office: how pressing a ticket is (audited); the queue sorts and filters by it',
  params: TicketId,
  body: z.object({ Priority: z.enum(TICKET_PRIORITIES) }),
  response: QueueTicketDetail,
});

/**
 * A ticket's tags, all of them (decision 079): tags of the vendor's vocabulary by id, and names typed
 * that are none of them yet — a name an existing tag has, whatever its case, is that tag.
 */
export const TicketTags = z
  .object({
    TagIds: z.array(int4Id).max(TICKET_TAGS_MAX, 'ERROR_TOO_MANY_VALUES').default([]),
    NewTags: z.array(TagName).max(TICKET_TAGS_MAX, 'ERROR_TOO_MANY_VALUES').default([]),
  })
  .meta({ id: 'TicketTags' });
export type TicketTags = z.input<typeof TicketTags>;

export const setTicketTags = defineRoute({
  ...HELPDESK_ROUTES.setTicketTags,
  summary:
    "Back office: a ticket's tags, all of them (audited); new names join the vendor's tags; the queue shows and filters by them",
  params: TicketId,
  body: TicketTags,
  response: QueueTicketDetail,
});

export const mergeTicket = defineRoute({
  ...HELPDESK_ROUTES.mergeTicket,
  summary:
    'Back office: merges the ticket into another of the same company (its code in `Into`): the conversation moves there and this one closes',
  params: TicketId,
  body: z.object({ Into: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(20, 'ERROR_FIELD_TOO_LONG') }),
  response: QueueTicketDetail,
});

export const getQueueTicket = defineRoute({
  ...HELPDESK_ROUTES.getQueueTicket,
  summary: 'Back office: one ticket with its conversation and internal notes',
  params: TicketId,
  response: QueueTicketDetail,
});

export const assignTicket = defineRoute({
  ...HELPDESK_ROUTES.assignTicket,
  summary:
    'Back office: take a ticket (your own id), give it to an operator, or leave it to nobody (null); audited',
  params: TicketId,
  body: z.object({ HandlerId: z.uuid({ error: 'ERROR_TICKET_HANDLER' }).nullable() }),
  response: QueueTicketDetail,
});

export const changeTicketState = defineRoute({
  ...HELPDESK_ROUTES.changeTicketState,
  summary: 'Back office: move a ticket to another state; the customer is told by e-mail; audited',
  params: TicketId,
  body: z.object({ State: TicketState }),
  response: QueueTicketDetail,
});

export const TicketAnswer = z
  .object({
    Message: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(10_000, 'ERROR_FIELD_TOO_LONG'),
    Attachments,
    /** An internal note: the customer never sees it and is not told of it. */
    Internal: z.boolean().default(false),
    /** The state the ticket moves to with a reply (e.g. waiting for the customer); absent: in progress. */
    State: TicketState.optional(),
  })
  .meta({ id: 'TicketAnswer' });
export type TicketAnswer = z.input<typeof TicketAnswer>;

export const answerTicket = defineRoute({
  ...HELPDESK_ROUTES.answerTicket,
  summary:
    'Back office: reply to the customer (mailed) or add an internal note (never shown to them); audited',
  params: TicketId,
  body: TicketAnswer,
  response: QueueTicketDetail,
});

export const BulkTickets = z
  .object({
    Ids: z.array(z.uuid()).min(1).max(MAX_PAGE_SIZE),
    Action: z.enum(BULK_ACTIONS),
    /** For `assign`: the operator, or null for nobody. */
    HandlerId: z.uuid({ error: 'ERROR_TICKET_HANDLER' }).nullable().optional(),
    /** For `tag`: the tag each ticket gets. */
    TagId: int4Id.optional(),
  })
  .refine((b) => b.Action !== 'assign' || b.HandlerId !== undefined, {
    message: 'ERROR_TICKET_HANDLER',
    path: ['HandlerId'],
  })
  .refine((b) => b.Action !== 'tag' || b.TagId !== undefined, {
    message: 'ERROR_FIELD_REQUIRED',
    path: ['TagId'],
  })
  .meta({ id: 'BulkTickets' });

export const bulkTickets = defineRoute({
  ...HELPDESK_ROUTES.bulkTickets,
  summary: 'Back office: assign, close or tag the selected tickets; each change audited',
  body: BulkTickets,
  response: z.object({ Updated: z.number().int() }),
});

export const listOperators = defineRoute({
  ...HELPDESK_ROUTES.listOperators,
  summary: 'Back office: the operators a ticket can be given to',
  // `Me`: the caller, whom "take" assigns the ticket to.
  response: z.array(Ref.extend({ Me: z.boolean() })),
});

export const Dashboard = z
  .object({
    /** Unfinished tickets by state. */
    ByState: z.record(z.string(), z.number().int()),
    /** Unfinished tickets by product, most first. */
    ByProduct: z.array(z.object({ Product: z.string(), Count: z.number().int() })),
    Unassigned: z.number().int(),
    Breached: z.number().int(),
    DueToday: z.number().int(),
    /** The median business minutes to the first answer of tickets opened this week; null: none yet. */
    MedianFirstResponseMinutes: z.number().nullable(),
  })
  .meta({ id: 'HelpdeskDashboard' });
export type Dashboard = z.infer<typeof Dashboard>;

export const getDashboard = defineRoute({
  ...HELPDESK_ROUTES.getDashboard,
  summary: 'Back office: the helpdesk at a glance',
  response: Dashboard,
});

/** What the back office's menu and tab title count for the signed-in operator (#41). */
export const HelpdeskCounts = z
  .object({
    /** Unfinished tickets nobody handles. */
    Unassigned: z.number().int(),
    /** Unfinished tickets the caller handles. */
    Mine: z.number().int(),
    /** Unfinished tickets past a target. */
    Breached: z.number().int(),
  })
  .meta({ id: 'HelpdeskCounts' });
export type HelpdeskCounts = z.infer<typeof HelpdeskCounts>;

export const getHelpdeskCounts = defineRoute({
  ...HELPDESK_ROUTES.getHelpdeskCounts,
  summary: "Back office: the queue's counts for the menu — unassigned, the caller's own, past a target",
  response: HelpdeskCounts,
});

export const followHelpdesk = defineRoute({
  ...HELPDESK_ROUTES.followHelpdesk,
  summary:
    "Back office: the helpdesk's events (text/event-stream): `changed` whenever a ticket is opened, answered, assigned or moved",
  response: EventStream,
});

/**
 * An analysis (`an`) or report (`ri`) support publishes for a company: a written text, a PDF, or
 * both. The code is the vendor's (AN-2026-0149); left out, the next of its type and year is given.
 */
export const PublishedItem = z
  .object({
    ItemType: z.enum(PUBLISHED_ITEM_TYPES),
    CompanyId: int4Id,
    Subject: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(200, 'ERROR_FIELD_TOO_LONG'),
    Subtitle: z.string().trim().max(200, 'ERROR_FIELD_TOO_LONG').optional(),
    Code: z
      .string()
      .trim()
      .toUpperCase()
      .max(32, 'ERROR_FIELD_TOO_LONG')
      .regex(/^([A-Z0-9]+(-[A-Z0-9]+)*)?$/, 'ERROR_SPECIAL_CHARS')
      .optional(),
    Text: z.string().trim().max(10_000, 'ERROR_FIELD_TOO_LONG').optional(),
    /** A PDF only, checked by its content too, within the attachments' size limit. */
    Attachment: NewAttachment.optional(),
  })
  .refine((item) => Boolean(item.Text) || item.Attachment !== undefined, {
    message: 'ERROR_FIELD_REQUIRED',
    path: ['Text'],
  })
  .meta({ id: 'PublishedItem' });
export type PublishedItem = z.input<typeof PublishedItem>;

export const publishItem = defineRoute({
  ...HELPDESK_ROUTES.publishItem,
  summary:
    'Back office: publish an analysis or report for a company (text, PDF or both); its users see it in the support area; audited',
  body: PublishedItem,
  response: QueueTicketDetail,
});
