import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of business-calendar.contract.ts, without its schemas (decision 022). */
export const BUSINESS_CALENDAR_ROUTES = {
  getCalendar: { method: 'GET', path: '/api/Helpdesk/Calendar' },
  saveCalendar: { method: 'POST', path: '/api/Helpdesk/Calendar/Save' },
  previewCalendar: { method: 'GET', path: '/api/Helpdesk/Calendar/Preview' },
} as const satisfies Record<string, RouteDescriptor>;
