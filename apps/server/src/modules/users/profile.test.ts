import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { systemClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { getProfile } from './profile.service';
import { users } from './users.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lucia = () => signedIn(t.app, 'lucia.bianchi', '12345678903');

const DETAILS = {
  FirstName: ' Lucia ',
  LastName: 'Bianchi',
  PhoneNumber: '051 1234567',
  MobilePhone: '',
  Language: { Id: 2 },
  Availability: { From: { TimeValue: 9 }, To: { TimeValue: 13 } },
  BirthDate: '1984-02-29',
};

const rowOf = async (userName: string) =>
  (await t.database.db.select().from(users).where(eq(users.userName, userName)))[0];

describe('own details (GET/POST /api/User/profile)', () => {
  it("answers the caller's own details, with no birth date by default", async () => {
    const res = await (await lucia()).get('/api/User/profile');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      UserName: 'lucia.bianchi',
      FirstName: 'Lucia',
      BirthDate: null,
      Language: { Id: 1 },
    });
  });

  it('saves names, phones, language, availability and birth date; audits the change; the session speaks the new language', async () => {
    const client = await lucia();
    const res = await client.post('/api/User/profile', DETAILS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      FirstName: 'Lucia',
      PhoneNumber: '051 1234567',
      Language: { Id: 2 },
      Availability: { From: { TimeValue: 9 }, To: { TimeValue: 13 } },
      BirthDate: '1984-02-29',
    });
    const row = await rowOf('lucia.bianchi');
    expect(row).toMatchObject({
      availabilityFrom: 9,
      availabilityTo: 13,
      languageId: 2,
      birthDate: '1984-02-29',
    });
    expect((await client.get('/api/Auth/session')).json().Language).toEqual({ Id: 2 });

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.objectId, row?.id ?? '')));
    expect(entries.at(-1)).toMatchObject({
      actor: 'lucia.bianchi',
      action: 'update',
      after: expect.objectContaining({ BirthDate: '1984-02-29', Language: { Id: 2 } }),
    });

    // The same details again change nothing and add no entry.
    await client.post('/api/User/profile', DETAILS);
    const again = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, row?.id ?? ''));
    expect(again).toHaveLength(entries.length);
  });

  it("takes .NET's year-1 default as no birth date (spec §3, §9)", async () => {
    const res = await (await lucia()).post('/api/User/profile', { ...DETAILS, BirthDate: '0001-01-01' });
    expect(res.json().BirthDate).toBeNull();
  });

  it('answers each broken rule on its field and changes nothing', async () => {
    const client = await lucia();
    const before = await rowOf('lucia.bianchi');
    const res = await client.post('/api/User/profile', {
      ...DETAILS,
      FirstName: '',
      MobilePhone: 'abc',
      Availability: { From: { TimeValue: 14 }, To: { TimeValue: 9 } },
      BirthDate: '2001-02-29',
    });
    expect(res.statusCode).toBe(400);
    expect(
      errorBody(res)
        .Fields?.map((f) => `${f.Field} ${f.ErrorMessage}`)
        .sort(),
    ).toEqual([
      'Availability ERROR_AVAILABILITY_INVALID',
      'BirthDate ERROR_DATE_INVALID',
      'FirstName ERROR_FIELD_REQUIRED',
      'MobilePhone ERROR_BAD_PHONE',
    ]);
    expect(await rowOf('lucia.bianchi')).toEqual(before);
  });

  it('keeps a birth date between 01/01/1900 and today, naming the limits', async () => {
    const future = await (await lucia()).post('/api/User/profile', { ...DETAILS, BirthDate: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    const body = errorBody(future);
    expect(body.Fields?.[0]).toMatchObject({ Field: 'BirthDate' });
    expect(body.ErrorMessage).toMatch(/^ERROR_DATE_OUT_OF_RANGE 01\/01\/1900 – \d{2}\/\d{2}\/\d{4}$/);
    const old = await (await lucia()).post('/api/User/profile', { ...DETAILS, BirthDate: '1899-12-31' });
    expect(errorBody(old).ErrorMessage).toMatch(/^ERROR_DATE_OUT_OF_RANGE/);
  });

  it('says ERROR_USERGETDATA when the signed-in user can no longer be read', async () => {
    // A session outliving its user (e.g. removed by hand in the database).
    const log = { debug() {}, info() {}, warn() {}, error() {} };
    const ctx = {
      ...systemContext({ tx: t.database.db, log, clock: systemClock }),
      actor: {
        kind: 'customer' as const,
        role: 'user' as const,
        userId: '00000000-0000-4000-8000-000000000000',
        userName: 'gone',
        companyId: 1,
        parentCode: null,
        languageId: 1,
        mustChangePassword: false,
        secondFactorAt: null,
      },
    };
    await expect(getProfile(ctx)).rejects.toMatchObject({ key: 'ERROR_USERGETDATA' });
  });
});
