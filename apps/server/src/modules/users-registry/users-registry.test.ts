import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, desc, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithCallers, assignRole } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import { signIn, TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { mailOutbox } from '../../core/mail-outbox.tables';

const app = appWithCallers();
const { who } = app;

const TEMPORARY = 'Tempo#2026x';
let serial = 0;

/** A company id by VAT code, from the list of companies. */
async function companyId(vatCode: string): Promise<number> {
  const res = await who.admin.get(`/api/Company/Filters/${encodeFilter({ Text: vatCode })}`);
  return res.json<{ Items: { Id: number; VatCode: string }[] }>().Items.find((c) => c.VatCode === vatCode)!
    .Id;
}

const ROSSI = '09876543217';
const ROSSI_PARENT = '12345678903';

/** A new user of Rossi Impianti with a temporary password (fresh names: the tests share one database). */
async function newUser(extra: Record<string, unknown> = {}) {
  const n = ++serial;
  const res = await who.admin.post('/api/User/Create', {
    Mode: 'password',
    CompanyId: await companyId(ROSSI),
    Role: 'user',
    UserName: `prova.utente${n}`,
    FirstName: 'Prova',
    LastName: `Utente`,
    Email: `prova.utente${n}@example.com`,
    TemporaryPassword: TEMPORARY,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { UserId } = res.json<{ UserId: string }>();
  return { id: UserId, userName: `prova.utente${n}` };
}

const list = (c: TestClient, filter: object = {}) => c.get(`/api/User/Filters/${encodeFilter(filter)}`);
const items = async (c: TestClient, filter: object = {}) =>
  (await list(c, filter)).json<{ Total: number; Items: Record<string, unknown>[] }>();
const detail = async (id: string) => (await who.admin.get(`/api/User/Filters/Detail/${id}`)).json();
const audits = (objectId: string, resource = 'users') =>
  app.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.objectId, objectId)))
    .orderBy(auditLog.id);

/** A client signed in as the new user, past the forced password change. */
async function signedInAs(userName: string, password = TEMPORARY) {
  const client = new TestClient(app.t.app);
  // Rossi Impianti has parents: its people name one when they sign in.
  const res = await signIn(client, userName, password, ROSSI_PARENT);
  expect(res.statusCode, res.body).toBe(200);
  return { client, login: res.json() };
}

describe('users: who may do what', () => {
  let viewer: { restore(): Promise<void> };
  beforeAll(async () => {
    viewer = await assignRole(who.admin, 'operatore2@sportello.demo', 'viewer');
  });
  afterAll(() => viewer.restore());

  it('anonymous callers and customers are refused', async () => {
    expect((await list(who.anonymous)).statusCode).toBe(401);
    const res = await list(who.customer);
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_FORBIDDEN');
  });

  it('viewers read, operators change customers’ users, only admins create and export', async () => {
    const user = await newUser();
    for (const c of [who.admin, who.operator, who.operator2]) {
      expect((await list(c)).statusCode).toBe(200);
      expect((await c.get(`/api/User/Filters/Detail/${user.id}`)).statusCode).toBe(200);
    }
    const unlock = (c: TestClient) => c.post(`/api/User/Unlock/${user.id}`, {});
    expect((await unlock(who.operator)).statusCode).toBe(200);
    expect(errorBody(await unlock(who.operator2)).ErrorMessage).toBe('ERROR_FORBIDDEN');
    const create = await who.operator.post('/api/User/Create', {
      Mode: 'invitation',
      CompanyId: await companyId(ROSSI),
      Role: 'user',
      Email: 'da.operatore@example.com',
    });
    expect(create.statusCode).toBe(403);
    expect((await who.operator.get(`/api/User/Export/${encodeFilter({})}`)).statusCode).toBe(403);
  });

  it("an operator cannot disable, sign out or change the vendor's admins; nobody disables themselves", async () => {
    const admin = (await items(who.admin, { Text: 'admin@sportello.demo' })).Items[0]!;
    const disable = await who.operator.post('/api/User/Enable', { Ids: [admin.Id], Enabled: false });
    expect(disable.statusCode).toBe(403);
    expect((await who.operator.post(`/api/User/Sessions/End/${admin.Id}`, {})).statusCode).toBe(403);
    expect((await detail(admin.Id as string)).Enabled).toBe(true);
    const self = await who.admin.post('/api/User/Enable', { Ids: [admin.Id], Enabled: false });
    expect(self.statusCode).toBe(409);
    expect(errorBody(self).ErrorMessage).toBe('ERROR_USER_SELF');
  });
});

