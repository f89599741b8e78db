import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import { signIn, TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';

const app = appWithCallers();
const { who } = app;

const ROSSI = '09876543217';
const ROSSI_PARENT = '12345678903';
const TEMPORARY = 'Tempo#2026x';
const FINAL = 'Defin#2026yz';
let serial = 0;

/**
 * A new colleague of Rossi Impianti (mario.rossi's company), created by the vendor's admin, with the
 * forced first password change done: fresh names, since the tests share one database.
 */
async function newColleague() {
  const userName = `collega.rossi${++serial}`;
  const companies = await who.admin.get(`/api/Company/Filters/${encodeFilter({ Text: ROSSI })}`);
  const company = companies
    .json<{ Items: { Id: number; VatCode: string }[] }>()
    .Items.find((c) => c.VatCode === ROSSI)!;
  const res = await who.admin.post('/api/User/Create', {
    Mode: 'password',
    CompanyId: company.Id,
    Role: 'user',
    UserName: userName,
    FirstName: 'Collega',
    LastName: 'Rossi',
    Email: `${userName}@example.com`,
    TemporaryPassword: TEMPORARY,
  });
  expect(res.statusCode, res.body).toBe(200);
  const client = new TestClient(app.t.app);
  expect((await signIn(client, userName, TEMPORARY, ROSSI_PARENT)).statusCode).toBe(200);
  const changed = await client.post('/api/Auth/changepassword', {
    OldPassword: TEMPORARY,
    NewPassword: FINAL,
    NewPassword2: FINAL,
  });
  expect(changed.statusCode, changed.body).toBe(200);
  return { id: res.json<{ UserId: string }>().UserId, userName, client };
}

const signInAs = (userName: string, password = FINAL) =>
  signIn(new TestClient(app.t.app), userName, password, ROSSI_PARENT);

const enable = (c: TestClient, id: string, Enabled: boolean) =>
  c.post(`/api/Company/users/${id}/Enabled`, { Enabled });
const setRole = (c: TestClient, id: string, Role: string) =>
  c.post(`/api/Company/users/${id}/Role`, { Role });

async function member(userName: string) {
  const people = await who.customer.get('/api/Company/users');
  return people
    .json<{
      Users: { UserId: string; UserName: string; Role: string; Enabled: boolean; Locked: boolean }[];
    }>()
    .Users.find((u) => u.UserName === userName)!;
}

const lastAudit = async (id: string) =>
  (
    await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.objectId, id)))
      .orderBy(auditLog.id)
  ).at(-1);

describe("a company administrator and their company's colleagues", () => {
  it('disables a colleague, who is signed out and cannot sign in, then enables them again', async () => {
    const colleague = await newColleague();
    expect((await colleague.client.get('/api/Auth/session')).statusCode).toBe(200);

    const off = await enable(who.customer, colleague.id, false);
    expect(off.json()).toEqual({ Done: true });
    expect((await colleague.client.get('/api/Auth/session')).statusCode).toBe(401);
    expect((await signInAs(colleague.userName)).statusCode).not.toBe(200);
    expect((await member(colleague.userName)).Enabled).toBe(false);
    expect(await lastAudit(colleague.id)).toMatchObject({
      actor: 'mario.rossi',
      before: { Enabled: true },
      after: { Enabled: false },
    });

    expect((await enable(who.customer, colleague.id, true)).statusCode).toBe(200);
    expect((await signInAs(colleague.userName)).statusCode).toBe(200);
    expect((await member(colleague.userName)).Enabled).toBe(true);
  });

  it('makes a colleague a company administrator and a user again, signing them out', async () => {
    const colleague = await newColleague();
    expect((await setRole(who.customer, colleague.id, 'company_admin')).statusCode).toBe(200);
    expect((await member(colleague.userName)).Role).toBe('company_admin');
    expect((await colleague.client.get('/api/Auth/session')).statusCode).toBe(401);
    expect(await lastAudit(colleague.id)).toMatchObject({
      before: { Role: 'user' },
      after: { Role: 'company_admin' },
    });

    expect((await setRole(who.customer, colleague.id, 'user')).statusCode).toBe(200);
    expect((await member(colleague.userName)).Role).toBe('user');
  });

  it('never gives one of the vendor’s roles', async () => {
    const colleague = await newColleague();
    const res = await setRole(who.customer, colleague.id, 'admin');
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).ErrorMessage).toContain('ERROR_BAD_ROLE');
    expect((await member(colleague.userName)).Role).toBe('user');
  });

  it('neither disables nor demotes themselves', async () => {
    const self = (await member('mario.rossi')).UserId;
    for (const res of [await enable(who.customer, self, false), await setRole(who.customer, self, 'user')]) {
      expect(res.statusCode).toBe(409);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_USER_SELF');
    }
    expect((await member('mario.rossi')).Role).toBe('company_admin');
  });

  it('unlocks a colleague whom wrong passwords locked out', async () => {
    const colleague = await newColleague();
    for (let i = 0; i < 5; i++) await signInAs(colleague.userName, 'Errata#2026w');
    expect((await signInAs(colleague.userName)).statusCode).not.toBe(200);
    expect((await member(colleague.userName)).Locked).toBe(true);

    const res = await who.customer.post(`/api/Company/users/${colleague.id}/Unlock`, {});
    expect(res.json()).toEqual({ Done: true });
    expect((await member(colleague.userName)).Locked).toBe(false);
    expect((await signInAs(colleague.userName)).statusCode).toBe(200);
    expect(await lastAudit(colleague.id)).toMatchObject({
      before: { Locked: true },
      after: { Locked: false },
    });
  });

  it('another company’s administrator finds no such user; a plain user and the vendor’s staff are refused', async () => {
    const colleague = await newColleague();
    const calls = (c: TestClient) => [
      () => enable(c, colleague.id, false),
      () => setRole(c, colleague.id, 'company_admin'),
      () => c.post(`/api/Company/users/${colleague.id}/Unlock`, {}),
    ];
    for (const call of calls(who.otherCustomer)) {
      const res = await call();
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_NOT_FOUND');
    }
    for (const caller of [who.plainUser, who.admin])
      for (const call of calls(caller)) {
        const res = await call();
        expect(res.statusCode).toBe(403);
        expect(errorBody(res).ErrorMessage).toBe('ERROR_FORBIDDEN');
      }
    expect(await member(colleague.userName)).toMatchObject({ Enabled: true, Role: 'user' });
  });
});
