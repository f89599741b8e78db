import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assignRole } from '../../test/communications-fixtures';
import { smtpCatcher } from '../../test/smtp-catcher';
import { createTestApp } from '../../test/test-app';
import { signIn, TestClient } from '../../test/test-client';
import { openTestDatabase } from '../../test/test-database';
import { addDemotedAdmin } from '../../test/vendor-staff';
import { type Clock, manualClock, systemClock } from './clock';
import { systemContext } from './context';
import type { Database, Tx } from './database';
import {
  createOutboxWorker,
  enqueueMail,
  MAX_ATTEMPTS,
  type MailPurpose,
  recentMailCount,
} from './mail-outbox';
import { mailOutbox } from './mail-outbox.tables';
import { createMailTransport } from './mailer';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
let database: Database;
let drop: () => Promise<void>;
const smtp = smtpCatcher();

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate(new URL('../db/migrations', import.meta.url).pathname);
  await smtp.start();
});
afterAll(async () => {
  await smtp.stop().catch(() => {});
  await database.close();
  await drop();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  smtp.received.length = 0;
});

/** Queues a message as a service would, in `tx`, dated by `clock`. */
const queue = (
  tx: Tx,
  m: ReturnType<typeof message>,
  purpose: MailPurpose = 'ticket',
  clock: Clock = systemClock,
) => enqueueMail(systemContext({ tx, log: silent, clock }), purpose, m);

const message = (n: number) => ({
  to: `cliente${n}@example.it`,
  subject: `Codice di attivazione n. ${n}`,
  text: `Il tuo codice è ${n}. Perché àèìòù funzionino.`,
  html: `<p>Il tuo codice è <b>${n}</b>.</p>`,
});

function worker() {
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Sportello <no-reply@sportello.example>',
    mailDir: '',
    clock: systemClock,
  });
  return createOutboxWorker({ db: database.db, transport, log: silent, pollMs: 1000 });
}

describe('mail outbox', () => {
  it('sends a message queued in a committed transaction, marked sent only after the server accepted it', async () => {
    await database.db.transaction(async (tx) => queue(tx, message(1)));
    expect(await worker().drain()).toBe(1);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row?.messageId).toBeTruthy();
    expect(smtp.received).toEqual([
      {
        to: 'cliente1@example.it',
        subject: 'Codice di attivazione n. 1',
        text: 'Il tuo codice è 1. Perché àèìòù funzionino.',
        // The one the mail server got: a copy sent again after a crash would carry the same.
        messageId: row?.messageId,
      },
    ]);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queue(tx, message(2));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow();
    expect(await worker().drain()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('loses nothing while the SMTP server is down, and delivers each message exactly once after', async () => {
    const port = smtp.port;
    await smtp.stop();
    for (let n = 1; n <= 5; n++) await queue(database.db, message(n));
    const w = worker();
    expect(await w.drain()).toBe(0);
    const waiting = await database.db.select().from(mailOutbox);
    expect(waiting.every((r) => r.status === 'pending' && r.attempts === 1 && r.lastError)).toBe(true);
    expect(waiting.every((r) => r.nextAttemptAt.getTime() > Date.now())).toBe(true);

    await smtp.start(port);
    // Not due yet: backoff is respected.
    expect(await w.drain()).toBe(0);
    await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    // Two workers racing (two server processes) still send each message once.
    const [a, b] = await Promise.all([w.drain(), worker().drain()]);
    expect(a + b).toBe(5);
    expect(await w.drain()).toBe(0);
    expect(smtp.received.map((m) => m.to).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `cliente${n}@example.it`),
    );
  });

  it('marks a message failed after the last attempt, for admins to see', async () => {
    await queue(database.db, message(9));
    await database.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    const broken = createOutboxWorker({
      db: database.db,
      transport: createMailTransport({
        smtpUrl: 'smtp://127.0.0.1:9',
        from: 'x@example.it',
        mailDir: '',
        clock: systemClock,
      }),
      log: silent,
      pollMs: 1000,
    });
    await broken.drain();
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'cliente9@example.it'));
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('takes back a message whose sender died mid-send once its lease ran out', async () => {
    await queue(database.db, message(7));
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', leaseUntil: sql`now() - interval '1 second'` });
    expect(await worker().drain()).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual(['cliente7@example.it']);
  });
});

describe('per-recipient limits', () => {
  it('count the messages of the given purposes to an address, in any case, since a time on the clock', async () => {
    const clock = manualClock(new Date('2026-03-02T09:00:00Z'));
    const ctx = systemContext({ tx: database.db, log: silent, clock });
    const count = (purposes: MailPurpose[], address = 'Cliente1@Example.it') =>
      recentMailCount(ctx, { address, purposes, withinSeconds: 15 * 60 });
    await queue(database.db, message(1), 'password-reset', clock);
    clock.advance(10 * 60_000);
    await queue(database.db, message(1), 'user-names', clock);
    await queue(database.db, message(1), 'ticket', clock);
    await queue(database.db, message(2), 'password-reset', clock);
    expect(await count(['password-reset'])).toBe(1);
    expect(await count(['password-reset', 'user-names'])).toBe(2);
    expect(await count(['support-request'])).toBe(0);
    expect(await count([])).toBe(0);
    // The window is the context's clock, not the database's: 6 minutes on, the first has left it.
    clock.advance(6 * 60_000);
    expect(await count(['password-reset', 'user-names'])).toBe(1);
    // Whatever the subject says.
    await database.db.update(mailOutbox).set({ subject: 'Reworded' });
    expect(await count(['password-reset', 'user-names'])).toBe(1);
  });
});

describe('development mailbox', () => {
  it('writes each message as an .eml file when no SMTP server is configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sportello-mail-'));
    await queue(database.db, message(3));
    const files = createMailTransport({
      from: 'Sportello <no-reply@sportello.example>',
      mailDir: dir,
      clock: systemClock,
    });
    expect(
      await createOutboxWorker({ db: database.db, transport: files, log: silent, pollMs: 1000 }).drain(),
    ).toBe(1);
    const [file] = readdirSync(dir);
    const parsed = await simpleParser(readFileSync(join(dir, file!)));
    expect(parsed.subject).toBe('Codice di attivazione n. 3');
    expect(parsed.text).toContain('Il tuo codice è 3.');
  });
});

describe('failed mail for admins', () => {
  it('lists undeliverable messages to admins only', async () => {
    const t = await createTestApp();
    await queue(t.database.db, message(5));
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: '550 mailbox unavailable' });
    const admin = new TestClient(t.app);
    await signIn(admin, 'admin@sportello.demo');
    const res = await admin.get('/api/App/mail/failed');
    expect(res.json()).toEqual([
      expect.objectContaining({
        To: 'cliente5@example.it',
        Attempts: MAX_ATTEMPTS,
        LastError: '550 mailbox unavailable',
      }),
    ]);
    const operator = new TestClient(t.app);
    await signIn(operator, 'operatore@sportello.demo');
    expect((await operator.get('/api/App/mail/failed')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/App/mail/failed')).statusCode).toBe(401);
    // Admins of the back office, by back-office role: an admin demoted to viewer is not one, an
    // operator given the admin role is.
    const demoted = new TestClient(t.app);
    await signIn(demoted, (await addDemotedAdmin(t)).userName);
    expect((await demoted.get('/api/App/mail/failed')).statusCode).toBe(403);
    await assignRole(admin, 'operatore@sportello.demo', 'admin');
    expect((await operator.get('/api/App/mail/failed')).statusCode).toBe(200);
    await t.close();
  });
});
