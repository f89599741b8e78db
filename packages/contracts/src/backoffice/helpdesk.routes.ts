import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of helpdesk.contract.ts, without its schemas (decision 022). */
export const HELPDESK_ROUTES = {
  listQueue: { method: 'GET', path: '/api/Helpdesk/Tickets/Filters/:filter' },
  getQueueTicket: { method: 'GET', path: '/api/Helpdesk/Tickets/Detail/:id' },
  getTicketContext: { method: 'GET', path: '/api/Helpdesk/Tickets/Context/:id' },
  getTicketHistory: { method: 'GET', path: '/api/Helpdesk/Tickets/History/:id' },
  assignTicket: { method: 'POST', path: '/api/Helpdesk/Tickets/:id/Assign' },
  changeTicketState: { method: 'POST', path: '/api/Helpdesk/Tickets/:id/State' },
  setTicketPriority: { method: 'POST', path: '/api/Helpdesk/Tickets/:id/Priority' },
  setTicketTags: { method: 'POST', path: '/api/Helpdesk/Tickets/:id/Tags' },
  mergeTicket: { method: 'POST', path: '/api/Helpdesk/Tickets/:id/Merge' },
  answerTicket: { method: 'POST', path: '/api/Helpdesk/Tickets/:id/Messages' },
  bulkTickets: { method: 'POST', path: '/api/Helpdesk/Tickets/Bulk' },
  listOperators: { method: 'GET', path: '/api/Helpdesk/Operators' },
  getDashboard: { method: 'GET', path: '/api/Helpdesk/Dashboard' },
  publishItem: { method: 'POST', path: '/api/Helpdesk/Items' },
  getHelpdeskCounts: { method: 'GET', path: '/api/Helpdesk/Counts' },
  getMySignature: { method: 'GET', path: '/api/Helpdesk/Signature' },
  saveMySignature: { method: 'POST', path: '/api/Helpdesk/Signature' },
  followHelpdesk: { method: 'GET', path: '/api/Helpdesk/Events' },
} as const satisfies Record<string, RouteDescriptor>;
