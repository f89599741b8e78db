import { DAY_MS } from '@sportello/contracts/common/days';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn, TestClient } from '../../../test/test-client';
import { addDemotedAdmin } from '../../../test/vendor-staff';
import { auditLog } from '../../core/audit-trail.tables';
import { type ManualClock, manualClock } from '../../core/clock';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { users } from '../users/users.tables';

/**
 * The helpdesk (decision 036) as operators and customers meet it: service targets counted in the
 * business calendar, the subscriber rule, internal notes, the states and the customer's replies,
 * the queue's views, bulk changes, plans and the calendar. The clock starts on Friday 27 November
 * 2026 at 17:00 in Rome, an hour before the default calendar closes for the weekend.
 */

const FRIDAY_5PM = new Date('2026-11-27T16:00:00Z');
const PARENT = '12345678903';
const MARIO_EMAIL = 'mario.rossi@rossi-impianti.example';

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(FRIDAY_5PM);
  t = await createTestApp({ clock });
  await addDemotedAdmin(t);
});
afterAll(() => t.close());

const mario = () => signedIn(t.app, 'mario.rossi', PARENT);
const lucia = () => signedIn(t.app, 'lucia.bianchi', PARENT);
const operator = () => signedIn(t.app, 'operatore@sportello.demo');
const admin = () => signedIn(t.app, 'admin@sportello.demo');

const userId = async (userName: string) => {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
};

