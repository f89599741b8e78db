import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of mail-outbox.contract.ts, without its schemas (decision 022). */
export const MAIL_OUTBOX_ROUTES = {
  listFailedMail: { method: 'GET', path: '/api/App/mail/failed' },
  listUndeliveredMail: { method: 'GET', path: '/api/Mail/Failed/Filters/:filter' },
  getUndeliveredMail: { method: 'GET', path: '/api/Mail/Failed/Detail/:Id' },
  retryUndeliveredMail: { method: 'POST', path: '/api/Mail/Failed/Retry' },
  discardUndeliveredMail: { method: 'POST', path: '/api/Mail/Failed/Discard' },
  exportUndeliveredMail: { method: 'GET', path: '/api/Mail/Failed/Export/:filter' },
} as const satisfies Record<string, RouteDescriptor>;
