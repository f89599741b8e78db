import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signIn, TestClient } from '../../../test/test-client';
import { loadConfig } from '../../config';
import { auditLog } from '../../core/audit-trail.tables';
import { systemClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { settingsFromEnvironment } from '../../core/portal-settings';
import { databaseSettings } from '../settings/settings.service';
import { users } from '../users/users.tables';
import { createFirstAdmin, type FirstAdminInput } from './first-admin.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portale.example.it' } });
});
afterAll(() => t.close());

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const SETTINGS = { publicUrl: 'https://portale.example.it' };
const create = (input: Partial<FirstAdminInput>) =>
  createFirstAdmin(
    systemContext({
      tx: t.database.db,
      log: silent,
      clock: systemClock,
      settings: databaseSettings(t.database.db, settingsFromEnvironment(loadConfig()), silent),
    }),
    { email: 'Chiara.Capo@Vendor.example', firstName: 'Chiara', lastName: 'Capo', languageId: 1, ...input },
    SETTINGS,
  );
const NEW_PASSWORD = 'Amministra#2026';
const setPassword = (Code: string) =>
  new TestClient(t.app).post('/api/Auth/resetpassword', {
    UserName: 'chiara.capo@vendor.example',
    Code,
    Password: NEW_PASSWORD,
    Password2: NEW_PASSWORD,
  });

describe('the first back-office admin (npm run admin -- create)', () => {
  it('creates an admin without a password, who chooses one with the code and then runs the back office', async () => {
    const created = await create({});
    expect(created).toMatchObject({
      outcome: 'created',
      userName: 'chiara.capo@vendor.example',
      link: 'https://portale.example.it/reset-password?user=chiara.capo%40vendor.example&lg=1',
    });
    expect(created.code).toMatch(/^\d{8}$/);
    // The same code is e-mailed, in the admin's language.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'chiara.capo@vendor.example'))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toBe('Sportello: il tuo accesso di amministratore');
    expect(mail?.text).toContain(created.code);
    expect(mail?.text).toContain(created.link);
    // Before the password is chosen, nobody signs in as the admin.
    expect((await signIn(new TestClient(t.app), 'chiara.capo@vendor.example', NEW_PASSWORD)).statusCode).toBe(
      400,
    );

    expect((await setPassword(created.code!)).json()).toEqual({ Done: true });
    const admin = new TestClient(t.app);
    expect((await signIn(admin, 'chiara.capo@vendor.example', NEW_PASSWORD)).statusCode).toBe(200);
    const permissions = (await admin.get('/api/App/BackOffice/Permissions')).json();
    expect(permissions.Role).toBe('admin');
    // Recorded in the audit log, by the system, with no secret in it.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.action, 'create')));
    expect(entry).toMatchObject({ actor: 'system', before: null });
    expect(entry?.after).toMatchObject({ UserName: 'chiara.capo@vendor.example', Role: 'admin' });
    expect(JSON.stringify(entry?.after)).not.toMatch(/password|code/i);
  });

  it('running it again leaves an admin with a password alone', async () => {
    const again = await create({ firstName: 'Altro' });
    expect(again).toEqual({ outcome: 'active', userName: 'chiara.capo@vendor.example' });
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.userName, 'chiara.capo@vendor.example'));
    expect(row?.firstName).toBe('Chiara');
  });

  it('gives an admin who has not chosen a password yet a new code, and the old one stops working', async () => {
    const first = await create({ email: 'secondo@vendor.example', firstName: 'Sergio', lastName: 'Secondo' });
    const second = await create({
      email: 'secondo@vendor.example',
      firstName: 'Sergio',
      lastName: 'Secondo',
    });
    expect(second.outcome).toBe('code-renewed');
    expect(second.code).not.toBe(first.code);
    const stale = await new TestClient(t.app).post('/api/Auth/resetpassword', {
      UserName: 'secondo@vendor.example',
      Code: first.code,
      Password: NEW_PASSWORD,
      Password2: NEW_PASSWORD,
    });
    expect(errorBody(stale).ErrorMessage).toBe('ERROR_INVALID_CODE');
  });

  it('refuses a malformed address, a malformed name, and the address of a customer', async () => {
    await expect(create({ email: 'not-an-address' })).rejects.toMatchObject({ key: 'ERROR_BAD_EMAIL' });
    await expect(create({ email: '' })).rejects.toMatchObject({ key: 'ERROR_BAD_EMAIL' });
    await expect(create({ email: 'nome@vendor.example', lastName: '<script>' })).rejects.toMatchObject({
      key: 'ERROR_BAD_NAME',
      detail: 'last-name',
    });
    // mario.rossi's user name is not an address, giulia.neri's account is a customer's.
    await t.database.db
      .update(users)
      .set({ userName: 'giulia@neri.example' })
      .where(eq(users.userName, 'giulia.neri'));
    await expect(create({ email: 'giulia@neri.example' })).rejects.toMatchObject({
      key: 'ERROR_REGISTER_USER_EXISTS',
    });
    const [giulia] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.userName, 'giulia@neri.example'));
    expect(giulia?.role).toBe('company_admin');
  });
});
