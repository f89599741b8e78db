import { encodeFilter } from '@sportello/contracts/common/filters';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers, deleteRequest } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { loadConfig } from '../../config';
import { systemContext } from '../../core/context';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { cachedSettings, settingsFromEnvironment } from '../../core/portal-settings';
import { users } from '../users/users.tables';
import { sendReminders } from './reservations-feed.service';

const app = appWithCallers();
const { who } = app;

// The demo business calendar: Monday to Friday, 09–13 and 14–18, Europe/Rome, Italy's holidays.
// 2027-03-29 is Easter Monday; the 30th a Tuesday (summer time: 09:00 in Rome is 07:00 UTC).
const EASTER_MONDAY = '2027-03-29';
const TUESDAY = '2027-03-30';
const HOUR = 3_600_000;

interface Slot {
  Start: string;
  End: string;
  SeatsLeft: number;
}
interface Mine {
  Id: number;
  Start: string;
  Status: string;
  CanChange: boolean;
}

let names = 0;
async function operatorId(c: TestClient): Promise<string> {
  const res = await c.get('/api/BackOffice/Reservations/Operators');
  expect(res.statusCode, res.body).toBe(200);
  const me = res.json<{ Id: string; Me: boolean }[]>().find((o) => o.Me);
  if (!me) throw new Error('the caller delivers no service');
  return me.Id;
}

