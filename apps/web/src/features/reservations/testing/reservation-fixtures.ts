import type {
  BookableService,
  FreeSlot,
  MyAppointment,
  MyTestRequest,
} from '@sportello/contracts/reservations/reservations.contract';
import { vi } from 'vitest';

/**
 * "Now" in the reservations tests: Monday 12 April 2027, 10:00 in Rome (08:00 UTC, summer time).
 * Only `Date` is faked, so that timers (and Testing Library's waiting) run as usual.
 */
export const NOW = '2027-04-12T08:00:00.000Z';

export function freezeNow(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
}

export const serviceOf = (overrides: Partial<BookableService> = {}): BookableService => ({
  Id: 7,
  Kind: 'consultancy',
  Name: 'Consulenza paghe',
  Description: 'Un’ora con un esperto per impostare le paghe.',
  DurationMinutes: 60,
  Seats: 1,
  Place: 'video',
  PlaceDetail: 'Link inviato per e-mail',
  LeadHours: 24,
  CancelHours: 24,
  PriceCents: 123450,
  ...overrides,
});

export const slotOf = (start: string, minutes = 60, seatsLeft = 1): FreeSlot => ({
  Start: start,
  End: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  SeatsLeft: seatsLeft,
});

export const appointmentOf = (overrides: Partial<MyAppointment> = {}): MyAppointment => ({
  Id: 41,
  Service: { Id: 7, Name: 'Consulenza paghe', Kind: 'consultancy' },
  // Tuesday 13 April 2027, 09:30–10:30 in Rome.
  Start: '2027-04-13T07:30:00.000Z',
  End: '2027-04-13T08:30:00.000Z',
  Place: 'video',
  PlaceDetail: 'Link inviato per e-mail',
  Operator: 'Laura Bianchi',
  Status: 'confirmed',
  Notes: '',
  BookedBy: 'Mario Rossi',
  CanChange: true,
  ChangeUntil: '2027-04-12T07:30:00.000Z',
  ...overrides,
});

export const testRequestOf = (overrides: Partial<MyTestRequest> = {}): MyTestRequest => ({
  Id: 3,
  Product: 'payroll',
  PreferredDate: '2027-04-20',
  PreferredTime: 'la mattina',
  Status: 'pending',
  AppointmentId: null,
  Note: '',
  CreatedAt: '2027-04-10T09:00:00.000Z',
  ...overrides,
});
