import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import type {
  Appointment,
  ReservableService,
  TestRequest,
} from '@sportello/contracts/backoffice/reservations.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { json } from '../../../testing/api-stub';
import { pageAnswer, permissionsAnswer } from '../../../testing/backoffice-fixtures';

/** The area's test data and routes: its three pages' tests share them. */

export const ANNA = { Id: '11111111-2222-4333-8444-555555555555', Name: 'Anna Verdi' };
export const LUCA = { Id: '66666666-7777-4888-9999-aaaaaaaaaaaa', Name: 'Luca Neri' };

const BASE = '/api/BackOffice/Reservations';
export const route = (method: 'GET' | 'POST' | 'DELETE', path: string) => `${method} ${BASE}/${path}`;
export const filterRoute = (path: string, filter: object) => route('GET', `${path}/${encodeFilter(filter)}`);

export const PENDING_COUNT = { Page: 0, Size: 1, Sort: 'CreatedAt', Desc: false, Status: 'pending' };
export const SERVICE_CHOICES = { Page: 0, Size: 100, Sort: 'Name', Desc: false };

/** Every call of a page but its list's: permissions, the pending count of the tabs, the pickers. */
export const around = (role: BackofficeRole, services: ReservableService[] = [], pending = 0) => ({
  'GET /api/App/BackOffice/Permissions': permissionsAnswer(role),
  [filterRoute('Requests/Filters', PENDING_COUNT)]: pageAnswer([], pending),
  [filterRoute('Services/Filters', SERVICE_CHOICES)]: pageAnswer(services),
  [route('GET', 'Operators')]: json(200, [
    { ...ANNA, Me: true },
    { ...LUCA, Me: false },
  ]),
});

export const serviceOf = (overrides: Partial<ReservableService> = {}): ReservableService => ({
  Id: 4,
  Kind: 'demo',
  Name: 'Demo Paghe',
  Description: '',
  DurationMinutes: 60,
  BufferMinutes: 15,
  Seats: 1,
  Place: 'video',
  PlaceDetail: 'Link inviato per e-mail',
  LeadHours: 24,
  CancelHours: 24,
  PriceCents: null,
  Operators: [ANNA, LUCA],
  Products: [],
  PlanIds: [],
  TagIds: [],
  Tags: [],
  Enabled: true,
  Upcoming: 0,
  UpdatedAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

export const appointmentOf = (overrides: Partial<Appointment> = {}): Appointment => ({
  Id: 7,
  Uid: 'a7@sportello',
  Sequence: 0,
  Service: { Id: 4, Name: 'Demo Paghe', Kind: 'demo', Seats: 1 },
  Company: { Id: 8, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
  Contact: { Id: 'mario.rossi', Name: 'Mario Rossi', Email: 'mario.rossi@rossi-impianti.example' },
  Operator: ANNA,
  // 10:00 in Rome (summer time).
  Start: '2099-04-15T08:00:00.000Z',
  End: '2099-04-15T09:00:00.000Z',
  Place: 'video',
  PlaceDetail: 'Link inviato per e-mail',
  Status: 'confirmed',
  Notes: '',
  CanChange: true,
  CreatedAt: '2026-11-02T09:00:00.000Z',
  UpdatedAt: '2026-11-02T09:00:00.000Z',
  ...overrides,
});

export const requestOf = (overrides: Partial<TestRequest> = {}): TestRequest => ({
  Id: 21,
  Company: { Id: 8, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
  Contact: { Id: 'mario.rossi', Name: 'Mario Rossi', Email: 'mario.rossi@rossi-impianti.example' },
  Product: 'payroll',
  PreferredDate: '2099-04-15',
  PreferredTime: 'di mattina',
  Phone: '0212345678',
  Notes: 'Vorremmo vedere le presenze.',
  Status: 'pending',
  AppointmentId: null,
  Note: '',
  DecidedBy: null,
  DecidedAt: null,
  CreatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
