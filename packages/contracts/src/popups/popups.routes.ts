import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of popups.contract.ts, without its schemas (decision 022). */
export const POPUPS_ROUTES = {
  getPopUpMessages: { method: 'GET', path: '/api/App/PopUpMessages' },
  setPopUpMessagesMinimized: { method: 'POST', path: '/api/App/PopUpMessagesSessionMinimized' },
  closePopUpMessages: { method: 'POST', path: '/api/App/PopUpMessagesSessionClose' },
} as const satisfies Record<string, RouteDescriptor>;