async function openTicket(customer: TestClient, subject = 'Il gestionale non stampa') {
  const res = await customer.post('/api/Support/Tickets', {
    Subject: subject,
    Product: 'accounting',
    Message: 'Aiuto.',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: string; TicketCode: string }>();
}

const detail = async (staff: TestClient, id: string) => {
  const res = await staff.get(`/api/Helpdesk/Tickets/Detail/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const queue = async (staff: TestClient, filter: object) => {
  const res = await staff.get(`/api/Helpdesk/Tickets/Filters/${encodeFilter(filter)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Total: number; Items: { Id: string; Premium: boolean; Breached: boolean }[] }>();
};

const mailsTo = (address: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe('service targets and the subscriber rule', () => {
  it('gives a ticket its plan’s due times in business hours, and a subscriber’s premium plan goes first', async () => {
    const customer = await mario();
    const plain = await openTicket(customer, 'Senza abbonamento');
    const staff = await operator();
    // Standard plan: 8 business hours to the first answer, 40 to the resolution. From Friday 17:00,
    // one hour on Friday, then Monday 9–13 and 14–17: due Monday 30 November at 17:00 (16:00 UTC).
    expect(await detail(staff, plain.Id)).toMatchObject({
      Plan: 'Standard',
      Premium: false,
      FirstResponseDueAt: '2026-11-30T16:00:00.000Z',
      ResolutionDueAt: '2026-12-04T16:00:00.000Z',
      Breached: false,
    });
    expect((await (await customer.get('/api/Support/Plan')).json()).Subscriber).toBe(false);

    const boss = await admin();
    type PlanCount = { Id: number; Code: string; ActiveSubscriptions: number };
    const plans = (await boss.get('/api/Helpdesk/Plans')).json<PlanCount[]>();
    const premium = plans.find((p) => p.Code === 'premium');
    const company = (await detail(staff, plain.Id)).Company.Id;
    const subscribed = await boss.post('/api/Helpdesk/Subscriptions/Save', {
      PlanId: premium?.Id,
      CompanyId: company,
      UserId: await userId('mario.rossi'),
      StartsOn: '2026-01-01',
      EndsOn: '2026-12-31',
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json()).toMatchObject({ Status: 'active', Plan: { Premium: true } });
    // Each plan counts its own running subscriptions.
    const active = (list: PlanCount[]) =>
      Object.fromEntries(list.map((p) => [p.Code, p.ActiveSubscriptions]));
    const before = active(plans);
    expect(active((await boss.get('/api/Helpdesk/Plans')).json<PlanCount[]>())).toMatchObject({
      premium: (before.premium ?? 0) + 1,
      standard: before.standard,
    });

    // Spec §6: the subscriber is the subscription's user, not a colleague of the same company.
    expect((await customer.get('/api/Support/Plan')).json()).toMatchObject({
      Name: 'Premium',
      Premium: true,
      Subscriber: true,
      EndsOn: '2026-12-31',
    });
    expect((await (await lucia()).get('/api/Support/Plan')).json()).toMatchObject({
      Name: 'Standard',
      Subscriber: false,
    });

    const urgent = await openTicket(customer, 'Con abbonamento');
    expect(await detail(staff, urgent.Id)).toMatchObject({
      Plan: 'Premium',
      Premium: true,
      FirstResponseDueAt: '2026-11-27T17:00:00.000Z',
    });
    const byDue = await queue(staff, { Sort: 'Due', Desc: false, Size: 100 });
    expect(byDue.Items[0]).toMatchObject({ Id: urgent.Id, Premium: true });
  });

  it('refuses a subscription for a user of another company, next to the field', async () => {
    const boss = await admin();
    const plans = (await boss.get('/api/Helpdesk/Plans')).json<{ Id: number }[]>();
    const customer = await mario();
    const company = (await detail(await operator(), (await openTicket(customer)).Id)).Company.Id;
    const res = await boss.post('/api/Helpdesk/Subscriptions/Save', {
      PlanId: plans[0]?.Id,
      CompanyId: company,
      UserId: await userId('lucia.bianchi.neri'),
      StartsOn: '2026-01-01',
      EndsOn: '2026-12-31',
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Fields?.[0]).toMatchObject({
      Field: 'UserId',
      ErrorMessage: 'ERROR_SUBSCRIPTION_USER',
    });
    // A company that does not exist, or a day PostgreSQL cannot hold, is a field error, not a 500.
    const noCompany = await boss.post('/api/Helpdesk/Subscriptions/Save', {
      PlanId: plans[0]?.Id,
      CompanyId: 2_147_483_647,
      StartsOn: '2026-01-01',
      EndsOn: '2026-12-31',
    });
    expect(noCompany.statusCode).toBe(404);
    expect(errorBody(noCompany).Fields?.[0]).toMatchObject({
      Field: 'CompanyId',
      ErrorMessage: 'ERROR_NOT_FOUND',
    });
    const yearZero = await boss.post('/api/Helpdesk/Subscriptions/Save', {
      PlanId: plans[0]?.Id,
      CompanyId: company,
      StartsOn: '0000-01-01',
      EndsOn: '2026-12-31',
    });
    expect(yearZero.statusCode).toBe(400);
    expect(errorBody(yearZero).Fields?.[0]).toMatchObject({
      Field: 'StartsOn',
      ErrorMessage: 'ERROR_DATE_INVALID',
    });
  });
});

describe('working a ticket', () => {
  it('keeps an internal note from the customer: not in their ticket, not its file, not mailed', async () => {
    const customer = await mario();
    const ticket = await openTicket(customer);
    const before = (await mailsTo(MARIO_EMAIL)).length;
    const staff = await operator();
    const noted = await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/Messages`, {
      Message: 'Cliente già sentito al telefono: problema noto.',
      Internal: true,
      Attachments: [{ FileName: 'appunti.txt', Content: Buffer.from('riservato').toString('base64') }],
    });
    expect(noted.statusCode, noted.body).toBe(200);
    const note = noted.json().Messages.find((m: { Internal: boolean }) => m.Internal);
    expect(note).toMatchObject({ Internal: true, FromSupport: true });
    // A note is not an answer: the ticket is still open, unanswered, nobody's.
    expect(noted.json()).toMatchObject({ State: 'open', FirstRespondedAt: null, Handler: null });

    const seen = (await customer.get(`/api/Support/Tickets/${ticket.Id}`)).json();
    expect(seen.Messages.map((m: { Body: string }) => m.Body)).toEqual(['Aiuto.']);
    const file = await customer.get(
      `/api/Support/Tickets/${ticket.Id}/Attachments/${note.Attachments[0].Id}`,
    );
    expect(file.statusCode).toBe(404);
    const forStaff = await staff.get(
      `/api/Support/Tickets/${ticket.Id}/Attachments/${note.Attachments[0].Id}`,
    );
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.body).toBe('riservato');
    expect((await mailsTo(MARIO_EMAIL)).length).toBe(before);
  });

  it('an internal note moves the queue’s last activity, not the customer’s updated time; a reply moves both', async () => {
    const customer = await mario();
    const ticket = await openTicket(customer, 'Nota interna e data');
    const staff = await operator();
    const customerSees = async () => {
      const read = (await customer.get(`/api/Support/Tickets/${ticket.Id}`)).json();
      const listed = (await customer.get('/api/Support/Tickets?size=100')).json();
      const line = listed.Items.find((i: { Id: string }) => i.Id === ticket.Id);
      return { read: read.UpdatedAt, listed: line?.UpdatedAt };
    };
    const opened = await customerSees();
    expect(opened).toEqual({ read: FRIDAY_5PM.toISOString(), listed: FRIDAY_5PM.toISOString() });
    try {
      clock.advance(60_000);
      const noted = await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/Messages`, {
        Message: 'Da richiamare lunedì.',
        Internal: true,
        Attachments: [{ FileName: 'appunti.txt', Content: Buffer.from('riservato').toString('base64') }],
      });
      expect(noted.statusCode, noted.body).toBe(200);
      expect(await customerSees()).toEqual(opened);
      // The operators' queue still shows the note as the ticket's latest activity.
      const noteAt = new Date(FRIDAY_5PM.getTime() + 60_000).toISOString();
      expect(noted.json().UpdatedAt).toBe(noteAt);
      // Found by its code: other tests' tickets may carry later times than this test's clock.
      const listed = await queue(staff, { Text: ticket.TicketCode });
      expect(listed.Items[0]).toMatchObject({ Id: ticket.Id, UpdatedAt: noteAt });

      clock.advance(60_000);
      const answered = await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/Messages`, {
        Message: 'Ci stiamo lavorando.',
      });
      expect(answered.statusCode, answered.body).toBe(200);
      const answerAt = new Date(FRIDAY_5PM.getTime() + 120_000).toISOString();
      expect(await customerSees()).toEqual({ read: answerAt, listed: answerAt });
    } finally {
      clock.set(FRIDAY_5PM);
    }
  });

  it('a reply takes the ticket and waits for the customer, whose reply brings it back', async () => {
    const customer = await mario();
    const ticket = await openTicket(customer);
    const before = (await mailsTo(MARIO_EMAIL)).length;
    const staff = await operator();
    const answered = await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/Messages`, {
      Message: 'Può inviarci la versione installata?',
      State: 'waiting',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ State: 'waiting', FirstRespondedAt: FRIDAY_5PM.toISOString() });
    expect(answered.json().Handler.Name).toBe('Olga Operatrice');
    const mails = await mailsTo(MARIO_EMAIL);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)?.subject).toContain(ticket.TicketCode);

    const seen = (await customer.get(`/api/Support/Tickets/${ticket.Id}`)).json();
    expect(seen).toMatchObject({ State: 'waiting', CanReply: true, Handler: 'Olga Operatrice' });
    await customer.post(`/api/Support/Tickets/${ticket.Id}/Messages`, { Message: 'Versione 4.2.' });
    expect((await detail(staff, ticket.Id)).State).toBe('in_progress');
  });

  it('a resolved ticket reopens with the customer’s reply within the period, and is closed to them after', async () => {
    const customer = await mario();
    const ticket = await openTicket(customer);
    const staff = await operator();
    const resolve = () => staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/State`, { State: 'resolved' });
    expect((await resolve()).json()).toMatchObject({ State: 'resolved' });
    expect((await mailsTo(MARIO_EMAIL)).at(-1)?.subject).toContain('risolta');
    await customer.post(`/api/Support/Tickets/${ticket.Id}/Messages`, { Message: 'Non funziona ancora.' });
    // Nobody had taken it: reopened, it is back in the unassigned work.
    expect((await detail(staff, ticket.Id)).State).toBe('open');

    await resolve();
    clock.advance(8 * DAY_MS);
    try {
      const later = await mario();
      expect((await later.get(`/api/Support/Tickets/${ticket.Id}`)).json().CanReply).toBe(false);
      const refused = await later.post(`/api/Support/Tickets/${ticket.Id}/Messages`, {
        Message: 'Ancora io.',
      });
      expect(refused.statusCode).toBe(409);
      expect(errorBody(refused).ErrorMessage).toBe('ERROR_TICKET_CLOSED');
    } finally {
      clock.set(FRIDAY_5PM);
    }
  });

  it('moves only to allowed states, and says why next to the field', async () => {
    const ticket = await openTicket(await mario());
    const staff = await operator();
    expect((await detail(staff, ticket.Id)).NextStates).toEqual([
      'in_progress',
      'waiting',
      'resolved',
      'closed',
    ]);
    const back = await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/State`, { State: 'open' });
    expect(back.statusCode).toBe(409);
    expect(errorBody(back).Fields?.[0]).toMatchObject({ Field: 'State', ErrorMessage: 'ERROR_TICKET_STATE' });
  });

  it('takes, assigns to operators only, lists by view, and audits each change', async () => {
    const ticket = await openTicket(await mario());
    const staff = await operator();
    expect((await queue(staff, { View: 'unassigned', Size: 100 })).Items.map((i) => i.Id)).toContain(
      ticket.Id,
    );

    const me = await userId('operatore@sportello.demo');
    const taken = await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/Assign`, { HandlerId: me });
    expect(taken.json()).toMatchObject({ State: 'in_progress', Handler: { Id: me } });
    expect((await queue(staff, { View: 'mine', Size: 100 })).Items.map((i) => i.Id)).toContain(ticket.Id);
    expect((await queue(staff, { View: 'unassigned', Size: 100 })).Items.map((i) => i.Id)).not.toContain(
      ticket.Id,
    );

    const toCustomer = await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/Assign`, {
      HandlerId: await userId('mario.rossi'),
    });
    expect(toCustomer.statusCode).toBe(400);
    expect(errorBody(toCustomer).Fields?.[0]).toMatchObject({
      Field: 'HandlerId',
      ErrorMessage: 'ERROR_TICKET_HANDLER',
    });
    const operators = (await staff.get('/api/Helpdesk/Operators')).json<{ Id: string }[]>();
    expect(operators.map((o) => o.Id)).toContain(me);
    // The demoted admin only reads: not someone a ticket can be given to.
    expect(operators.map((o) => o.Id)).not.toContain(await userId('admin.retrocesso@sportello.demo'));

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'tickets'), eq(auditLog.objectId, ticket.Id)));
    expect(audited.map((a) => a.action)).toEqual(['update']);
    expect(audited[0]?.after).toMatchObject({ State: 'in_progress', HandlerId: me });
  });

  it('lets a viewer read the queue but not change a ticket', async () => {
    const ticket = await openTicket(await mario());
    const viewer = await signedIn(t.app, 'admin.retrocesso@sportello.demo');
    expect((await viewer.get(`/api/Helpdesk/Tickets/Detail/${ticket.Id}`)).statusCode).toBe(200);
    const res = await viewer.post(`/api/Helpdesk/Tickets/${ticket.Id}/State`, { State: 'closed' });
    expect(res.statusCode).toBe(403);
  });
});

