import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of mail-outbox.contract.ts, without its schemas (decision 022). */
export const MAIL_OUTBOX_ROUTES = {
  listFailedMail: { method: 'GET', path: '/api/App/mail/failed' },
} as const satisfies Record<string, RouteDescriptor>;
