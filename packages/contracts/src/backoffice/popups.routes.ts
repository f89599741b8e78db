import type { RouteDescriptor } from '../common/route';

/**
 * Method and path of each back-office call of popups.contract.ts, without its schemas (decision
 * 022). The customer's banner calls are popups/popups.routes.ts.
 */
export const POPUP_MESSAGES_ROUTES = {
  listPopupMessages: { method: 'GET', path: '/api/PopUpMessages/Filters/:filter' },
  getPopupMessage: { method: 'GET', path: '/api/PopUpMessages/Detail/:Id' },
  savePopupMessage: { method: 'POST', path: '/api/PopUpMessages/Save' },
  movePopupMessage: { method: 'POST', path: '/api/PopUpMessages/Move' },
  deletePopupMessages: { method: 'POST', path: '/api/PopUpMessages/Delete' },
} as const satisfies Record<string, RouteDescriptor>;
