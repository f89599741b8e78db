import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import { auditLog } from '../../core/audit-trail.tables';
import { createOutboxWorker, MAX_ATTEMPTS } from '../../core/mail-outbox';
import { mailOutbox } from '../../core/mail-outbox.tables';
import type { MailMessage } from '../../core/mailer';

const app = appWithCallers();
const { who } = app;
const silent = { debug() {}, info() {}, warn() {}, error() {} };

interface Page {
  Total: number;
  PageCount: number;
  Items: { Id: string; To: string; Subject: string; Purpose: string; Attempts: number; LastError: string }[];
}

/** A message the outbox gave up on, queued `daysAgo` days ago. */
async function failed(to: string, subject: string, purpose: string, daysAgo = 0) {
  const [row] = await app.t.database.db
    .insert(mailOutbox)
    .values({
      purpose,
      toAddress: to,
      subject,
      text: 'Il tuo codice segreto è 123456.',
      html: '<p>Il tuo codice segreto è 123456.</p>',
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: `550 5.1.1 <${to}>: mailbox unavailable`,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

const list = (filter: object = {}, by = who.admin) =>
  by.get(`/api/Mail/Failed/Filters/${encodeFilter(filter)}`);
const page = async (filter: object = {}) => {
  const res = await list(filter);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

beforeEach(async () => {
  await app.t.database.db.delete(mailOutbox);
});

describe('undelivered mail in the back office', () => {
  it('lists, searches, filters by purpose and date, sorts and pages; never the body', async () => {
    await failed('anna@example.it', 'Reimposta la password', 'password-reset', 10);
    await failed('bruno@example.it', 'Invito a Sportello', 'invitation:12', 3);
    await failed('carla@example.it', 'Benvenuta', 'welcome', 0);
    // Still being tried: not undelivered (yet).
    await app.t.database.db
      .insert(mailOutbox)
      .values({ purpose: 'ticket', toAddress: 'dario@example.it', subject: 'Ticket', text: '', html: '' });

    const all = await page();
    expect(all.Total).toBe(3);
    expect(all.Items.map((m) => m.To)).toEqual(['carla@example.it', 'bruno@example.it', 'anna@example.it']);
    expect(all.Items[1]).toMatchObject({
      Purpose: 'invitation',
      Attempts: MAX_ATTEMPTS,
      LastError: '550 5.1.1 <bruno@example.it>: mailbox unavailable',
    });
    expect(JSON.stringify(all)).not.toContain('123456');

    expect((await page({ Text: 'BRUNO' })).Items.map((m) => m.To)).toEqual(['bruno@example.it']);
    expect((await page({ Text: 'password' })).Items.map((m) => m.To)).toEqual(['anna@example.it']);
    expect((await page({ Purpose: 'invitation' })).Items.map((m) => m.To)).toEqual(['bruno@example.it']);
    const lastWeek = { From: new Date(Date.now() - 7 * 86_400_000).toISOString() };
    expect((await page(lastWeek)).Items.map((m) => m.To)).toEqual(['carla@example.it', 'bruno@example.it']);
    expect((await page({ Sort: 'To', Desc: false })).Items.map((m) => m.To)[0]).toBe('anna@example.it');
    const second = await page({ Size: 2, Page: 1 });
    expect(second).toMatchObject({ Total: 3, PageCount: 1 });
    expect(second.Items.map((m) => m.To)).toEqual(['anna@example.it']);

    const bad = await list({ From: '2026-02-01T00:00:00Z', To: '2026-01-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).Fields).toEqual([
      expect.objectContaining({ Field: 'filter.To', ErrorMessage: 'ERROR_DATE_RANGE_END_BEFORE_START' }),
    ]);
  });

  it('shows one message with its last error; a message no longer undelivered is not found', async () => {
    const id = await failed('anna@example.it', 'Reimposta la password', 'password-reset');
    const res = await who.admin.get(`/api/Mail/Failed/Detail/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      To: 'anna@example.it',
      Subject: 'Reimposta la password',
      Purpose: 'password-reset',
      Attempts: MAX_ATTEMPTS,
      LastError: '550 5.1.1 <anna@example.it>: mailbox unavailable',
    });
    await app.t.database.db.update(mailOutbox).set({ status: 'sent' });
    expect(errorBody(await who.admin.get(`/api/Mail/Failed/Detail/${id}`)).ErrorMessage).toBe(
      'ERROR_NOT_FOUND',
    );
  });

  it('queues messages again, one or many, audited; the outbox then delivers them', async () => {
    const one = await failed('anna@example.it', 'Reimposta la password', 'password-reset');
    const two = await failed('bruno@example.it', 'Benvenuto', 'welcome');
    const res = await who.admin.post('/api/Mail/Failed/Retry', { Ids: [one, two] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ Queued: 2 });
    expect((await page()).Total).toBe(0);
    expect((await who.admin.get('/api/App/mail/failed')).json()).toEqual([]);
    // Retrying again finds nothing left to retry.
    expect((await who.admin.post('/api/Mail/Failed/Retry', { Ids: [one] })).json()).toEqual({ Queued: 0 });

    const sent: MailMessage[] = [];
    const worker = createOutboxWorker({
      db: app.t.database.db,
      transport: {
        kind: 'files',
        send: async (m) => {
          sent.push(m);
          return { messageId: `<${sent.length}@sportello.test>` };
        },
        close() {},
      },
      log: silent,
      pollMs: 1000,
    });
    expect(await worker.drain()).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(['anna@example.it', 'bruno@example.it']);

    const [entry] = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'mail'), eq(auditLog.objectId, one)));
    expect(entry).toMatchObject({
      actor: 'admin@sportello.demo',
      action: 'update',
      before: expect.objectContaining({ Status: 'failed', Attempts: MAX_ATTEMPTS }),
      after: expect.objectContaining({ Status: 'pending', Attempts: 0 }),
    });
  });

  it('discards messages for good, audited, and the audit log names them', async () => {
    const one = await failed('anna@example.it', 'Reimposta la password', 'password-reset');
    const keep = await failed('bruno@example.it', 'Benvenuto', 'welcome');
    const res = await who.admin.post('/api/Mail/Failed/Discard', { Ids: [one] });
    expect(res.json()).toEqual({ Discarded: 1 });
    expect((await page()).Items.map((m) => m.Id)).toEqual([keep]);
    expect(await app.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, one))).toEqual([]);

    const audit = await who.admin.get(
      `/api/App/Audit/Filters/${encodeFilter({ Resource: 'mail', Action: 'delete' })}`,
    );
    expect(audit.json<{ Items: { ObjectId: string; ObjectLabel: string }[] }>().Items).toEqual([
      expect.objectContaining({ ObjectId: one, ObjectLabel: 'Reimposta la password → anna@example.it' }),
    ]);
  });

  it('exports what the filter finds as CSV', async () => {
    await failed('anna@example.it', 'Reimposta la password', 'password-reset');
    await failed('bruno@example.it', '=HYPERLINK("x")', 'welcome');
    const res = await who.admin.get(
      `/api/Mail/Failed/Export/${encodeFilter({ Purpose: 'welcome' })}?Encoding=65001`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('undelivered-mail.csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Id;CreatedAt;Purpose;To;Subject;Attempts;LastError');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"bruno@example.it";"\'=HYPERLINK(""x"")"');
  });

  it('is the admins’: operators, customers and visitors are refused, and the spec’s call still answers', async () => {
    const id = await failed('anna@example.it', 'Reimposta la password', 'password-reset');
    expect(errorBody(await list({}, who.operator)).ErrorMessage).toBe('ERROR_FORBIDDEN');
    expect(errorBody(await who.operator.post('/api/Mail/Failed/Retry', { Ids: [id] })).ErrorMessage).toBe(
      'ERROR_FORBIDDEN',
    );
    expect((await who.customer.post('/api/Mail/Failed/Discard', { Ids: [id] })).statusCode).toBe(403);
    expect((await list({}, who.anonymous)).statusCode).toBe(401);
    expect((await page()).Total).toBe(1);
    expect((await who.admin.get('/api/App/mail/failed')).json()).toEqual([
      expect.objectContaining({ Id: id, To: 'anna@example.it', Attempts: MAX_ATTEMPTS }),
    ]);
  });
});
