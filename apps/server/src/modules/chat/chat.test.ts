import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn, TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { type ManualClock, manualClock } from '../../core/clock';
import { users } from '../users/users.tables';
import { chatConversations } from './chat.tables';

/**
 * The live chat (decision 037) as a customer and the operators meet it: when the entry opens (plan,
 * business hours, holidays, an operator online), the conversation from start to transcript, who may
 * see and write in it, the message rules, and the event streams. The clock starts on Wednesday
 * 2 December 2026 at 10:00 in Rome, inside the default calendar's hours.
 */

const WEDNESDAY_10AM = new Date('2026-12-02T09:00:00Z');
/** Each test its own part of that morning: the per-minute message rate counts a person's messages. */
const timeOf = (test: number) => new Date(WEDNESDAY_10AM.getTime() + test * 20 * 60_000);
const PARENT = '12345678903';

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(WEDNESDAY_10AM);
  // Streams stay open half a second here: long enough to see an event arrive on one.
  t = await createTestApp({ clock, env: { CHAT_STREAM_MS: '500' } });
});
afterAll(() => t.close());

const mario = () => signedIn(t.app, 'mario.rossi', PARENT);
const lucia = () => signedIn(t.app, 'lucia.bianchi', PARENT);
const operator = () => signedIn(t.app, 'operatore@sportello.demo');
const admin = () => signedIn(t.app, 'admin@sportello.demo');

async function userId(userName: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
}

async function subscribePremium(userName: string, companyId: number): Promise<void> {
  const boss = await admin();
  const plans = (await boss.get('/api/Helpdesk/Plans')).json<{ Id: number; Code: string }[]>();
  const res = await boss.post('/api/Helpdesk/Subscriptions/Save', {
    PlanId: plans.find((p) => p.Code === 'premium')?.Id,
    CompanyId: companyId,
    UserId: await userId(userName),
    StartsOn: '2026-01-01',
    EndsOn: '2027-12-31',
  });
  expect(res.statusCode, res.body).toBe(200);
}

const availability = async (client: TestClient) => (await client.get('/api/Chat/Availability')).json();

/** An operator with the back office's chat page open: their event stream tells the server so. */
async function comeOnline(staff: TestClient): Promise<void> {
  const res = await staff.get('/api/Helpdesk/Chat/Events');
  expect(res.statusCode, res.body).toBe(200);
}

async function start(client: TestClient, body: string) {
  const res = await client.post('/api/Chat/Conversations', { Body: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number; State: string; Messages: { Body: string; FromStaff: boolean }[] }>();
}

let companyA: number;
beforeAll(async () => {
  const [row] = await t.database.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.userName, 'mario.rossi'));
  companyA = row!.companyId;
});

