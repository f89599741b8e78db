import { encodeFilter } from '@sportello/contracts/common/filters';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import { AppError } from '../../core/app-error';
import { manualClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { minuteBudget } from './server-errors.capture';
import { sweepServerErrors } from './server-errors.service';
import { serverErrors } from './server-errors.tables';

interface Listed {
  Id: number;
  RequestId: string;
  Method: string;
  Route: string;
  Status: number;
  ErrorKey: string;
  ErrorName: string;
  Message: string;
  UserId: string | null;
  UserName: string | null;
}
interface Page {
  Total: number;
  PageCount: number;
  Items: Listed[];
}

/**
 * Routes that fail as real code fails: inside a transaction that rolls back, with a connection
 * string in the message; and a refusal the server chooses (maintenance), which is no failure.
 */
const fx = appWithCallers({
  extend(app) {
    app.get('/api/Test/Boom/:token', async () =>
      fx.t.database.db.transaction(async (tx) => {
        await tx.insert(serverErrors).values({
          at: new Date(),
          requestId: 'rolled-back-row',
          method: 'GET',
          route: '/',
          status: 500,
          errorKey: 'ERROR_GENERIC',
          errorName: 'Error',
          message: 'rolled back',
          stack: '',
        });
        throw new TypeError('connect to postgres://sportello:hunter2@db.internal/portal refused');
      }),
    );
    app.get('/api/Test/Closed', async () => {
      throw new AppError('ERROR_NOT_ALLOWED_MAINTENANCE');
    });
  },
});
const { who } = fx;

const list = (filter: object = {}, by = who.admin) =>
  by.get(`/api/ServerErrors/Filters/${encodeFilter(filter)}`);
const page = async (filter: object = {}) => {
  const res = await list(filter);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
/** The record is written once the answer has gone: wait for it rather than for a fixed time. */
const recorded = (requestId: string) =>
  vi.waitFor(
    async () => {
      const found = await page({ Text: requestId });
      expect(found.Total).toBe(1);
      return found.Items[0]!;
    },
    { timeout: 5_000 },
  );

beforeEach(async () => {
  await fx.t.database.db.delete(serverErrors);
});

describe('the log of server errors', () => {
  it('answers a failure in the error shape without internals, and an admin finds it by the request id', async () => {
    const res = await who.customer.get('/api/Test/Boom/s3cr3t-token?code=123456');
    expect(res.statusCode).toBe(500);
    const body = errorBody(res);
    expect(body.ErrorMessage).toBe('ERROR_GENERIC');
    expect(res.body).not.toMatch(/hunter2|postgres|TypeError|at |s3cr3t/);
    const requestId = String(res.headers['x-request-id']);
    expect(requestId).not.toBe('');

    const row = await recorded(requestId);
    expect(row).toMatchObject({
      RequestId: requestId,
      Method: 'GET',
      // The pattern: neither the token in the path nor the query.
      Route: '/api/Test/Boom/:token',
      Status: 500,
      ErrorKey: 'ERROR_GENERIC',
      ErrorName: 'TypeError',
      Message: 'connect to postgres://sportello:***@db.internal/portal refused',
      UserName: 'mario.rossi',
    });
    expect(row.UserId).toMatch(/^[0-9a-f-]{36}$/);
    // The failed request's own transaction rolled back; the record did not go with it.
    expect((await page({ Text: 'rolled-back-row' })).Total).toBe(0);

    const detail = await who.admin.get(`/api/ServerErrors/Detail/${row.Id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const stack = detail.json<{ Stack: string }>().Stack;
    expect(stack).toMatch(/^at /);
    expect(stack).not.toContain('hunter2');
    expect((await who.admin.get('/api/ServerErrors/Detail/999999')).statusCode).toBe(404);
  });

  it('keeps no refusal: maintenance, a missing page, a bad request', async () => {
    expect((await who.anonymous.get('/api/Test/Closed')).statusCode).toBe(503);
    expect((await who.anonymous.get('/api/No/Such/Call')).statusCode).toBe(404);
    expect((await who.admin.get('/api/ServerErrors/Filters/not-a-filter')).statusCode).toBe(400);
    const failed = await who.anonymous.get('/api/Test/Boom/x');
    await recorded(String(failed.headers['x-request-id']));
    // Only the failure is there, with no user (nobody signed in).
    const all = await page();
    expect(all.Items.map((e) => [e.Route, e.UserId])).toEqual([['/api/Test/Boom/:token', null]]);
  });

  it('filters by status and day, sorts and exports; only admins read it', async () => {
    const db = fx.t.database.db;
    const row = (requestId: string, status: number, at: Date, message: string) => ({
      at,
      requestId,
      method: 'POST',
      route: '/api/Company/Save',
      status,
      errorKey: status === 503 ? 'ERROR_SERVICE_UNAVAILABLE' : 'ERROR_GENERIC',
      errorName: 'Error',
      message,
      stack: 'at save (companies.service.ts:10:5)',
    });
    await db
      .insert(serverErrors)
      .values([
        row('req-old-500', 500, new Date('2026-11-20T10:00:00Z'), 'null value in column'),
        row('req-new-503', 503, new Date('2026-11-27T10:00:00Z'), 'Connection terminated'),
        row('req-new-500', 500, new Date('2026-11-27T11:00:00Z'), '=cmd|calc'),
      ]);

    expect((await page()).Items.map((e) => e.RequestId)).toEqual([
      'req-new-500',
      'req-new-503',
      'req-old-500',
    ]);
    expect((await page({ Status: 503 })).Items.map((e) => e.RequestId)).toEqual(['req-new-503']);
    expect((await page({ Text: 'TERMINATED' })).Items.map((e) => e.RequestId)).toEqual(['req-new-503']);
    const day = { From: '2026-11-27T00:00:00.000Z', To: '2026-11-28T00:00:00.000Z' };
    expect((await page({ ...day, Sort: 'At', Desc: false })).Items.map((e) => e.RequestId)).toEqual([
      'req-new-503',
      'req-new-500',
    ]);
    const paged = await page({ Size: 2, Page: 1 });
    expect(paged).toMatchObject({ Total: 3, PageCount: 1 });

    const csv = await who.admin.get(
      `/api/ServerErrors/Export/${encodeFilter({ Status: 500 })}?Encoding=65001`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('server-errors.csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('At;RequestId;Method;Route;Status;ErrorKey;ErrorName;Message;UserName');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"req-new-500"');
    expect(lines[1]).toContain('"\'=cmd|calc"');
    expect(csv.body).not.toContain('companies.service.ts');

    for (const by of [who.operator, who.customer]) {
      expect(errorBody(await list({}, by)).ErrorMessage).toBe('ERROR_FORBIDDEN');
      const [first] = await db.select({ id: serverErrors.id }).from(serverErrors).limit(1);
      expect((await by.get(`/api/ServerErrors/Detail/${first!.id}`)).statusCode).toBe(403);
      expect((await by.get(`/api/ServerErrors/Export/${encodeFilter({})}`)).statusCode).toBe(403);
    }
    expect((await list({}, who.anonymous)).statusCode).toBe(401);
  });

  it('sweeps failures older than the retention', async () => {
    const db = fx.t.database.db;
    const now = new Date('2026-11-28T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const values = (requestId: string, when: Date) => ({
      at: when,
      requestId,
      method: 'GET',
      route: '/api/x',
      status: 500,
      errorKey: 'ERROR_GENERIC',
      errorName: 'Error',
      message: 'x',
      stack: '',
    });
    await db.insert(serverErrors).values([values('old', at(31)), values('recent', at(29))]);
    const silent = { debug() {}, info() {}, warn() {}, error() {} };
    const ctx = systemContext({ tx: db, log: silent, clock: manualClock(now) });
    expect(await sweepServerErrors(ctx, 30)).toBe(1);
    const kept = await db.select({ requestId: serverErrors.requestId }).from(serverErrors);
    expect(kept.map((r) => r.requestId)).toEqual(['recent']);
    expect(await sweepServerErrors(ctx, 30)).toBe(0);
    await db.delete(serverErrors).where(eq(serverErrors.requestId, 'recent'));
  });

  it('records at most the cap a minute on a process, and counts what it skipped', () => {
    const budget = minuteBudget(2);
    const t0 = 1_000_000;
    expect([budget.take(t0), budget.take(t0 + 1), budget.take(t0 + 2), budget.take(t0 + 3)]).toEqual([
      { ok: true, skippedBefore: 0 },
      { ok: true, skippedBefore: 0 },
      { ok: false, skippedBefore: 0 },
      { ok: false, skippedBefore: 0 },
    ]);
    expect(budget.take(t0 + 60_000)).toEqual({ ok: true, skippedBefore: 2 });
  });
});
