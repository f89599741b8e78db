import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithCallers, createCommunication } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { manualClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { createOutboxWorker } from '../../core/mail-outbox';
import { createMailTransport } from '../../core/mailer';
import { cachedSettings, settingsFromEnvironment } from '../../core/portal-settings';
import { createSmsTransport } from '../../core/sms';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { dispatchCommunications } from './communications-dispatch';

const PUBLIC_URL = 'https://portale.example.it';
const clock = manualClock(new Date('2026-12-01T09:00:00Z'));
const app = appWithCallers({ env: { PUBLIC_URL }, clock });
const { who } = app;
const db = () => app.t.database.db;
const settings = cachedSettings(async () => settingsFromEnvironment(loadConfig({})));
const dispatch = (smsAvailable = true) =>
  dispatchCommunications(systemContext({ tx: db(), log: app.t.app.log, clock, settings }), {
    publicUrl: PUBLIC_URL,
    smsAvailable,
  });

/** An SMS/e-mail communication for Rossi Impianti's company type (1), published unless told otherwise. */
const smsEmail = (extra: Record<string, unknown> = {}) =>
  createCommunication(who.operator, {
    Type: 18,
    Title: 'Manutenzione sabato',
    Summary: 'Il servizio sarà sospeso dalle 8 alle 12.',
    Body: '<p>Durante la manutenzione <strong>non</strong> si inviano fatture.<script>alert(1)</script></p>',
    TitleEn: 'Maintenance on Saturday',
    SummaryEn: 'The service stops from 8 to 12.',
    BodyEn: '<p>No invoices can be sent meanwhile.</p>',
    Details: { SmsText: 'Sportello: manutenzione sabato 8-12.' },
    ...extra,
  });

/** The outbox rows of one communication, through its deliveries. */
async function outboxOf(id: number) {
  const rows = await db().execute(
    `select o.channel, o.to_address as "to", o.subject, o.text, o.html, o.status, o.message_id as "messageId"
       from communication_deliveries d join mail_outbox o on o.id = d.outbox_id
      where d.communication_id = ${Number(id)} order by o.to_address`,
  );
  return (rows as unknown as { rows: Record<string, string>[] }).rows;
}

/** The enabled users of the customers' companies of type 1, with their addresses: whom it addresses. */
async function typeOnePeople() {
  return db()
    .select({ email: users.email, mobile: users.mobilePhone, userName: users.userName })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(companies.companyType, 1),
        eq(companies.isVendor, false),
        eq(users.enabled, true),
        inArray(users.role, ['user', 'company_admin']),
      ),
    );
}

beforeAll(async () => {
  // Two of Rossi Impianti's people have a mobile number (one written the Italian way, without +39).
  await db().update(users).set({ mobilePhone: '333 123 4567' }).where(eq(users.userName, 'mario.rossi'));
  await db().update(users).set({ mobilePhone: '+39 347 7654321' }).where(eq(users.userName, 'lucia.bianchi'));
  await db().update(users).set({ languageId: 2 }).where(eq(users.userName, 'lucia.bianchi'));
  // A second account of Mario's, same address and number: one mail and one SMS between them.
  const [mario] = await db().select().from(users).where(eq(users.userName, 'mario.rossi'));
  await db()
    .insert(users)
    .values({ ...mario!, id: undefined, userName: 'mario.rossi.bis', role: 'user' });
});