describe('the queue over time', () => {
  it('finds late tickets and counts them on the dashboard; bulk closing mails each customer', async () => {
    const customer = await mario();
    const a = await openTicket(customer, 'Primo in ritardo');
    const b = await openTicket(customer, 'Secondo in ritardo');
    // Past Monday 17:00, the standard first-answer target of both is missed.
    clock.set(new Date('2026-11-30T17:00:00Z'));
    try {
      const staff = await operator();
      const late = await queue(staff, { Sla: 'breached', Size: 100 });
      expect(late.Items.filter((i) => i.Id === a.Id || i.Id === b.Id)).toHaveLength(2);
      expect(late.Items.every((i) => i.Breached)).toBe(true);
      const dashboard = (await staff.get('/api/Helpdesk/Dashboard')).json();
      expect(dashboard.Breached).toBeGreaterThanOrEqual(2);
      expect(dashboard.ByState.open).toBeGreaterThanOrEqual(2);

      const before = (await mailsTo(MARIO_EMAIL)).length;
      const bulk = await staff.post('/api/Helpdesk/Tickets/Bulk', { Ids: [a.Id, b.Id], Action: 'close' });
      expect(bulk.json()).toEqual({ Updated: 2 });
      expect((await mailsTo(MARIO_EMAIL)).length).toBe(before + 2);
      // Closed work is late no more.
      const still = await queue(staff, { Sla: 'breached', Size: 100 });
      expect(still.Items.map((i) => i.Id)).not.toContain(a.Id);
    } finally {
      clock.set(FRIDAY_5PM);
    }
  });
});

