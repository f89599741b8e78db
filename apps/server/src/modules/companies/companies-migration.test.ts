import { vatControlDigit } from '@sportello/contracts/rules/vat-code';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn, signIn, TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { manualClock } from '../../core/clock';
import { users } from '../users/users.tables';
import { companies } from './companies.tables';

// Migration to the customer hub from a day on, towards an address (decision 042), on a clock the
// tests move: the day is the portal's (PORTAL_TIME_ZONE, Rome), so 22:30 UTC on 10 June is already 11 June.

const clock = manualClock(new Date('2026-06-10T08:00:00Z'));
let t: TestApp;
let admin: TestClient;

/** A valid Italian VAT code from ten digits (its check digit computed). */
const vat = (first10: string) => `${first10}${vatControlDigit(first10)}`;
let serial = 0;

/** A company of its own with one user (giulia.neri's password), so that tests never share people. */
async function companyWithUser(): Promise<{ id: number; userName: string }> {
  const code = vat(`77${String(++serial).padStart(8, '0')}`);
  const saved = await admin.post('/api/Company/Save', {
    VatCode: code,
    FiscalCode: code,
    Name: `Hub ${code}`,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const id = saved.json<{ Id: number }>().Id;
  const [giulia] = await t.database.db.select().from(users).where(eq(users.userName, 'giulia.neri'));
  const userName = `hub.${code}`;
  await t.database.db.insert(users).values({
    userName,
    email: `${userName}@example.it`,
    firstName: 'Ada',
    lastName: 'Hub',
    companyId: id,
    passwordHash: giulia!.passwordHash,
  });
  return { id, userName };
}

const migrate = (body: Record<string, unknown>) => admin.post('/api/Company/Migration', body);
const detail = async (id: number) =>
  (await admin.get(`/api/Company/Filters/Detail/${id}`)).json<Record<string, unknown>>();
const signInAs = (userName: string) => signIn(new TestClient(t.app), userName);
/** The previous release's flag, kept in step for its processes during an upgrade. */
const oldFlag = async (id: number) =>
  (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0]?.migrated;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(new Date('2026-06-10T08:00:00Z'));
  // Sessions last 30 idle minutes: after a test moved the clock by days, the admin signs in again.
  admin = await signedIn(t.app, 'admin@sportello.demo');
});