describe('publishing an SMS/e-mail communication sends it once', () => {
  it('mails each person it addresses in their language, and texts those with a mobile number', async () => {
    const { Id } = await smsEmail();
    expect(await dispatch()).toBeGreaterThan(0);
    const sent = await outboxOf(Id);
    const people = await typeOnePeople();
    const mails = sent.filter((m) => m.channel === 'email');
    expect(mails.map((m) => m.to).sort()).toEqual(
      [...new Set(people.map((p) => p.email).filter(Boolean))].sort(),
    );
    expect(mails.map((m) => m.to)).not.toContain('giulia.neri@example.it');

    const mario = mails.find((m) => m.to === people.find((p) => p.userName === 'mario.rossi')?.email);
    expect(mario?.subject).toBe('Manutenzione sabato');
    expect(mario?.html).toContain('<strong>non</strong> si inviano fatture.');
    expect(mario?.html).not.toContain('<script');
    expect(mario?.html).toContain(`${PUBLIC_URL}/news/${Id}`);
    expect(mario?.text).toContain('Durante la manutenzione non si inviano fatture.');
    expect(mario?.messageId).toMatch(new RegExp(`^<communication-${Id}-[0-9a-f-]+@portale\\.example\\.it>$`));
    const lucia = mails.find((m) => m.to === people.find((p) => p.userName === 'lucia.bianchi')?.email);
    expect(lucia?.subject).toBe('Maintenance on Saturday');
    expect(lucia?.html).toContain('No invoices can be sent meanwhile.');

    const texts = sent.filter((m) => m.channel === 'sms');
    expect(texts.map((m) => m.to).sort()).toEqual(['+393331234567', '+393477654321']);
    expect(texts.every((m) => m.text === 'Sportello: manutenzione sabato 8-12.')).toBe(true);
  });

  it('sends nothing more however often the senders look, side by side, or the operator saves it again', async () => {
    const created = await smsEmail();
    const [a, b] = await Promise.all([dispatch(), dispatch()]);
    expect(Math.min(a, b)).toBe(0);
    const first = await outboxOf(created.Id);
    expect(first.length).toBe(Math.max(a, b));
    const again = await who.operator.post('/api/Communication/Save', {
      ...created,
      Title: 'Manutenzione sabato (aggiornata)',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await dispatch()).toBe(0);
    expect((await outboxOf(created.Id)).length).toBe(first.length);
  });

  it('waits for a draft to be published and for its publication date', async () => {
    const draft = await smsEmail({ Status: 'draft' });
    const later = await smsEmail({ PublishFrom: new Date(clock.now().getTime() + 5 * 60_000).toISOString() });
    await dispatch();
    expect(await outboxOf(draft.Id)).toEqual([]);
    expect(await outboxOf(later.Id)).toEqual([]);
    clock.advance(6 * 60_000);
    await dispatch();
    expect((await outboxOf(later.Id)).length).toBeGreaterThan(0);
    expect(await outboxOf(draft.Id)).toEqual([]);
  });

  it('sends no text message without an SMS provider, nor any of other types', async () => {
    const mailOnly = await smsEmail();
    const news = await createCommunication(who.operator, { Type: 14 });
    await dispatch(false);
    const sent = await outboxOf(mailOnly.Id);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((m) => m.channel === 'email')).toBe(true);
    expect(await outboxOf(news.Id)).toEqual([]);
  });

  it('refuses an SMS text over two messages next to its field', async () => {
    const res = await who.operator.post('/api/Communication/Save', {
      Type: 18,
      Title: 'Troppo lungo',
      Status: 'draft',
      Details: { SmsText: 'x'.repeat(321) },
    });
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Fields).toEqual([
      expect.objectContaining({ Field: 'Details.SmsText', ErrorMessage: 'ERROR_FIELD_TOO_LONG 320' }),
    ]);
  });
});

describe('what it sent, in the back office', () => {
  it('counts each channel by the outbox: the development SMS provider writes to the dev mailbox', async () => {
    const { Id } = await smsEmail();
    const before = await who.operator.get(`/api/Communication/Delivery/${Id}`);
    expect(before.json()).toEqual({
      DispatchedAt: null,
      Email: { Total: 0, Sent: 0, Failed: 0 },
      Sms: { Total: 0, Sent: 0, Failed: 0 },
      SmsAvailable: true,
    });
    await dispatch();
    const mailDir = mkdtempSync(join(tmpdir(), 'communication-mail-'));
    const transport = createMailTransport({ from: 'Sportello <no-reply@sportello.example>', mailDir, clock });
    const sms = createSmsTransport({ from: 'Sportello', mail: transport, production: false });
    const worker = createOutboxWorker({ db: db(), transport, sms, log: app.t.app.log, pollMs: 0 });
    while ((await worker.drain()) > 0);

    const delivery = (await who.operator2.get(`/api/Communication/Delivery/${Id}`)).json<{
      DispatchedAt: string;
      Email: { Total: number; Sent: number };
      Sms: { Total: number; Sent: number };
    }>();
    expect(delivery.DispatchedAt).toBe(clock.now().toISOString());
    expect(delivery.Email.Sent).toBe(delivery.Email.Total);
    expect(delivery.Email.Total).toBe(
      new Set((await typeOnePeople()).map((p) => p.email).filter(Boolean)).size,
    );
    expect(delivery.Sms).toEqual({ Total: 2, Sent: 2, Failed: 0 });

    const files = readdirSync(mailDir);
    const text = files.find((f) => f.endsWith('393331234567@sms.invalid.eml'));
    expect(text).toBeDefined();
    const parsed = await simpleParser(readFileSync(join(mailDir, text as string)));
    expect(parsed.subject).toBe('SMS +393331234567 (Sportello)');
    expect(parsed.text?.trim()).toBe('Sportello: manutenzione sabato 8-12.');
  });

  it('is not shown to customers', async () => {
    const { Id } = await smsEmail({ Status: 'draft' });
    expect((await who.customer.get(`/api/Communication/Delivery/${Id}`)).statusCode).toBe(403);
  });
});