describe('searching the queue', () => {
  it('finds a closed ticket by its code whatever the states and view chosen; words keep the filters', async () => {
    const customer = await mario();
    const ticket = await openTicket(customer, 'Chiuso e cercato');
    const staff = await operator();
    const closed = await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/State`, { State: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    const unfinished = { States: ['open', 'in_progress', 'waiting'] };
    const number = String(Number(ticket.TicketCode.replace(/\D/g, '')));
    for (const Text of [ticket.TicketCode, number])
      expect(
        (await queue(staff, { ...unfinished, View: 'unassigned', Text })).Items.map((i) => i.Id),
      ).toEqual([ticket.Id]);
    expect((await queue(staff, { ...unfinished, Text: 'Chiuso e cercato' })).Items).toEqual([]);
  });
});

describe('waiting for the customer', () => {
  it('stops the service targets: not late while waiting, due later by the business time waited', async () => {
    const customer = await mario();
    const ticket = await openTicket(customer, 'In attesa del cliente');
    const staff = await operator();
    // mario's premium plan (his subscription above) from Friday 17:00: resolution due Tuesday
    // 1 December at 17:00 (16 business hours).
    expect((await detail(staff, ticket.Id)).ResolutionDueAt).toBe('2026-12-01T16:00:00.000Z');
    await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/Messages`, {
      Message: 'Ci manda il file di log?',
      State: 'waiting',
    });
    // The customer answers ten days later, well past the resolution's due time.
    clock.set(new Date('2026-12-07T16:00:00Z'));
    try {
      const later = await operator();
      const late = await queue(later, { Sla: 'breached', Size: 100 });
      expect(late.Items.map((i) => i.Id)).not.toContain(ticket.Id);
      expect((await queue(later, { Text: ticket.TicketCode })).Items[0]).toMatchObject({ Breached: false });

      const back = await (await mario()).post(`/api/Support/Tickets/${ticket.Id}/Messages`, {
        Message: 'Eccolo, scusate il ritardo.',
      });
      expect(back.statusCode, back.body).toBe(200);
      // Waited from Friday 17:00 to Monday 7 December 17:00: Friday's last hour, five days of eight
      // hours, Monday's seven: 48 business hours. Due 48 business hours after Tuesday 1 December
      // 17:00, over the Immaculate Conception (Tuesday 8): Thursday 10 December at 17:00.
      const resumed = await detail(later, ticket.Id);
      expect(resumed).toMatchObject({ State: 'in_progress', Breached: false });
      expect(resumed.ResolutionDueAt).toBe('2026-12-10T16:00:00.000Z');
    } finally {
      clock.set(FRIDAY_5PM);
    }
  });
});

