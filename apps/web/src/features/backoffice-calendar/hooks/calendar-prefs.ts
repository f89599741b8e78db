import { useLocalStorage } from '@mantine/hooks';

/** FullCalendar's views the page offers: a day, a week (the default) and a month. */
export const CALENDAR_VIEWS = ['timeGridDay', 'timeGridWeek', 'dayGridMonth'] as const;
export type CalendarViewName = (typeof CALENDAR_VIEWS)[number];

export interface CalendarPrefs {
  view: CalendarViewName;
  /** The operators shown; empty: everyone. */
  operatorIds: string[];
  /** Only the caller's own calendar, whoever `operatorIds` names. */
  onlyMe: boolean;
  serviceId: number | null;
}

const DEFAULTS: CalendarPrefs = { view: 'timeGridWeek', operatorIds: [], onlyMe: false, serviceId: null };

/** What was stored, kept only where it is still of the right kind (an older version, a hand edit). */
function sane(stored: Partial<CalendarPrefs> | null | undefined): CalendarPrefs {
  const value = stored ?? {};
  return {
    view: CALENDAR_VIEWS.find((v) => v === value.view) ?? DEFAULTS.view,
    operatorIds: Array.isArray(value.operatorIds)
      ? value.operatorIds.filter((id): id is string => typeof id === 'string')
      : [],
    onlyMe: value.onlyMe === true,
    serviceId: typeof value.serviceId === 'number' ? value.serviceId : null,
  };
}

/**
 * The view and filters the operator last chose, kept in this browser, so that the calendar opens
 * as they left it. An operator or service since removed simply matches nothing.
 */
export function useCalendarPrefs() {
  const [stored, setStored] = useLocalStorage<Partial<CalendarPrefs>>({
    key: 'sportello.calendar',
    defaultValue: DEFAULTS,
    getInitialValueInEffect: false,
  });
  const prefs = sane(stored);
  const update = (patch: Partial<CalendarPrefs>) => setStored((current) => ({ ...sane(current), ...patch }));
  return [prefs, update] as const;
}
