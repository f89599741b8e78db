import type {
  Absence,
  Appointment,
  CalendarFilter,
  CalendarView,
  ReservableService,
} from '@sportello/contracts/backoffice/reservations.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { afterEach, beforeEach, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { json } from '../../../testing/api-stub';
import { pageAnswer, permissionsAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { CalendarPage } from '../components/calendar-page';

export const LAURA = { Id: '11111111-1111-4111-8111-111111111111', Name: 'Laura Bianchi', Me: false };
/** The signed-in operator of the tests. */
export const MARIO = { Id: '22222222-2222-4222-8222-222222222222', Name: 'Mario Rossi', Me: true };
export const OPERATORS = [LAURA, MARIO];

/** The tests' today: Wednesday 10 March 2027, 10:00 in Rome. */
export const NOW = new Date('2027-03-10T09:00:00.000Z');
/** The week shown first (Monday to Monday, Rome midnight in winter). */
export const WEEK = { From: '2027-03-07T23:00:00.000Z', To: '2027-03-14T23:00:00.000Z' };

/**
 * The file's tests run on NOW: the calendar opens on its week. Only `Date` is faked; timers stay
 * real, for the pickers' debounces and FullCalendar.
 */
export function freezeDate() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
}

export const calendarRoute = (filter: CalendarFilter) =>
  `GET /api/BackOffice/Reservations/Calendar/${encodeFilter(filter)}`;

export const serviceOf = (overrides: Partial<ReservableService> = {}): ReservableService => ({
  Id: 3,
  Kind: 'consultancy',
  Name: 'Consulenza fiscale',
  Description: '',
  DurationMinutes: 60,
  Seats: 1,
  Place: 'video',
  PlaceDetail: 'Link nella mail',
  LeadHours: 24,
  CancelHours: 24,
  PriceCents: null,
  BufferMinutes: 0,
  Operators: [
    { Id: LAURA.Id, Name: LAURA.Name },
    { Id: MARIO.Id, Name: MARIO.Name },
  ],
  Products: [],
  PlanIds: [],
  TagIds: [],
  Tags: [],
  Enabled: true,
  Upcoming: 2,
  UpdatedAt: '2027-01-10T09:00:00.000Z',
  ...overrides,
});

export const appointmentOf = (overrides: Partial<Appointment> = {}): Appointment => ({
  Id: 41,
  Uid: 'appointment-41@sportello',
  Sequence: 0,
  Service: { Id: 3, Name: 'Consulenza fiscale', Kind: 'consultancy', Seats: 1 },
  Company: { Id: 7, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
  Contact: { Id: '5b1c2d3e-0000-4000-8000-000000000001', Name: 'Lucio Lago', Email: 'lucio@rossi.example' },
  Operator: { Id: MARIO.Id, Name: MARIO.Name },
  // Thursday 11 March, 10:00–11:00 in Rome.
  Start: '2027-03-11T09:00:00.000Z',
  End: '2027-03-11T10:00:00.000Z',
  Place: 'video',
  PlaceDetail: 'Link nella mail',
  Status: 'confirmed',
  Notes: 'Portare i bilanci',
  CanChange: true,
  CreatedAt: '2027-03-01T09:00:00.000Z',
  UpdatedAt: '2027-03-01T09:00:00.000Z',
  ...overrides,
});

export const absenceOf = (overrides: Partial<Absence> = {}): Absence => ({
  Id: 5,
  Operator: { Id: LAURA.Id, Name: LAURA.Name },
  Start: '2027-03-12T08:00:00.000Z',
  End: '2027-03-12T12:00:00.000Z',
  Reason: 'Formazione',
  CanChange: false,
  ...overrides,
});

export const calendarOf = (overrides: Partial<CalendarView> = {}): CalendarView => ({
  Appointments: [appointmentOf()],
  Absences: [absenceOf()],
  DueActivities: [
    {
      Id: 9,
      CompanyId: 8,
      Company: 'Verdi S.p.A.',
      Action: 'Richiamare per il rinnovo',
      DueAt: '2027-03-09T15:00:00.000Z',
      Owner: { Id: MARIO.Id, Name: MARIO.Name },
    },
  ],
  ...overrides,
});

/** The services the filter and the booking offer (the enabled ones, one page). */
export const SERVICES_ROUTE = `GET /api/BackOffice/Reservations/Services/Filters/${encodeFilter({
  Page: 0,
  Size: 100,
  Sort: 'Name',
  Desc: false,
  Enabled: true,
})}`;

/** What the page asks for as it opens, for a role: the first week with everyone's calendar. */
export const pageRoutes = (role: 'viewer' | 'operator' | 'admin') => ({
  'GET /api/App/BackOffice/Permissions': permissionsAnswer(role),
  'GET /api/BackOffice/Reservations/Operators': json(200, OPERATORS),
  [SERVICES_ROUTE]: pageAnswer([serviceOf()]),
  [calendarRoute({ ...WEEK, OperatorIds: [] })]: json(200, calendarOf()),
});

export const renderCalendar = () =>
  renderPage(<CalendarPage />, paths.backoffice.calendar, paths.backoffice.calendar);