describe('when the chat entry opens', () => {
  it('only for the chosen plans, in business hours, not on holidays, and with an operator online', async () => {
    const customer = await mario();
    // The migration opens the chat to premium plans only: mario's company has none yet.
    expect(await availability(customer)).toMatchObject({ Open: false, Reason: 'plan' });
    const refused = await customer.post('/api/Chat/Conversations', { Body: 'Buongiorno' });
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused)).toMatchObject({
      ErrorMessage: 'ERROR_CHAT_UNAVAILABLE',
      Message: 'La chat non è disponibile in questo momento.',
    });

    await subscribePremium('mario.rossi', companyA);
    expect(await availability(customer)).toMatchObject({ Open: false, Reason: 'offline' });
    const staff = await operator();
    await comeOnline(staff);
    expect(await availability(customer)).toEqual({
      Open: true,
      Reason: null,
      Holiday: null,
      NextOpening: null,
    });

    // Presence lasts 45 s after the operator's stream last told the server.
    clock.advance(46_000);
    expect(await availability(customer)).toMatchObject({ Open: false, Reason: 'offline' });

    // Republic Day 2027 is a Wednesday: closed all day, open again on Thursday at 9:00 in Rome.
    // (Months later: both sign in again.)
    clock.set(new Date('2027-06-02T08:00:00Z'));
    await comeOnline(await operator());
    expect(await availability(await mario())).toEqual({
      Open: false,
      Reason: 'holiday',
      Holiday: 'republic',
      NextOpening: '2027-06-03T07:00:00.000Z',
    });
    // After hours on a working day: no holiday, the next morning's opening.
    clock.set(new Date('2026-12-02T19:30:00Z'));
    expect(await availability(await mario())).toMatchObject({
      Open: false,
      Reason: 'hours',
      Holiday: null,
      NextOpening: '2026-12-03T08:00:00.000Z',
    });

    // Everyone's chat, for a product mario's company does not have: closed to him again.
    clock.set(WEDNESDAY_10AM);
    const boss = await admin();
    await comeOnline(await operator());
    const saved = await boss.post('/api/Helpdesk/Chat/Settings', {
      Plans: [],
      Products: ['no-such-product'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await availability(await mario())).toMatchObject({ Open: false, Reason: 'plan' });
    await boss.post('/api/Helpdesk/Chat/Settings', { Plans: ['premium'], Products: [] });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.objectId, 'settings'));
    expect(entry).toMatchObject({ resource: 'chat', action: 'update' });
    // Changing who may chat is an admin's: it belongs to the chat's hours.
    const denied = await (await operator()).post('/api/Helpdesk/Chat/Settings', { Plans: [], Products: [] });
    expect(denied.statusCode).toBe(403);
  });
});