describe('call-back requests', () => {
  it('are a premium subscriber’s: a ticket first in the queue with the day, slot and number', async () => {
    const refused = await (await lucia()).post('/api/Support/Callback', {
      Date: '2026-11-30',
      From: 9,
      To: 12,
      Phone: '3331234567',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_CALLBACK_PLAN');

    // mario subscribes to the premium plan above.
    const customer = await mario();
    const asked = await customer.post('/api/Support/Callback', {
      Date: '2026-11-30',
      From: 9,
      To: 12,
      Phone: '3331234567',
      Note: 'Meglio al cellulare.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { Id, TicketCode } = asked.json<{ Id: string; TicketCode: string }>();
    const staff = await operator();
    const ticket = await detail(staff, Id);
    // Asked on Friday at 17:00 for Monday 9–12: the premium plan's targets (1 and 16 business hours)
    // count from Monday 9:00, not from Friday evening (Friday 18:00 and Tuesday 17:00 otherwise).
    expect(ticket).toMatchObject({
      Subject: 'Richiesta di essere richiamati il 30/11/2026, 09:00–12:00',
      Premium: true,
      State: 'open',
      FirstResponseDueAt: '2026-11-30T09:00:00.000Z',
      ResolutionDueAt: '2026-12-01T17:00:00.000Z',
    });
    expect(ticket.Messages[0].Body).toBe(
      'Richiamare il 30/11/2026 tra le 09:00 e le 12:00.\nNumero: 3331234567\nMeglio al cellulare.',
    );
    const premiumFirst = await queue(staff, { Premium: true, Size: 100 });
    expect(premiumFirst.Items.map((i) => i.Id)).toContain(Id);
    expect((await customer.get(`/api/Support/Tickets/${Id}`)).json().TicketCode).toBe(TicketCode);
  });

  it('say next to the field what is wrong: a day past or too far, an empty slot, a bad number', async () => {
    const customer = await mario();
    const ask = (body: object) =>
      customer.post('/api/Support/Callback', {
        Date: '2026-11-30',
        From: 9,
        To: 12,
        Phone: '3331234567',
        ...body,
      });
    const fieldOf = async (body: object) => {
      const res = await ask(body);
      expect(res.statusCode, res.body).toBe(400);
      return errorBody(res).Fields?.[0];
    };
    // A day out of range is said as a day, not as a slot.
    expect(await fieldOf({ Date: '2026-11-26' })).toMatchObject({
      Field: 'Date',
      ErrorMessage: 'ERROR_CALLBACK_DAY 30',
      Message: 'Giorno non valido: scegli un giorno da oggi in poi. Giorni in avanti al massimo: 30',
    });
    expect(await fieldOf({ Date: '2027-01-15' })).toMatchObject({
      Field: 'Date',
      ErrorMessage: 'ERROR_CALLBACK_DAY 30',
    });
    expect(await fieldOf({ From: 12, To: 12 })).toMatchObject({
      Field: 'To',
      ErrorMessage: 'ERROR_CALLBACK_SLOT',
    });
    expect(await fieldOf({ Phone: 'chiamami' })).toMatchObject({
      Field: 'Phone',
      ErrorMessage: 'ERROR_BAD_PHONE',
    });
    // Written as people write them, as the user's details take them.
    const spaced = await ask({ Phone: '051 1234567' });
    expect(spaced.statusCode, spaced.body).toBe(200);
  });
});

describe('plans and the business calendar', () => {
  it('keeps plan codes unique and a used plan from being deleted', async () => {
    const boss = await admin();
    const dup = await boss.post('/api/Helpdesk/Plans/Save', {
      Code: 'PREMIUM',
      Name: 'Doppione',
      FirstResponseMinutes: 30,
      ResolutionMinutes: 60,
    });
    expect(dup.statusCode).toBe(409);
    expect(errorBody(dup).Fields?.[0]).toMatchObject({
      Field: 'Code',
      ErrorMessage: 'ERROR_PLAN_CODE_EXISTS',
    });
    const standard = (await boss.get('/api/Helpdesk/Plans'))
      .json<{ Id: number; Code: string }[]>()
      .find((p) => p.Code === 'standard');
    const del = await boss.post(`/api/Helpdesk/Plans/Delete/${standard?.Id}`);
    expect(del.statusCode).toBe(409);
    expect(errorBody(del).ErrorMessage).toBe('ERROR_PLAN_IN_USE');
  });

  it('is closed on Christmas and St Stephen, opens on Monday, and an exception closes that Monday too', async () => {
    const boss = await admin();
    const preview = async (at: string) =>
      (await boss.get(`/api/Helpdesk/Calendar/Preview?at=${encodeURIComponent(at)}`)).json();
    expect(await preview('2026-12-25T10:00:00Z')).toMatchObject({
      Open: false,
      Reason: 'holiday:christmas',
      NextOpening: '2026-12-28T08:00:00.000Z',
    });
    const calendar = (await boss.get('/api/Helpdesk/Calendar')).json();
    expect(calendar.Holidays).toContainEqual({ Date: '2027-03-29', Name: 'easter_monday' });

    const saved = await boss.post('/api/Helpdesk/Calendar/Save', {
      Weekly: calendar.Weekly,
      Exceptions: [{ Date: '2026-12-28', Closed: true, Note: 'Inventario' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await preview('2026-12-25T10:00:00Z')).toMatchObject({ NextOpening: '2026-12-29T08:00:00.000Z' });
    expect(await preview('2026-12-28T10:00:00Z')).toMatchObject({ Open: false, Reason: 'Inventario' });

    const bad = await boss.post('/api/Helpdesk/Calendar/Save', {
      Weekly: { '1': [{ From: '25:00', To: '18:00' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).Fields?.[0]).toMatchObject({
      Field: 'Weekly.1.0.From',
      ErrorMessage: 'ERROR_CALENDAR_TIME',
    });
    const byOperator = await (await operator()).post('/api/Helpdesk/Calendar/Save', {
      Weekly: calendar.Weekly,
    });
    expect(byOperator.statusCode).toBe(403);
    // Put the default back for whoever runs after.
    await boss.post('/api/Helpdesk/Calendar/Save', { Weekly: calendar.Weekly });
  });
});

describe('who is asking', () => {
  it('shows the requester’s account and last sign-in, the company and its other unfinished tickets', async () => {
    const customer = await mario();
    const first = await openTicket(customer, 'Contesto: primo');
    const second = await openTicket(customer, 'Contesto: secondo');
    const staff = await operator();
    const res = await staff.get(`/api/Helpdesk/Tickets/Context/${second.Id}`);
    expect(res.statusCode, res.body).toBe(200);
    const context = res.json<{
      Requester: { UserName: string; Email: string; LastLoginAt: string | null };
      Company: { Name: string; Products: string[] };
      OtherOpen: { Total: number; Items: { Id: string; TicketCode: string }[] };
    }>();
    expect(context.Requester).toMatchObject({ UserName: 'mario.rossi', Email: MARIO_EMAIL });
    expect(context.Requester.LastLoginAt).not.toBeNull();
    expect(context.Company.Name).toBe('Rossi Impianti S.r.l.');
    expect(context.Company.Products).toContain('payroll');
    // The other ticket is listed, never the one on screen.
    expect(context.OtherOpen.Items.map((i) => i.Id)).toContain(first.Id);
    expect(context.OtherOpen.Items.map((i) => i.Id)).not.toContain(second.Id);
    expect(context.OtherOpen.Total).toBeGreaterThanOrEqual(context.OtherOpen.Items.length);

    expect((await customer.get(`/api/Helpdesk/Tickets/Context/${second.Id}`)).statusCode).toBe(403);
    const missing = await staff.get('/api/Helpdesk/Tickets/Context/00000000-0000-4000-8000-000000000000');
    expect(errorBody(missing).ErrorMessage).toBe('ERROR_NOT_FOUND');
  });
});

describe('a ticket’s priority', () => {
  it('is set by an operator, audited, filtered and sorted on, urgent first', async () => {
    const customer = await mario();
    const urgent = await openTicket(customer, 'Priorità: urgente');
    const low = await openTicket(customer, 'Priorità: bassa');
    const staff = await operator();
    const set = (id: string, Priority: string) =>
      staff.post(`/api/Helpdesk/Tickets/${id}/Priority`, { Priority });
    const res = await set(urgent.Id, 'urgent');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Priority: 'urgent' });
    expect((await set(low.Id, 'low')).statusCode).toBe(200);
    expect((await set(low.Id, 'sometime')).statusCode).toBe(400);

    const onlyUrgent = await queue(staff, { Priority: 'urgent', States: ['open'] });
    expect(onlyUrgent.Items.map((i) => i.Id)).toContain(urgent.Id);
    expect(onlyUrgent.Items.map((i) => i.Id)).not.toContain(low.Id);
    const byPriority = await queue(staff, { Sort: 'Priority', Desc: true, Size: 100, States: ['open'] });
    const ids = byPriority.Items.map((i) => i.Id);
    expect(ids.indexOf(urgent.Id)).toBeLessThan(ids.indexOf(low.Id));
    expect(ids.at(-1)).toBe(low.Id);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, urgent.Id), eq(auditLog.resource, 'tickets')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.after).toMatchObject({ Priority: 'urgent' });
    expect(
      (await customer.post(`/api/Helpdesk/Tickets/${urgent.Id}/Priority`, { Priority: 'low' })).statusCode,
    ).toBe(403);
  });
});

describe('a ticket’s tags', () => {
  type Tagged = { Id: string; Tags: { Id: number; Name: string; Colour: string | null }[] };
  const lastTicketEntry = async (id: string) => {
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, id), eq(auditLog.resource, 'tickets')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return entry;
  };

  it('are the vendor’s tags, new names joining them; set by an operator, audited, shown and filtered on', async () => {
    const customer = await mario();
    const billing = await openTicket(customer, 'Etichette: fattura');
    const bug = await openTicket(customer, 'Etichette: difetto');
    const plain = await openTicket(customer, 'Etichette: nessuna');
    const staff = await operator();
    const set = (id: string, body: object) => staff.post(`/api/Helpdesk/Tickets/${id}/Tags`, body);

    const res = await set(billing.Id, { NewTags: ['Fatturazione', 'urgente cliente'] });
    expect(res.statusCode, res.body).toBe(200);
    const tags = res.json<Tagged>().Tags;
    expect(tags.map((tag) => tag.Name)).toEqual(['Fatturazione', 'urgente cliente']);
    const [fatturazione, urgente] = tags;
    // A name typed again, whatever its case, is the same tag; ids and new names together.
    const second = await set(bug.Id, { TagIds: [urgente?.Id], NewTags: ['FATTURAZIONE', 'bug noto'] });
    expect(second.statusCode, second.body).toBe(200);
    const bugTags = second.json<Tagged>().Tags;
    expect(bugTags.map((tag) => tag.Name)).toEqual(['bug noto', 'Fatturazione', 'urgente cliente']);
    expect(bugTags.find((tag) => tag.Name === 'Fatturazione')?.Id).toBe(fatturazione?.Id);
    // The new tags are the tags page's own, their creation audited there.
    const options = (await staff.get('/api/Tag/Options')).json<{ Name: string }[]>();
    expect(options.map((o) => o.Name)).toEqual(expect.arrayContaining(['bug noto', 'urgente cliente']));
    const created = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'tags'), eq(auditLog.action, 'create')));
    expect(created.map((e) => (e.after as { Name: string }).Name)).toEqual(
      expect.arrayContaining(['Fatturazione', 'bug noto']),
    );

    // Taking one away keeps the rest; the audit entry names them before and after.
    const fewer = await set(bug.Id, { TagIds: [urgente?.Id] });
    expect(fewer.json<Tagged>().Tags.map((tag) => tag.Name)).toEqual(['urgente cliente']);
    expect(await lastTicketEntry(bug.Id)).toMatchObject({
      action: 'update',
      before: { Tags: ['bug noto', 'Fatturazione', 'urgente cliente'] },
      after: { Tags: ['urgente cliente'] },
    });
    expect((await detail(staff, bug.Id)).Tags.map((tag: { Name: string }) => tag.Name)).toEqual([
      'urgente cliente',
    ]);

    // The queue shows them and finds the tickets with any of the tags chosen.
    const anyOf = await queue(staff, { Tags: [fatturazione?.Id, urgente?.Id], Size: 100 });
    const found = anyOf.Items as unknown as Tagged[];
    expect(found.map((i) => i.Id).sort()).toEqual([billing.Id, bug.Id].sort());
    expect(found.find((i) => i.Id === billing.Id)?.Tags.map((tag) => tag.Name)).toEqual([
      'Fatturazione',
      'urgente cliente',
    ]);
    const onlyBilling = await queue(staff, { Tags: [fatturazione?.Id], Size: 100 });
    expect(onlyBilling.Items.map((i) => i.Id)).toEqual([billing.Id]);
    expect((await staff.get(`/api/Helpdesk/Tickets/Filters/${encodeFilter({ Tags: [] })}`)).statusCode).toBe(
      400,
    );

    // Refusals in the catalogue's shape, next to the field.
    const unknown = await set(plain.Id, { TagIds: [2_000_000_000] });
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).Fields?.[0]).toMatchObject({
      Field: 'TagIds',
      ErrorMessage: 'ERROR_NOT_FOUND',
    });
    const tooMany = await set(plain.Id, { NewTags: Array.from({ length: 21 }, (_, i) => `troppe ${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(errorBody(tooMany).ErrorMessage).toMatch(/^ERROR_TOO_MANY_VALUES/);
    const tooLong = await set(plain.Id, { NewTags: ['x'.repeat(51)] });
    expect(errorBody(tooLong).ErrorMessage).toMatch(/^ERROR_FIELD_TOO_LONG/);
    expect((await detail(staff, plain.Id)).Tags).toEqual([]);

    // Changing them is working the ticket: not the customer's, not a viewer's.
    expect(
      (await customer.post(`/api/Helpdesk/Tickets/${plain.Id}/Tags`, { NewTags: ['x'] })).statusCode,
    ).toBe(403);
    const viewer = await signedIn(t.app, 'admin.retrocesso@sportello.demo');
    expect((await viewer.post(`/api/Helpdesk/Tickets/${plain.Id}/Tags`, { NewTags: ['x'] })).statusCode).toBe(
      403,
    );
  });

  it('are added to the selected tickets at once, and follow the tags page’s merge and delete', async () => {
    const customer = await mario();
    const one = await openTicket(customer, 'Etichette in blocco (1)');
    const two = await openTicket(customer, 'Etichette in blocco (2)');
    const staff = await operator();
    const boss = await admin();
    const save = async (Name: string) =>
      (await boss.post('/api/Tag/Save', { Id: 0, Name })).json<{ Id: number }>().Id;
    const [source, target, doomed] = [
      await save('Da unire'),
      await save('Unita'),
      await save('Da eliminare'),
    ];

    expect((await staff.post(`/api/Helpdesk/Tickets/${one.Id}/Tags`, { TagIds: [source] })).statusCode).toBe(
      200,
    );
    const bulk = (TagId?: number) =>
      staff.post('/api/Helpdesk/Tickets/Bulk', { Ids: [one.Id, two.Id], Action: 'tag', TagId });
    expect(errorBody(await bulk()).Fields?.[0]).toMatchObject({
      Field: 'TagId',
      ErrorMessage: 'ERROR_FIELD_REQUIRED',
    });
    // The one that had it already is left as it is.
    expect((await bulk(source)).json()).toEqual({ Updated: 1 });
    expect(await lastTicketEntry(two.Id)).toMatchObject({
      before: { Tags: [] },
      after: { Tags: ['Da unire'] },
    });
    expect((await bulk(target)).json()).toEqual({ Updated: 2 });
    expect((await bulk(doomed)).json()).toEqual({ Updated: 2 });

    // A merge moves the tickets to the target (once each), audited on each ticket.
    const merged = await boss.post('/api/Tag/Merge', { SourceId: source, TargetId: target });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await lastTicketEntry(one.Id)).toMatchObject({
      before: { Tags: ['Da eliminare', 'Da unire', 'Unita'] },
      after: { Tags: ['Da eliminare', 'Unita'] },
    });
    // Deleting a tag takes it off the tickets, as off the companies.
    expect((await boss.request({ method: 'DELETE', url: `/api/Tag/Delete/${doomed}` })).statusCode).toBe(200);
    for (const ticket of [one, two])
      expect((await detail(staff, ticket.Id)).Tags.map((tag: { Name: string }) => tag.Name)).toEqual([
        'Unita',
      ]);
  });
});

describe('merging two tickets', () => {
  it('moves the conversation into the other ticket of the company and closes this one', async () => {
    const customer = await mario();
    const into = await openTicket(customer, 'Stampa ferma (prima)');
    const dup = await openTicket(customer, 'Stampa ferma (doppione)');
    const staff = await operator();
    const merge = (id: string, Into: string) => staff.post(`/api/Helpdesk/Tickets/${id}/Merge`, { Into });
    expect(errorBody(await merge(dup.Id, dup.TicketCode)).ErrorMessage).toBe('ERROR_TICKET_MERGE');
    expect(errorBody(await merge(dup.Id, 'SR-999999')).ErrorMessage).toBe('ERROR_NOT_FOUND');
    // Another company's ticket is not merged into.
    const giulias = await openTicket(await signedIn(t.app, 'giulia.neri'), 'Di un’altra azienda');
    expect(errorBody(await merge(dup.Id, giulias.TicketCode)).ErrorMessage).toBe('ERROR_TICKET_MERGE');

    const res = await merge(dup.Id, into.TicketCode.replace('SR-', ''));
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<{ Id: string; Messages: { Body: string; Internal: boolean }[] }>();
    expect(merged.Id).toBe(into.Id);
    expect(merged.Messages.map((m) => m.Body)).toContain('Aiuto.');
    expect(merged.Messages.filter((m) => m.Body === 'Aiuto.')).toHaveLength(2);
    expect(merged.Messages).toContainEqual(
      expect.objectContaining({
        Internal: true,
        Body: `Unita da ${dup.TicketCode} «Stampa ferma (doppione)».`,
      }),
    );
    const closed = await detail(staff, dup.Id);
    expect(closed).toMatchObject({ State: 'closed' });
    expect(errorBody(await merge(dup.Id, into.TicketCode)).ErrorMessage).toBe('ERROR_TICKET_CLOSED');
  });

  it('merges requests without a company only when the same address made them', async () => {
    const publicRequest = async (Email: string) => {
      const res = await new TestClient(t.app).post('/api/Support/Request', {
        Mode: 2,
        Email,
        VisibleName: 'Carla Verdi',
        Message: 'Non ricordo il mio nome utente.',
      });
      expect(res.statusCode, res.body).toBe(200);
      const code = res.json<{ TicketCode: string }>().TicketCode;
      const [found] = (await queue(await operator(), { Text: code })).Items;
      return { Id: found!.Id, TicketCode: code };
    };
    const carla = await publicRequest('carla.verdi@example.it');
    const stranger = await publicRequest('qualcun.altro@example.it');
    const again = await publicRequest('Carla.Verdi@Example.it');
    const staff = await operator();
    const merge = (id: string, Into: string) => staff.post(`/api/Helpdesk/Tickets/${id}/Merge`, { Into });
    expect(errorBody(await merge(stranger.Id, carla.TicketCode)).ErrorMessage).toBe('ERROR_TICKET_MERGE');
    expect((await merge(again.Id, carla.TicketCode)).statusCode).toBe(200);
  });
});

describe('a ticket’s history', () => {
  it('tells who opened it, who took it and moved it, from its audit trail', async () => {
    const customer = await mario();
    const ticket = await openTicket(customer, 'Storia di una segnalazione');
    const staff = await operator();
    expect(
      (
        await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/Assign`, {
          HandlerId: await userId('operatore@sportello.demo'),
        })
      ).statusCode,
    ).toBe(200);
    const res = await staff.get(`/api/Helpdesk/Tickets/History/${ticket.Id}`);
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json<{ Events: { Kind: string; Actor: string; Handler: string | null }[] }>().Events;
    expect(events[0]).toMatchObject({ Kind: 'opened', Actor: 'Mario Rossi' });
    expect(events).toContainEqual(
      expect.objectContaining({
        Kind: 'assigned',
        Actor: 'operatore@sportello.demo',
        Handler: 'Olga Operatrice',
      }),
    );
    expect((await customer.get(`/api/Helpdesk/Tickets/History/${ticket.Id}`)).statusCode).toBe(403);
  });
});

describe('an operator’s signature', () => {
  it('is their own: saved, read back, too long refused, and nobody else’s', async () => {
    const staff = await operator();
    const boss = await admin();
    expect((await staff.get('/api/Helpdesk/Signature')).json()).toEqual({ Signature: '' });
    const saved = await staff.post('/api/Helpdesk/Signature', {
      Signature: '  Olga\nAssistenza Sportello  ',
    });
    expect(saved.json()).toEqual({ Signature: 'Olga\nAssistenza Sportello' });
    expect((await staff.get('/api/Helpdesk/Signature')).json()).toEqual({
      Signature: 'Olga\nAssistenza Sportello',
    });
    expect((await boss.get('/api/Helpdesk/Signature')).json()).toEqual({ Signature: '' });
    const long = await staff.post('/api/Helpdesk/Signature', { Signature: 'x'.repeat(501) });
    expect(errorBody(long).ErrorMessage).toBe('ERROR_FIELD_TOO_LONG 500');
    expect((await (await mario()).get('/api/Helpdesk/Signature')).statusCode).toBe(403);
  });
});
