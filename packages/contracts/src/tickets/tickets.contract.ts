import { z } from 'zod';
import { int4 } from '../common/column-ranges';
import { PageQuery } from '../common/pagination';
import { defineRoute } from '../common/route';
import { TICKETS_ROUTES } from './tickets.routes';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_FILES, PRODUCTS, TICKET_STATES } from './tickets.values';

/**
 * The support area (spec §2 Support area, §3 "Ticket: TicketCode", "an/ri items: Code"): tickets of the
 * caller's company under the active parent, their messages and attachments, and the analyses (`an`)
 * and reports (`ri`) support publishes. Visibility rules: decision 012.
 */

export const ItemType = z.enum(['ticket', 'an', 'ri', 'other']);
export type ItemType = z.infer<typeof ItemType>;
export const TicketState = z.enum(TICKET_STATES);
export type TicketState = z.infer<typeof TicketState>;

export const Product = z.enum(PRODUCTS, { error: 'ERROR_FIELD_REQUIRED' });

/** A file sent with a message: base64 content in the JSON body (decision 012). */
export const NewAttachment = z.object({
  FileName: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(200, 'ERROR_FIELD_TOO_LONG'),
  /** Base64 of the file; its decoded size is checked against ATTACHMENT_MAX_BYTES. */
  Content: z
    .string()
    .max(Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4 + 4, 'ERROR_ATTACHMENT_TOO_LARGE')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'ERROR_ATTACHMENT_INVALID'),
});

export const Attachments = z
  .array(NewAttachment)
  .max(ATTACHMENT_MAX_FILES, 'ERROR_ATTACHMENT_TOO_MANY')
  .default([]);

export const TicketSort = z.enum(['date', 'state']);

/** `status`, not `state`: every call of the wire accepts `state=true` (the original's convention). */
export const TicketListQuery = PageQuery.extend({
  status: z.preprocess((v) => (v === '' ? undefined : v), TicketState.optional()),
  search: z.string().trim().max(100, 'ERROR_FIELD_TOO_LONG').optional(),
  sort: z.preprocess((v) => (v === '' ? undefined : v), TicketSort.default('date')),
  dir: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['asc', 'desc']).default('desc')),
});

export const TicketSummary = z
  .object({
    Id: z.string(),
    TicketCode: z.string(),
    /** The `an` / `ri` item's own code; empty for tickets. */
    Code: z.string(),
    Type: ItemType,
    Subject: z.string(),
    Product: z.string(),
    State: TicketState,
    Author: z.string(),
    Handler: z.string(),
    CreatedAt: z.string(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'TicketSummary' });
export type TicketSummary = z.infer<typeof TicketSummary>;

export const TicketPage = z
  .object({
    Items: z.array(TicketSummary),
    Total: z.number().int(),
    Page: z.number().int(),
    Size: z.number().int(),
    /** floor((Total - 1) / Size): the zero-based index of the last page (see pagination.ts). */
    PageCount: z.number().int(),
  })
  .meta({ id: 'TicketPage' });

export const AttachmentInfo = z.object({
  Id: z.string(),
  FileName: z.string(),
  ContentType: z.string(),
  Size: int4,
});
export type AttachmentInfo = z.infer<typeof AttachmentInfo>;

export const TicketMessage = z.object({
  Id: z.string(),
  Author: z.string(),
  FromSupport: z.boolean(),
  Body: z.string(),
  CreatedAt: z.string(),
  Attachments: z.array(AttachmentInfo),
  /** Links of the message to an allowed video player, which the portal embeds (decision 013). */
  Videos: z.array(z.string()),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

/**
 * Who asked and how to reach them, for the vendor's staff only: a public request has no account the
 * support desk could look the requester up in. `Company` is the name of the requester's company when
 * they have an account; `VatCode` that company's, or the one typed on a public request.
 */
export const TicketContact = z.object({
  Company: z.string(),
  VatCode: z.string(),
  Email: z.string(),
  Phone: z.string(),
});
export type TicketContact = z.infer<typeof TicketContact>;

export const TicketDetail = TicketSummary.extend({
  /** The line under a published analysis's or report's title, when support gave one. */
  Subtitle: z.string().optional(),
  CanReply: z.boolean(),
  Messages: z.array(TicketMessage),
  Contact: TicketContact.optional(),
}).meta({ id: 'TicketDetail' });
export type TicketDetail = z.infer<typeof TicketDetail>;

const TicketId = z.object({ id: z.uuid({ error: 'ERROR_NOT_FOUND' }) });

export const listTickets = defineRoute({
  ...TICKETS_ROUTES.listTickets,
  summary: "The caller's tickets, analyses and reports under the active company parent, one page",
  querystring: TicketListQuery,
  response: TicketPage,
});

export const getTicket = defineRoute({
  ...TICKETS_ROUTES.getTicket,
  summary: 'One ticket with its messages in order and their attachments',
  params: TicketId,
  response: TicketDetail,
});

export const NewTicket = z
  .object({
    Subject: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(200, 'ERROR_FIELD_TOO_LONG'),
    Product: Product,
    Message: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(10_000, 'ERROR_FIELD_TOO_LONG'),
    Attachments,
  })
  .meta({ id: 'NewTicket' });
export type NewTicket = z.input<typeof NewTicket>;

export const openTicket = defineRoute({
  ...TICKETS_ROUTES.openTicket,
  summary: 'Open a ticket for the caller’s company (attachments as base64, size and type limited)',
  body: NewTicket,
  response: TicketDetail,
});

export const TicketReply = z
  .object({
    Message: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(10_000, 'ERROR_FIELD_TOO_LONG'),
    Attachments,
  })
  .meta({ id: 'TicketReply' });
export type TicketReply = z.input<typeof TicketReply>;

export const replyToTicket = defineRoute({
  ...TICKETS_ROUTES.replyToTicket,
  summary: 'Add a message (and attachments) to an open ticket',
  params: TicketId,
  body: TicketReply,
  response: TicketDetail,
});

export const closeTicket = defineRoute({
  ...TICKETS_ROUTES.closeTicket,
  summary: 'Close a ticket',
  params: TicketId,
  response: TicketDetail,
});

export const downloadAttachment = defineRoute({
  ...TICKETS_ROUTES.downloadAttachment,
  summary: 'Download one attachment of a ticket (as a file, not JSON)',
  params: z.object({
    id: z.uuid({ error: 'ERROR_NOT_FOUND' }),
    attachmentId: z.uuid({ error: 'ERROR_NOT_FOUND' }),
  }),
  response: z.string().meta({ description: 'The file itself', format: 'binary' }),
});