async function createService(extra: Record<string, unknown> = {}) {
  const res = await who.admin.post('/api/BackOffice/Reservations/Services/Save', {
    Kind: 'course',
    Name: `Corso ${++names}`,
    DurationMinutes: 60,
    Seats: 1,
    Place: 'video',
    PlaceDetail: 'Link nella mail',
    LeadHours: 24,
    CancelHours: 24,
    OperatorIds: [await operatorId(who.operator)],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number; Operators: { Id: string }[] }>();
}

async function slots(c: TestClient, serviceId: number, from: string, to = from) {
  const res = await c.get(`/api/App/Reservations/Slots/${serviceId}?From=${from}&To=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Slot[]>();
}

const book = (c: TestClient, serviceId: number, start: string, notes = '') =>
  c.post('/api/App/Reservations/Book', { ServiceId: serviceId, Start: start, Notes: notes });

async function lastMailTo(address: string) {
  const [row] = await app.t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt));
  return row;
}

const EMAIL = { customer: 'mario.rossi@rossi-impianti.example', plainUser: 'lucia.bianchi@studio.example' };

async function userIdOf(userName: string): Promise<string> {
  const [row] = await app.t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
}

describe('free slots', () => {
  it('offers the business hours of a working day and nothing on Easter Monday', async () => {
    const service = await createService();
    const found = await slots(who.customer, service.Id, EASTER_MONDAY, TUESDAY);
    expect(found.some((s) => s.Start.startsWith(EASTER_MONDAY))).toBe(false);
    expect(found.map((s) => s.Start)).toEqual([
      '2027-03-30T07:00:00.000Z',
      '2027-03-30T08:00:00.000Z',
      '2027-03-30T09:00:00.000Z',
      '2027-03-30T10:00:00.000Z',
      '2027-03-30T12:00:00.000Z',
      '2027-03-30T13:00:00.000Z',
      '2027-03-30T14:00:00.000Z',
      '2027-03-30T15:00:00.000Z',
    ]);
  });

  it('refuses a range of more than 62 days, and a service the company may not book', async () => {
    const service = await createService();
    const long = await who.customer.get(
      `/api/App/Reservations/Slots/${service.Id}?From=2027-01-01&To=2027-06-01`,
    );
    expect(long.statusCode).toBe(400);
    expect(errorBody(long).ErrorCode).toBe(901);
    const portalOnly = await createService({ Products: ['payroll'] });
    const other = await who.otherCustomer.get(
      `/api/App/Reservations/Slots/${portalOnly.Id}?From=${TUESDAY}&To=${TUESDAY}`,
    );
    expect(other.statusCode).toBe(404);
  });

  it('offers and takes nothing beyond the horizon, even on the last day dates can be written in', async () => {
    const service = await createService();
    expect(await slots(who.customer, service.Id, '9999-12-30', '9999-12-31')).toEqual([]);
    const far = await book(who.customer, service.Id, '9999-12-31T23:30:00.000Z');
    expect(far.statusCode).toBe(409);
    expect(errorBody(far).ErrorCode).toBe(892);
  });

  it("removes an operator's absence from the slots", async () => {
    const service = await createService();
    const res = await who.operator.post('/api/BackOffice/Reservations/Absences/Save', {
      Start: '2027-03-31T00:00:00+02:00',
      End: '2027-04-01T00:00:00+02:00',
      Reason: 'Ferie',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await slots(who.customer, service.Id, '2027-03-31')).toEqual([]);
    expect((await slots(who.customer, service.Id, '2027-04-01')).length).toBe(8);
  });
});

describe('booking', () => {
  it('books, moves and cancels with calendar files that keep their UID and raise their SEQUENCE', async () => {
    const service = await createService({ Kind: 'consultancy' });
    const [first, , third] = await slots(who.customer, service.Id, '2027-04-06');
    const res = await book(who.customer, service.Id, first?.Start ?? '', 'Portare i bilanci');
    expect(res.statusCode, res.body).toBe(200);
    const booked = res.json<Mine>();
    expect(booked).toMatchObject({ Status: 'confirmed', CanChange: true });
    const email = EMAIL.customer;
    const confirmed = await lastMailTo(email);
    expect(confirmed?.purpose).toBe('appointment');
    expect(confirmed?.calendar?.method).toBe('REQUEST');
    const uid = /UID:(\S+)/.exec(confirmed?.calendar?.content ?? '')?.[1];
    expect(uid).toBeTruthy();
    expect(confirmed?.calendar?.content).toContain('SEQUENCE:0');

    // The slot is taken now.
    expect((await slots(who.customer, service.Id, '2027-04-06')).map((s) => s.Start)).not.toContain(
      first?.Start,
    );
    const again = await book(who.plainUser, service.Id, first?.Start ?? '');
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).ErrorCode).toBe(893);

    const moved = await who.customer.post(`/api/App/Reservations/Appointments/${booked.Id}/Reschedule`, {
      Start: third?.Start,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const changed = await lastMailTo(email);
    expect(changed?.calendar?.content).toContain(`UID:${uid}`);
    expect(changed?.calendar?.content).toContain('SEQUENCE:1');

    const cancelled = await who.customer.post(`/api/App/Reservations/Appointments/${booked.Id}/Cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Mine>().Status).toBe('cancelled');
    const cancelMail = await lastMailTo(email);
    expect(cancelMail?.calendar?.method).toBe('CANCEL');
    expect(cancelMail?.calendar?.content).toContain('METHOD:CANCEL');
    expect(cancelMail?.calendar?.content).toContain('SEQUENCE:2');
  });

  it('refuses a time that is no slot, and another user of the company cannot touch a plain user’s appointment', async () => {
    const service = await createService({ Kind: 'consultancy' });
    const odd = await book(who.customer, service.Id, '2027-04-06T07:20:00.000Z');
    expect(odd.statusCode).toBe(409);
    expect(errorBody(odd).ErrorCode).toBe(892);
    const [slot] = await slots(who.plainUser, service.Id, '2027-04-07');
    const res = await book(who.plainUser, service.Id, slot?.Start ?? '');
    expect(res.statusCode, res.body).toBe(200);
    const stranger = await who.otherCustomer.post(
      `/api/App/Reservations/Appointments/${res.json<Mine>().Id}/Cancel`,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('past the cut-off, the customer may no longer cancel online; the operator may', async () => {
    const service = await createService({ Kind: 'consultancy', CancelHours: 48 });
    const userId = await userIdOf('lucia.bianchi');
    const start = new Date(Math.ceil((Date.now() + 5 * HOUR) / HOUR) * HOUR).toISOString();
    const created = await who.operator.post('/api/BackOffice/Reservations/Appointments/Create', {
      ServiceId: service.Id,
      UserId: userId,
      OperatorId: service.Operators[0]?.Id,
      Start: start,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ Id: number }>().Id;
    const late = await who.plainUser.post(`/api/App/Reservations/Appointments/${id}/Cancel`);
    expect(late.statusCode).toBe(409);
    expect(errorBody(late).ErrorCode).toBe(894);
    const listed = (await who.plainUser.get('/api/App/Reservations/Appointments')).json<Mine[]>();
    expect(listed.find((a) => a.Id === id)?.CanChange).toBe(false);

    // The reminder goes once, whoever runs the job at the same time.
    const settings_ = cachedSettings(async () => settingsFromEnvironment(loadConfig({})));
    const ctx = systemContext({
      tx: app.t.database.db,
      log: app.t.app.log,
      clock: app.t.app.clock,
      settings: settings_,
    });
    const settings = { publicUrl: 'http://portal.test', mailFrom: 'Sportello <no-reply@portal.test>' };
    const sent = await Promise.all([sendReminders(ctx, settings), sendReminders(ctx, settings)]);
    // Only this appointment starts within a day: one reminder between the two runs.
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sendReminders(ctx, settings)).toBe(0);

    // The operator moves it (a calendar drag): the customer is mailed, the sequence raised.
    const moved = await who.operator.post(`/api/BackOffice/Reservations/Appointments/${id}/Reschedule`, {
      Start: new Date(Date.parse(start) + 24 * HOUR).toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ Sequence: number }>().Sequence).toBe(1);
    // Another operator may not move what is not theirs.
    const foreign = await who.operator2.post(`/api/BackOffice/Reservations/Appointments/${id}/Cancel`, {
      Reason: '',
    });
    expect(foreign.statusCode).toBe(403);
    const cancelled = await who.operator.post(`/api/BackOffice/Reservations/Appointments/${id}/Cancel`, {
      Reason: 'Operatore malato',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });
});

describe('the back office', () => {
  it('lists, filters and exports appointments, and shows them in the calendar', async () => {
    const service = await createService({ Kind: 'installation' });
    const [slot] = await slots(who.customer, service.Id, '2027-04-12');
    expect((await book(who.customer, service.Id, slot?.Start ?? '')).statusCode).toBe(200);
    const list = await who.operator.get(
      `/api/BackOffice/Reservations/Appointments/Filters/${encodeFilter({ ServiceId: service.Id })}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ Total: number }>().Total).toBe(1);
    const csv = await who.operator.get(
      `/api/BackOffice/Reservations/Appointments/Export/${encodeFilter({ ServiceId: service.Id })}?Encoding=65001`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Rossi Impianti');
    expect(csv.body).toContain(`Corso ${names}`);
    const calendar = await who.operator2.get(
      `/api/BackOffice/Reservations/Calendar/${encodeFilter({ From: '2027-04-12T00:00:00Z', To: '2027-04-19T00:00:00Z', ServiceId: service.Id })}`,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json<{ Appointments: unknown[] }>().Appointments).toHaveLength(1);
  });

  it('keeps a service with appointments (switched off) and deletes one without', async () => {
    const used = await createService();
    const [slot] = await slots(who.customer, used.Id, '2027-04-13');
    expect((await book(who.customer, used.Id, slot?.Start ?? '')).statusCode).toBe(200);
    const kept = await deleteRequest(who.admin, `/api/BackOffice/Reservations/Services/Delete/${used.Id}`);
    expect(kept.statusCode).toBe(409);
    const after = await who.admin.get(`/api/BackOffice/Reservations/Services/Detail/${used.Id}`);
    expect(after.json<{ Enabled: boolean }>().Enabled).toBe(false);
    const unused = await createService();
    expect(
      (await deleteRequest(who.admin, `/api/BackOffice/Reservations/Services/Delete/${unused.Id}`))
        .statusCode,
    ).toBe(200);
    // Operators read the services but do not define them.
    const denied = await who.operator.post('/api/BackOffice/Reservations/Services/Save', {
      Kind: 'demo',
      Name: 'Demo di un operatore',
      DurationMinutes: 30,
      Place: 'video',
      OperatorIds: [await operatorId(who.operator)],
    });
    expect(denied.statusCode).toBe(403);
  });

  it('refuses a service without operators, with the error on its field', async () => {
    const res = await who.admin.post('/api/BackOffice/Reservations/Services/Save', {
      Kind: 'demo',
      Name: 'Demo',
      DurationMinutes: 30,
      Place: 'video',
      OperatorIds: [],
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('OperatorIds');
  });

  it('turns a demonstration request into an appointment, or declines it with a mail', async () => {
    const demo = await createService({ Kind: 'demo', Name: 'Demo prodotto' });
    const asked = await who.plainUser.post('/api/App/Test/Appointment', {
      Product: 'payroll',
      PreferredDate: '2027-04-14',
      PreferredTime: 'mattina',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const twice = await who.plainUser.post('/api/App/Test/Appointment', { Product: 'payroll' });
    expect(twice.statusCode).toBe(409);
    const badPhone = await who.plainUser.post('/api/App/Test/Appointment', {
      Product: 'portal',
      Phone: 'abc',
    });
    expect(badPhone.statusCode).toBe(400);
    const { Id } = asked.json<{ Id: number }>();
    const slotsRes = await who.operator.get(
      `/api/BackOffice/Reservations/Slots/${encodeFilter({ ServiceId: demo.Id, From: '2027-04-14', To: '2027-04-14' })}`,
    );
    expect(slotsRes.statusCode, slotsRes.body).toBe(200);
    const [slot] = slotsRes.json<(Slot & { Operator: { Id: string } })[]>();
    const confirmed = await who.operator.post(`/api/BackOffice/Reservations/Requests/${Id}/Confirm`, {
      ServiceId: demo.Id,
      OperatorId: slot?.Operator.Id,
      Start: slot?.Start,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ Status: string; AppointmentId: number | null }>()).toMatchObject({
      Status: 'confirmed',
    });
    const decidedAgain = await who.operator.post(`/api/BackOffice/Reservations/Requests/${Id}/Decline`, {
      Reason: 'x',
    });
    expect(decidedAgain.statusCode).toBe(409);

    const other = await who.plainUser.post('/api/App/Test/Appointment', { Product: 'accounting' });
    const declined = await who.operator.post(
      `/api/BackOffice/Reservations/Requests/${other.json<{ Id: number }>().Id}/Decline`,
      {
        Reason: 'Prodotto non disponibile nella tua zona',
      },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const mail = await lastMailTo(EMAIL.plainUser);
    expect(mail?.text).toContain('Prodotto non disponibile nella tua zona');
    // No time nor place for a declined request: no empty paragraph where they would be.
    expect(mail?.html).not.toMatch(/<p[^>]*>\s*<\/p>/);
    expect(mail?.text).not.toMatch(/\n\s*\n\s*\n/);
  });

  it("serves an operator's private calendar feed until it is revoked", async () => {
    // Renewed twice at once (two tabs): one address wins, neither call fails.
    const both = await Promise.all([
      who.operator.post('/api/BackOffice/Reservations/Feed'),
      who.operator.post('/api/BackOffice/Reservations/Feed'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const renewed = await who.operator.post('/api/BackOffice/Reservations/Feed');
    expect(renewed.statusCode, renewed.body).toBe(200);
    const url = new URL(renewed.json<{ Url: string }>().Url);
    const feed = await who.anonymous.get(url.pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(
      (await who.operator.request({ method: 'DELETE', url: '/api/BackOffice/Reservations/Feed' })).statusCode,
    ).toBe(200);
    expect((await who.anonymous.get(url.pathname)).statusCode).toBe(404);
    expect((await who.anonymous.get('/api/Calendar/Feed/not-a-real-token-at-all-12345.ics')).statusCode).toBe(
      404,
    );
  });
});
