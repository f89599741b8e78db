import type {
  CalendarInput,
  getCalendar,
  previewCalendar,
  saveCalendar,
} from '@sportello/contracts/backoffice/business-calendar.contract';
import { BUSINESS_CALENDAR_ROUTES } from '@sportello/contracts/backoffice/business-calendar.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const calendarQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'business-calendar'],
  queryFn: ({ signal }) => apiRequest<typeof getCalendar>(BUSINESS_CALENDAR_ROUTES.getCalendar, { signal }),
});

export const saveCalendarCall = (body: CalendarInput) =>
  apiRequest<typeof saveCalendar>(BUSINESS_CALENDAR_ROUTES.saveCalendar, { body });

/** Open or closed at `at` (ISO 8601 with offset), and the next opening. */
export const previewCalendarCall = (at: string) =>
  apiRequest<typeof previewCalendar>(BUSINESS_CALENDAR_ROUTES.previewCalendar, { query: { at } });