describe('users: creation', () => {
  it('with a temporary password: the user must change it at the first sign-in', async () => {
    const user = await newUser();
    const { login } = await signedInAs(user.userName);
    expect(login).toMatchObject({ MustChangePassword: true });
    const [entry] = await audits(user.id);
    expect(entry).toMatchObject({ action: 'create', before: null, actor: 'admin@sportello.demo' });
    expect(JSON.stringify(entry!.after)).not.toContain('Tempo#');
  });

  it('refuses a weak password, a taken user name and a role of the wrong side, next to the field', async () => {
    const weak = await who.admin.post('/api/User/Create', {
      Mode: 'password',
      CompanyId: await companyId(ROSSI),
      Role: 'user',
      UserName: 'debole.utente',
      FirstName: 'Debole',
      LastName: 'Utente',
      Email: 'debole@example.com',
      TemporaryPassword: 'debole',
    });
    expect(weak.statusCode).toBe(400);
    expect(errorBody(weak).Fields?.[0]?.Field).toBe('TemporaryPassword');
    const taken = await who.admin.post('/api/User/Create', {
      Mode: 'password',
      CompanyId: await companyId(ROSSI),
      Role: 'user',
      UserName: 'MARIO.ROSSI',
      FirstName: 'Mario',
      LastName: 'Doppio',
      Email: 'doppio@example.com',
      TemporaryPassword: TEMPORARY,
    });
    expect(taken.statusCode).toBe(409);
    expect(errorBody(taken).Fields?.[0]?.Field).toBe('UserName');
    const staffRole = await who.admin.post('/api/User/Create', {
      Mode: 'invitation',
      CompanyId: await companyId(ROSSI),
      Role: 'admin',
      Email: 'finto.admin@example.com',
    });
    expect(errorBody(staffRole).ErrorMessage).toBe('ERROR_BAD_ROLE Role');
  });

  it("by invitation: the invitations module's mail goes to the address, audited", async () => {
    const res = await who.admin.post('/api/User/Create', {
      Mode: 'invitation',
      CompanyId: await companyId(ROSSI),
      Role: 'company_admin',
      Email: 'Invitata.Nuova@Example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ UserId: null, InvitationId: expect.any(String) });
    const mails = await app.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'invitata.nuova@example.com'));
    expect(mails).toHaveLength(1);
    // The invitation is the user to be: under `users`, by its id, by the admin who sent it.
    expect(await audits(res.json<{ InvitationId: string }>().InvitationId)).toMatchObject([
      {
        actor: 'admin@sportello.demo',
        action: 'create',
        before: null,
        after: {
          Email: 'invitata.nuova@example.com',
          CompanyId: await companyId(ROSSI),
          Role: 'company_admin',
          State: 'pending',
        },
      },
    ]);
  });
});

