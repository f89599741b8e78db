import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of tickets.contract.ts, without its schemas (decision 022). */
export const TICKETS_ROUTES = {
  listTickets: { method: 'GET', path: '/api/Support/Tickets' },
  getTicket: { method: 'GET', path: '/api/Support/Tickets/:id' },
  openTicket: { method: 'POST', path: '/api/Support/Tickets' },
  replyToTicket: { method: 'POST', path: '/api/Support/Tickets/:id/Messages' },
  closeTicket: { method: 'POST', path: '/api/Support/Tickets/:id/Close' },
  downloadAttachment: { method: 'GET', path: '/api/Support/Tickets/:id/Attachments/:attachmentId' },
} as const satisfies Record<string, RouteDescriptor>;