describe('a conversation', () => {
  it('is waited for, taken by one operator, written on both sides, and closed into a ticket', async () => {
    clock.set(timeOf(1));
    const customer = await mario();
    const staff = await operator();
    const boss = await admin();
    await comeOnline(staff);

    const started = await start(customer, '<b>Buongiorno</b>, la stampa <script>alert(1)</script>non parte');
    expect(started).toMatchObject({
      State: 'waiting',
      Messages: [{ Body: 'Buongiorno, la stampa non parte', FromStaff: false }],
    });
    // A second start while one is open writes in that one.
    clock.advance(1_000);
    expect((await start(customer, 'Ci siete?')).Id).toBe(started.Id);
    clock.advance(1_000);

    const queue = (await staff.get('/api/Helpdesk/Chat/Conversations')).json();
    expect(queue.Conversations[0]).toMatchObject({
      Id: started.Id,
      State: 'waiting',
      Premium: true,
      LastMessage: 'Ci siete?',
    });
    expect(queue.OperatorsOnline.map((o: { Name: string }) => o.Name)).toContain('Olga Operatrice');

    // A colleague of the same company, or another customer, is told it does not exist.
    expect((await (await lucia()).get(`/api/Chat/Conversations/${started.Id}`)).statusCode).toBe(404);
    // Only the operator who has it writes; nobody has it yet.
    expect(
      (await staff.post(`/api/Chat/Conversations/${started.Id}/Messages`, { Body: 'Salve' })).statusCode,
    ).toBe(409);

    const taken = await staff.post(`/api/Helpdesk/Chat/Conversations/${started.Id}/Accept`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ State: 'active', OperatorName: 'Olga Operatrice' });
    // Two operators taking it at once: the second is told it is taken.
    const late = await boss.post(`/api/Helpdesk/Chat/Conversations/${started.Id}/Accept`);
    expect(late.statusCode).toBe(409);
    expect(errorBody(late).ErrorMessage).toBe('ERROR_CHAT_STATE');

    const reply = await staff.post(`/api/Chat/Conversations/${started.Id}/Messages`, {
      Body: 'Buongiorno, vediamo subito.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await customer.post(`/api/Chat/Conversations/${started.Id}/Typing`)).json()).toEqual({
      Sent: true,
    });
    const read = (await customer.get(`/api/Chat/Conversations/${started.Id}`)).json();
    expect(read.Messages.map((m: { Body: string; FromStaff: boolean }) => [m.FromStaff, m.Body])).toEqual([
      [false, 'Buongiorno, la stampa non parte'],
      [false, 'Ci siete?'],
      [true, 'Buongiorno, vediamo subito.'],
    ]);

    // The chat serves the payroll product alone now: the transcript is that product's.
    await boss.post('/api/Helpdesk/Chat/Settings', { Plans: ['premium'], Products: ['payroll'] });
    const closed = await staff.post(`/api/Chat/Conversations/${started.Id}/Close`);
    await boss.post('/api/Helpdesk/Chat/Settings', { Plans: ['premium'], Products: [] });
    expect(closed.statusCode, closed.body).toBe(200);
    const ticketCode = closed.json().TicketNumber as string;
    expect(closed.json()).toMatchObject({ State: 'closed', TicketNumber: expect.stringMatching(/^SR-/) });
    const ended = await customer.post(`/api/Chat/Conversations/${started.Id}/Messages`, { Body: 'Grazie' });
    expect(ended.statusCode).toBe(409);
    expect(errorBody(ended).ErrorMessage).toBe('ERROR_CHAT_ENDED');

    // The transcript is a closed ticket in the customer's support area, every message in order.
    const tickets = (await customer.get('/api/Support/Tickets?Page=0&Size=50')).json();
    const ticket = tickets.Items.find((i: { TicketCode: string }) => i.TicketCode === ticketCode);
    // Named by its day as the portal writes days, in the customer's language.
    expect(ticket).toMatchObject({ State: 'closed', Subject: 'Chat del 02/12/2026 con Mario Rossi' });
    const detail = (await customer.get(`/api/Support/Tickets/${ticket.Id}`)).json();
    expect(detail.Messages.map((m: { Body: string }) => m.Body)).toEqual([
      'Buongiorno, la stampa non parte',
      'Ci siete?',
      'Buongiorno, vediamo subito.',
    ]);
    // Recorded as a ticket opened then would be: its product, and the plan covering the customer.
    const handled = (await staff.get(`/api/Helpdesk/Tickets/Detail/${ticket.Id}`)).json();
    expect(handled).toMatchObject({ Product: 'payroll', Plan: 'Premium', Premium: true });
  });

  it('carries a file each way, downloaded by its customer and the back office only; the transcript names it', async () => {
    // Before the other tests' times: its messages do not count against their per-minute rate.
    clock.set(timeOf(-0.5));
    const customer = await mario();
    const staff = await operator();
    await comeOnline(staff);
    const started = await start(customer, 'Vi mando la fattura');
    await staff.post(`/api/Helpdesk/Chat/Conversations/${started.Id}/Accept`);
    const pdf = Buffer.from('%PDF-1.4 fattura di prova').toString('base64');
    const sent = await customer.post(`/api/Chat/Conversations/${started.Id}/Messages`, {
      // Nothing to say besides the file (markup alone says nothing).
      Body: ' <i></i> ',
      Attachment: { FileName: 'fattura.pdf', Content: pdf },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const attachment = sent.json().Attachment;
    expect(attachment).toMatchObject({ FileName: 'fattura.pdf', ContentType: 'application/pdf', Size: 25 });
    const url = `/api/Chat/Conversations/${started.Id}/Attachments/${attachment.Id}`;
    const downloaded = await staff.get(url);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.toString()).toBe('%PDF-1.4 fattura di prova');
    expect(downloaded.headers['content-disposition']).toContain('fattura.pdf');
    expect((await (await lucia()).get(url)).statusCode).toBe(404);
    // A file must be what its name says, of the tickets' types.
    const fake = await customer.post(`/api/Chat/Conversations/${started.Id}/Messages`, {
      Body: 'eccola',
      Attachment: { FileName: 'fattura.pdf', Content: Buffer.from('not a pdf').toString('base64') },
    });
    expect(errorBody(fake).ErrorMessage).toBe('ERROR_ATTACHMENT_TYPE fattura.pdf');
    const closed = await staff.post(`/api/Chat/Conversations/${started.Id}/Close`);
    const tickets = (await customer.get('/api/Support/Tickets?Page=0&Size=50')).json();
    const ticket = tickets.Items.find(
      (i: { TicketCode: string }) => i.TicketCode === closed.json().TicketNumber,
    );
    const detail = (await customer.get(`/api/Support/Tickets/${ticket.Id}`)).json();
    expect(detail.Messages.map((m: { Body: string }) => m.Body)).toContain('📎 fattura.pdf');
  });

  it('takes a file with the first message, even without words', async () => {
    clock.set(timeOf(-0.4));
    const customer = await mario();
    const staff = await operator();
    await comeOnline(staff);
    const started = await customer.post('/api/Chat/Conversations', {
      Body: '',
      Attachment: { FileName: 'errore.pdf', Content: Buffer.from('%PDF-1.4 errore').toString('base64') },
    });
    expect(started.statusCode, started.body).toBe(200);
    const [first] = started.json().Messages;
    expect(first.Attachment).toMatchObject({ FileName: 'errore.pdf', ContentType: 'application/pdf' });
    const file = await staff.get(
      `/api/Chat/Conversations/${started.json().Id}/Attachments/${first.Attachment.Id}`,
    );
    expect(file.rawPayload.toString()).toBe('%PDF-1.4 errore');
    await staff.post(`/api/Chat/Conversations/${started.json().Id}/Close`);
  });

  it('refuses an empty message, a long one, and a customer writing faster than 20 a minute', async () => {
    clock.set(timeOf(2));
    const customer = await mario();
    await comeOnline(await operator());
    const empty = await customer.post('/api/Chat/Conversations', { Body: '<p> </p>' });
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty).Fields?.[0]).toMatchObject({ Field: 'Body' });
    const long = await customer.post('/api/Chat/Conversations', { Body: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(errorBody(long).ErrorMessage).toBe('ERROR_FIELD_TOO_LONG 2000');

    const { Id } = await start(customer, 'Uno');
    for (let i = 2; i <= 20; i += 1) {
      const res = await customer.post(`/api/Chat/Conversations/${Id}/Messages`, { Body: `Messaggio ${i}` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const fast = await customer.post(`/api/Chat/Conversations/${Id}/Messages`, { Body: 'Ancora' });
    expect(fast.statusCode).toBe(429);
    expect(errorBody(fast).ErrorMessage).toBe('ERROR_CHAT_RATE');
    clock.advance(61_000);
    expect(
      (await customer.post(`/api/Chat/Conversations/${Id}/Messages`, { Body: 'Ancora' })).statusCode,
    ).toBe(200);
    expect((await customer.post(`/api/Chat/Conversations/${Id}/Close`)).statusCode).toBe(200);
  });

  it('is handed to a colleague with a note the customer never sees', async () => {
    clock.set(new Date(timeOf(2).getTime() + 5 * 60_000));
    const staff = await operator();
    const boss = await admin();
    await comeOnline(staff);
    await comeOnline(boss);
    const customer = await mario();
    const { Id } = await start(customer, 'Serve un amministrativo');
    expect((await staff.post(`/api/Helpdesk/Chat/Conversations/${Id}/Accept`)).statusCode).toBe(200);
    const bossId = await userId('admin@sportello.demo');
    const long = await staff.post(`/api/Helpdesk/Chat/Conversations/${Id}/Transfer`, {
      OperatorId: bossId,
      Note: 'x'.repeat(501),
    });
    expect(errorBody(long).ErrorMessage).toBe('ERROR_FIELD_TOO_LONG 500');
    const handed = await staff.post(`/api/Helpdesk/Chat/Conversations/${Id}/Transfer`, {
      OperatorId: bossId,
      Note: 'Chiede di una fattura di marzo: ha già il numero.',
    });
    expect(handed.statusCode, handed.body).toBe(200);
    const seen = (await boss.get(`/api/Chat/Conversations/${Id}`)).json();
    expect(seen).toMatchObject({
      OperatorId: bossId,
      Handover: { From: 'Olga Operatrice', Note: 'Chiede di una fattura di marzo: ha già il numero.' },
    });
    expect((await customer.get(`/api/Chat/Conversations/${Id}`)).json().Handover).toBeNull();
    expect((await customer.post(`/api/Chat/Conversations/${Id}/Close`)).statusCode).toBe(200);
  });

  it('stays closed to customers while the only operator at the desk is away', async () => {
    clock.set(new Date(timeOf(2).getTime() + 15 * 60_000));
    const staff = await operator();
    await comeOnline(staff);
    const customer = await mario();
    expect(await availability(customer)).toMatchObject({ Open: true });
    expect((await staff.post('/api/Helpdesk/Chat/Away', { Away: true })).json()).toEqual({ Away: true });
    expect(await availability(customer)).toMatchObject({ Open: false, Reason: 'offline' });
    const desk = (await staff.get('/api/Helpdesk/Chat/Conversations')).json();
    expect(desk.OperatorsOnline).toContainEqual(
      expect.objectContaining({ Name: 'Olga Operatrice', Away: true }),
    );
    await staff.post('/api/Helpdesk/Chat/Away', { Away: false });
    expect(await availability(customer)).toMatchObject({ Open: true });
  });

  it('tells a waiting customer their place in the operators’ queue, and moves them up as chats are taken', async () => {
    // Between the tests above and below: no rate or limit of theirs counts these messages.
    clock.set(new Date(timeOf(2).getTime() + 10 * 60_000));
    const staff = await operator();
    await comeOnline(staff);
    const giulia = await signedIn(t.app, 'giulia.neri');
    const customer = await mario();
    const first = await start(giulia, 'Buongiorno, ho una domanda');
    const second = await start(customer, 'La stampa non parte');
    const position = async (client: TestClient, id: number) =>
      (await client.get(`/api/Chat/Conversations/${id}`)).json<{ QueuePosition: number | null }>()
        .QueuePosition;
    // Each waiting customer's place is where the operators' desk lists their chat.
    const desk = (await staff.get('/api/Helpdesk/Chat/Conversations'))
      .json<{ Conversations: { Id: number; State: string }[] }>()
      .Conversations.filter((c) => c.State === 'waiting')
      .map((c) => c.Id);
    expect(await position(giulia, first.Id)).toBe(desk.indexOf(first.Id) + 1);
    expect(await position(customer, second.Id)).toBe(desk.indexOf(second.Id) + 1);
    // The one ahead is taken: the other moves up one place, the taken one has none.
    const [ahead, behind] =
      desk.indexOf(first.Id) < desk.indexOf(second.Id)
        ? [
            { client: giulia, id: first.Id },
            { client: customer, id: second.Id },
          ]
        : [
            { client: customer, id: second.Id },
            { client: giulia, id: first.Id },
          ];
    const wasBehind = (await position(behind.client, behind.id)) as number;
    expect((await staff.post(`/api/Helpdesk/Chat/Conversations/${ahead.id}/Accept`)).statusCode).toBe(200);
    expect(await position(ahead.client, ahead.id)).toBeNull();
    expect(await position(behind.client, behind.id)).toBe(wasBehind - 1);
    for (const { client, id } of [ahead, behind])
      expect((await client.post(`/api/Chat/Conversations/${id}/Close`)).statusCode).toBe(200);
  });
});

describe('event streams', () => {
  it('tell a conversation’s follower that it changed, and who is typing', async () => {
    clock.set(timeOf(3));
    const customer = await mario();
    const staff = await operator();
    await comeOnline(staff);
    const { Id } = await start(customer, 'Seguo la conversazione');
    await staff.post(`/api/Helpdesk/Chat/Conversations/${Id}/Accept`);

    const stream = customer.get(`/api/Chat/Conversations/${Id}/Events`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await staff.post(`/api/Chat/Conversations/${Id}/Typing`);
    await staff.post(`/api/Chat/Conversations/${Id}/Messages`, { Body: 'Eccomi' });
    const res = await stream;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.body).toMatch(/^retry: 2000\n\nevent: ready\n/);
    expect(res.body).toContain(
      'event: typing\ndata: {"type":"typing","fromStaff":true,"name":"Olga Operatrice"}',
    );
    expect(res.body).toContain('event: changed\n');

    // Somebody else's conversation has no stream for them.
    expect((await (await lucia()).get(`/api/Chat/Conversations/${Id}/Events`)).statusCode).toBe(404);
    await staff.post(`/api/Chat/Conversations/${Id}/Close`);
  });
});

describe('the limits, under concurrent calls from two server processes', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ database: t.database, clock, env: { CHAT_STREAM_MS: '500' } });
  });
  afterAll(() => other.close());

  /** The same browser session on the second process. */
  function elsewhere(client: TestClient): TestClient {
    const copy = new TestClient(other.app);
    for (const [name, value] of client.cookies) copy.cookies.set(name, value);
    return copy;
  }

  it('stores at most 20 messages a minute of 30 sent at once, and refuses the others', async () => {
    clock.set(timeOf(4));
    const customer = await mario();
    await comeOnline(await operator());
    const { Id } = await start(customer, 'Prima della raffica');
    // The first message's minute is over: the burst has the whole limit to itself.
    clock.advance(61_000);
    const clients = [customer, elsewhere(customer)];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        clients[i % 2]!.post(`/api/Chat/Conversations/${Id}/Messages`, { Body: `Raffica ${i}` }),
      ),
    );
    const accepted = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    const stored = (await customer.get(`/api/Chat/Conversations/${Id}`))
      .json<{ Messages: { Body: string }[] }>()
      .Messages.filter((m) => m.Body.startsWith('Raffica'));
    expect(stored.length).toBeLessThanOrEqual(20);
    expect(stored).toHaveLength(accepted.length);
    // Nothing is lost to the lock: exactly the limit goes through, every other one is told why.
    expect(accepted).toHaveLength(20);
    expect(refused).toHaveLength(10);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_CHAT_RATE');
    }
    expect((await customer.post(`/api/Chat/Conversations/${Id}/Close`)).statusCode).toBe(200);
  });

  it('passes on at most 5 typing notices in 10 seconds per person and conversation', async () => {
    clock.set(timeOf(5));
    const customer = await mario();
    const staff = await operator();
    await comeOnline(staff);
    const { Id } = await start(customer, 'Scrivo, scrivo');
    expect((await staff.post(`/api/Helpdesk/Chat/Conversations/${Id}/Accept`)).statusCode).toBe(200);

    const clients = [customer, elsewhere(customer)];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => clients[i % 2]!.post(`/api/Chat/Conversations/${Id}/Typing`)),
    );
    const sent = answers.filter((res) => res.statusCode === 200);
    expect(sent).toHaveLength(5);
    for (const res of sent) expect(res.json()).toEqual({ Sent: true });
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(7);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_CHAT_RATE');
    }
    // The other side of the same conversation has a count of its own.
    expect((await staff.post(`/api/Chat/Conversations/${Id}/Typing`)).statusCode).toBe(200);
    // The next ten seconds start a new count.
    clock.advance(10_000);
    expect((await customer.post(`/api/Chat/Conversations/${Id}/Typing`)).json()).toEqual({ Sent: true });
    expect((await customer.post(`/api/Chat/Conversations/${Id}/Close`)).statusCode).toBe(200);
  });

  it('opens one conversation of 10 started at once by the same customer, with every first message in it', async () => {
    clock.set(timeOf(6));
    const customer = await mario();
    await comeOnline(await operator());
    const clients = [customer, elsewhere(customer)];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        clients[i % 2]!.post('/api/Chat/Conversations', { Body: `Inizio ${i}` }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(answers.map((res) => res.json<{ Id: number }>().Id));
    expect(ids.size).toBe(1);
    const open = await t.database.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.customerId, await userId('mario.rossi')),
          inArray(chatConversations.state, ['waiting', 'active']),
        ),
      );
    expect(open).toHaveLength(1);
    const [Id] = ids;
    const read = (await customer.get(`/api/Chat/Conversations/${Id}`)).json<{
      Messages: { Body: string }[];
    }>();
    expect(read.Messages.map((m) => m.Body).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Inizio ${i}`).sort(),
    );
    expect((await customer.post(`/api/Chat/Conversations/${Id}/Close`)).statusCode).toBe(200);
  });
});