describe('users: list and edit', () => {
  it('searches by words and filters by company, role, state, single sign-on and last sign-in', async () => {
    const user = await newUser({ FirstName: 'Ermenegilda', LastName: 'Zappacosta' });
    expect((await items(who.admin, { Text: 'ermenegil zappa' })).Items.map((u) => u.Id)).toEqual([user.id]);
    const rossi = await items(who.admin, { CompanyId: await companyId(ROSSI), Size: 100 });
    expect(rossi.Items.every((u) => (u.Company as { VatCode: string }).VatCode === ROSSI)).toBe(true);
    const linked = await items(who.admin, { SsoLinked: true, Size: 100 });
    expect(linked.Items.map((u) => u.UserName)).toContain('mario.rossi');
    expect(linked.Items.map((u) => u.UserName)).not.toContain(user.userName);
    const admins = await items(who.admin, { Role: 'company_admin', Size: 100 });
    expect(admins.Items.every((u) => u.Role === 'company_admin')).toBe(true);
    const never = await items(who.admin, { NeverSignedIn: true, Text: user.userName });
    expect(never.Total).toBe(1);
    await signedInAs(user.userName);
    expect((await items(who.admin, { NeverSignedIn: true, Text: user.userName })).Total).toBe(0);
    const since = await items(who.admin, {
      LastLoginFrom: new Date(Date.now() - 3_600_000).toISOString(),
      Text: user.userName,
    });
    expect(since.Total).toBe(1);
  });

  it('edits the person’s data under the registration rules, audited before and after', async () => {
    const user = await newUser();
    const bad = await who.operator.post('/api/User/Save', {
      Id: user.id,
      FirstName: 'Anna',
      LastName: 'Verdi',
      Email: 'non-una-mail',
      FiscalCode: 'RSSMRA80A01H50',
      PhoneNumber: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect((errorBody(bad).Fields ?? []).map((f) => f.Field).sort()).toEqual([
      'Email',
      'FiscalCode',
      'PhoneNumber',
    ]);
    const saved = await who.operator.post('/api/User/Save', {
      Id: user.id,
      FirstName: ' Anna ',
      LastName: 'Verdi',
      Email: 'Anna.Verdi@Example.com',
      FiscalCode: 'rssmra80a01h501u',
      PhoneNumber: '0212 345678',
      LanguageId: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      FirstName: 'Anna',
      Email: 'anna.verdi@example.com',
      FiscalCode: 'RSSMRA80A01H501U',
      LanguageId: 2,
    });
    const entry = (await audits(user.id)).at(-1)!;
    expect(entry).toMatchObject({
      action: 'update',
      actor: 'operatore@sportello.demo',
      before: { FirstName: 'Prova', LanguageId: 1 },
      after: { FirstName: 'Anna', LanguageId: 2 },
    });
  });
});

describe('users: access actions', () => {
  it('disabling signs the user out at once, on every session', async () => {
    const user = await newUser();
    const { client } = await signedInAs(user.userName);
    expect((await client.get('/api/Auth/session')).statusCode).toBe(200);
    const sessions = await who.operator.get(`/api/User/Sessions/${user.id}`);
    expect(sessions.json()).toHaveLength(1);
    expect((await detail(user.id)).ActiveSessions).toBe(1);
    const res = await who.operator.post('/api/User/Enable', { Ids: [user.id], Enabled: false });
    expect(res.json()).toEqual({ Updated: 1 });
    expect((await client.get('/api/Auth/session')).statusCode).toBe(401);
    expect((await signIn(new TestClient(app.t.app), user.userName, TEMPORARY)).statusCode).not.toBe(200);
    expect((await audits(user.id)).at(-1)).toMatchObject({
      before: { Enabled: true },
      after: { Enabled: false },
    });
    expect((await items(who.admin, { Enabled: false, Text: user.userName })).Total).toBe(1);
  });

  it('ends every session of a user on request', async () => {
    const user = await newUser();
    const { client } = await signedInAs(user.userName);
    expect((await who.operator.post(`/api/User/Sessions/End/${user.id}`, {})).statusCode).toBe(200);
    expect((await client.get('/api/Auth/session')).statusCode).toBe(401);
    expect((await audits(user.id)).at(-1)).toMatchObject({
      before: { ActiveSessions: 1 },
      after: { ActiveSessions: 0 },
    });
  });

  it('a locked account shows as locked and signs in again once unlocked', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i++) await signIn(new TestClient(app.t.app), user.userName, 'Errata#2026w');
    expect((await signIn(new TestClient(app.t.app), user.userName, TEMPORARY)).statusCode).not.toBe(200);
    expect((await items(who.admin, { Locked: true, Text: user.userName })).Total).toBe(1);
    expect((await detail(user.id)).Locked).toBe(true);
    expect((await who.operator.post(`/api/User/Unlock/${user.id}`, {})).statusCode).toBe(200);
    expect((await detail(user.id)).Locked).toBe(false);
    await signedInAs(user.userName);
    expect((await audits(user.id)).at(-1)).toMatchObject({
      before: { Locked: true },
      after: { Locked: false },
    });
  });

  it('forces a password change at the next sign-in', async () => {
    const user = await newUser();
    const first = await signedInAs(user.userName);
    const changed = await first.client.post('/api/Auth/changepassword', {
      OldPassword: TEMPORARY,
      NewPassword: 'Defin#2026yz',
      NewPassword2: 'Defin#2026yz',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signedInAs(user.userName, 'Defin#2026yz')).login.MustChangePassword).toBe(false);
    expect((await who.operator.post(`/api/User/PasswordChange/${user.id}`, {})).statusCode).toBe(200);
    expect((await signedInAs(user.userName, 'Defin#2026yz')).login.MustChangePassword).toBe(true);
  });

  it('sends the reset page’s mail to the user’s address, audited', async () => {
    const user = await newUser();
    expect((await who.operator.post(`/api/User/PasswordReset/${user.id}`, {})).statusCode).toBe(200);
    const [mail] = await app.t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, `${user.userName}@example.com`))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.purpose).toBe('password-reset');
    expect((await audits(user.id)).at(-1)).toMatchObject({
      after: { PasswordResetMail: `${user.userName}@example.com` },
    });
  });

  it('changes the account role within its side, never across, and signs the user out', async () => {
    const user = await newUser();
    const { client } = await signedInAs(user.userName);
    const res = await who.operator.post('/api/User/Roles', { Id: user.id, Role: 'company_admin' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Role: 'company_admin', BackofficeRole: null });
    expect((await client.get('/api/Auth/session')).statusCode).toBe(401);
    const across = await who.admin.post('/api/User/Roles', { Id: user.id, Role: 'admin' });
    expect(errorBody(across).ErrorMessage).toBe('ERROR_BAD_ROLE Role');
  });
});