describe('company migration with a day and a hub address', () => {
  it("sends the company's users to its own hub from today, audited; the undo clears both", async () => {
    const company = await companyWithUser();
    const session = await signedIn(t.app, company.userName);
    const res = await migrate({
      Ids: [company.id],
      Migrated: true,
      MigratedOn: '2026-06-10',
      MigrationUrl: ' https://hub.example.it/azienda?da=portale ',
    });
    expect(res.json()).toEqual({ Updated: 1 });
    // Today: the people signed in are signed out now.
    expect((await session.get('/api/Auth/session')).statusCode).toBe(401);
    expect(await detail(company.id)).toMatchObject({
      Migrated: true,
      MigratedOn: '2026-06-10',
      MigrationUrl: 'https://hub.example.it/azienda?da=portale',
    });

    // The address rides as the keyword's detail; the sentence does not repeat it.
    const refused = errorBody(await signInAs(company.userName));
    expect(refused).toMatchObject({
      ErrorCode: 202,
      ErrorMessage: 'ERROR_LOGIN_MIGRATE https://hub.example.it/azienda?da=portale',
    });
    expect(refused.Message).not.toContain('https://');
    expect(await oldFlag(company.id)).toBe(true);

    expect((await migrate({ Ids: [company.id], Migrated: false })).json()).toEqual({ Updated: 1 });
    expect(await detail(company.id)).toMatchObject({ Migrated: false, MigratedOn: null, MigrationUrl: null });
    expect(await oldFlag(company.id)).toBe(false);
    expect((await signInAs(company.userName)).statusCode).toBe(200);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'companies'), eq(auditLog.objectId, String(company.id))));
    expect(entries.slice(-2)).toMatchObject([
      {
        actor: 'admin@sportello.demo',
        before: { Migrated: false, MigratedOn: null, MigrationUrl: null },
        after: {
          Migrated: true,
          MigratedOn: '2026-06-10',
          MigrationUrl: 'https://hub.example.it/azienda?da=portale',
        },
      },
      {
        before: { MigratedOn: '2026-06-10' },
        after: { Migrated: false, MigratedOn: null, MigrationUrl: null },
      },
    ]);
  });

  it('without an address, sends them to the configured hub; without a day, from today', async () => {
    const company = await companyWithUser();
    expect((await migrate({ Ids: [company.id], Migrated: true, MigrationUrl: '' })).statusCode).toBe(200);
    expect(await detail(company.id)).toMatchObject({ MigratedOn: '2026-06-10', MigrationUrl: null });
    expect(errorBody(await signInAs(company.userName)).ErrorMessage).toBe('ERROR_LOGIN_MIGRATE');
  });

  it('a future day lets its users in until then, and keeps their sessions', async () => {
    const company = await companyWithUser();
    const session = await signedIn(t.app, company.userName);
    await migrate({ Ids: [company.id], Migrated: true, MigratedOn: '2026-06-11' });
    expect((await session.get('/api/Auth/session')).statusCode).toBe(200);
    expect((await signInAs(company.userName)).statusCode).toBe(200);
    // Half past midnight in Rome on the 11th, still the 10th in UTC: the migration is in force.
    clock.set(new Date('2026-06-10T22:30:00Z'));
    expect(errorBody(await signInAs(company.userName)).ErrorMessage).toBe('ERROR_LOGIN_MIGRATE');
  });

  it('refuses a past day, one beyond two years, a plain-http address or one with a password, at their fields', async () => {
    const company = await companyWithUser();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ MigratedOn: '2026-06-09' }, 'MigratedOn', 'ERROR_MIGRATION_DATE'],
      [{ MigratedOn: '2028-06-11' }, 'MigratedOn', 'ERROR_MIGRATION_DATE'],
      [{ MigratedOn: '2026-02-30' }, 'MigratedOn', 'ERROR_DATE_INVALID'],
      [{ MigrationUrl: 'http://hub.example.it/' }, 'MigrationUrl', 'ERROR_MIGRATION_URL'],
      [{ MigrationUrl: 'https://capo:segreta@hub.example.it/' }, 'MigrationUrl', 'ERROR_MIGRATION_URL'],
      [{ MigrationUrl: 'javascript:alert(1)' }, 'MigrationUrl', 'ERROR_MIGRATION_URL'],
    ];
    for (const [extra, field, key] of cases) {
      const res = await migrate({ Ids: [company.id], Migrated: true, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(errorBody(res).Fields).toEqual([expect.objectContaining({ Field: field, ErrorMessage: key })]);
    }
    // The last day of the horizon is fine; nothing of the refusals was written.
    expect(await detail(company.id)).toMatchObject({ Migrated: false });
    expect((await migrate({ Ids: [company.id], Migrated: true, MigratedOn: '2028-06-10' })).statusCode).toBe(
      200,
    );
  });

  it('moves a migration in force to a later day: its users are back until then', async () => {
    const company = await companyWithUser();
    await migrate({ Ids: [company.id], Migrated: true });
    expect(errorBody(await signInAs(company.userName)).ErrorMessage).toBe('ERROR_LOGIN_MIGRATE');
    await migrate({ Ids: [company.id], Migrated: true, MigratedOn: '2026-07-01' });
    expect((await signInAs(company.userName)).statusCode).toBe(200);
  });

  it('migrates what a filter finds with the same day and address, leaving the vendor’s own company', async () => {
    const first = await companyWithUser();
    const second = await companyWithUser();
    const res = await migrate({
      Filter: { Text: 'Hub 77' },
      Migrated: true,
      MigratedOn: '2026-06-20',
      MigrationUrl: 'https://hub.example.it/',
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const { id } of [first, second])
      expect(await detail(id)).toMatchObject({
        MigratedOn: '2026-06-20',
        MigrationUrl: 'https://hub.example.it/',
      });
    const vendorByFilter = await migrate({
      Filter: { Text: '01234567897' },
      Migrated: true,
      MigratedOn: '2026-06-20',
    });
    expect(vendorByFilter.json()).toEqual({ Updated: 0 });
  });
});
