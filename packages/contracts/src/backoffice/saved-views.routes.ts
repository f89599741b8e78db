import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of saved-views.contract.ts, without its schemas (decision 022). */
export const SAVED_VIEWS_ROUTES = {
  listSavedViews: { method: 'GET', path: '/api/BackOffice/Views/:List' },
  saveSavedView: { method: 'POST', path: '/api/BackOffice/Views/Save' },
  deleteSavedView: { method: 'POST', path: '/api/BackOffice/Views/Delete' },
} as const satisfies Record<string, RouteDescriptor>;