describe('users: IVR and export', () => {
  it('assigns an IVR user id with a PIN answered once, resets the PIN, refuses an id in use', async () => {
    const user = await newUser();
    const other = await newUser();
    const assigned = await who.operator.post('/api/User/Ivr', {
      Id: user.id,
      IvrUserId: `ivr-${user.userName}`,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      IvrUserId: `ivr-${user.userName}`,
      Pin: expect.stringMatching(/^\d{6}$/),
    });
    expect((await detail(user.id)).IvrUserId).toBe(`ivr-${user.userName}`);
    const reset = await who.operator.post(`/api/User/Ivr/Pin/${user.id}`, {});
    expect(reset.json().Pin).toMatch(/^\d{6}$/);
    expect(JSON.stringify(await audits(user.id))).not.toContain(reset.json().Pin);
    const taken = await who.operator.post('/api/User/Ivr', {
      Id: other.id,
      IvrUserId: `ivr-${user.userName}`,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('exports the filtered list in the chosen code page, defusing formulas', async () => {
    const user = await newUser({ FirstName: 'Niccolò', LastName: '-Rossi' });
    const filter = encodeFilter({ Text: user.userName });
    const latin = await who.admin.get(`/api/User/Export/${filter}?Encoding=1252`);
    expect(latin.headers['content-type']).toBe('text/csv; charset=windows-1252');
    const text = iconv.decode(latin.rawPayload, 'win1252');
    expect(text.split('\r\n')[0]).toContain('UserName;FirstName;LastName');
    expect(text).toContain('"Niccolò"');
    expect(text).toContain(`"'-Rossi"`);
    const utf8 = await who.admin.get(`/api/User/Export/${filter}`);
    expect(utf8.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect((await who.admin.get(`/api/User/Export/${filter}?Encoding=850`)).statusCode).toBe(400);
  });
});

describe('identity-provider users', () => {
  it("lists a user's identities and the provider's, and unlinks one, audited", async () => {
    const lucia = (await items(who.admin, { Text: 'lucia.bianchi.neri' })).Items[0]!;
    const mine = await who.operator.get(`/api/Identity/User/${lucia.Id}`);
    expect(
      mine
        .json()
        .map((i: { Provider: string }) => i.Provider)
        .sort(),
    ).toEqual(['v2', 'v3']);
    const byProvider = await who.operator.get(
      `/api/Identity/Filters/${encodeFilter({ Provider: 'v3', Text: 'sso-lucia' })}`,
    );
    const rows = byProvider.json<{ Items: { Id: string; Provider: string; User: { UserName: string } }[] }>()
      .Items;
    expect(rows.every((r) => r.Provider === 'v3')).toBe(true);
    expect(rows.map((r) => r.User.UserName).sort()).toEqual(['lucia.bianchi', 'lucia.bianchi.neri']);
    const link = rows.find((r) => r.User.UserName === 'lucia.bianchi.neri')!;
    const res = await who.operator.request({ method: 'DELETE', url: `/api/Identity/Delete/${link.Id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await who.operator.get(`/api/Identity/User/${lucia.Id}`)).json()).toHaveLength(1);
    expect((await audits(link.Id, 'identities'))[0]).toMatchObject({
      action: 'delete',
      before: { Subject: 'sso-lucia', Provider: 'v3' },
      after: null,
    });
    expect((await detail(lucia.Id as string)).SsoLinked).toBe(true);
  });
});
