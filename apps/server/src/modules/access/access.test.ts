import { encodeFilter } from '@sportello/contracts/common/filters';
import { describe, expect, it } from 'vitest';
import { appWithCallers, assignRole, communicationInput } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

const { who } = appWithCallers();

const rolesOf = async (c: TestClient) =>
  (await c.get('/api/App/BackOffice/Roles/')).json<{
    Items: { UserId: string; UserName: string; Role: string }[];
  }>().Items;

describe('back-office roles', () => {
  it('exposes the caller’s permissions; customers have none', async () => {
    expect((await who.operator.get('/api/App/BackOffice/Permissions/')).json()).toMatchObject({
      Role: 'operator',
    });
    const admin = (await who.admin.get('/api/App/BackOffice/Permissions/')).json();
    expect(admin.Permissions).toContainEqual({ Resource: 'audit', Action: 'list', Scope: 'all' });
    for (const key of ['customer', 'plainUser'] as const) {
      const res = await who[key].get('/api/App/BackOffice/Permissions/');
      expect(res.statusCode, key).toBe(403);
      expect(errorBody(res).ErrorMessage, key).toBe('ERROR_FORBIDDEN');
    }
    expect((await who.anonymous.get('/api/App/BackOffice/Permissions/')).statusCode).toBe(401);
  });

  it('only admins list and assign roles; customers and operators are refused', async () => {
    const users = await rolesOf(who.admin);
    const op2 = users.find((u) => u.UserName === 'operatore2@sportello.demo')!;
    expect(users.some((u) => u.UserName === 'mario.rossi')).toBe(false);
    for (const key of ['operator', 'customer', 'plainUser'] as const) {
      expect((await who[key].get('/api/App/BackOffice/Roles/')).statusCode, key).toBe(403);
      const save = await who[key].post('/api/App/BackOffice/Roles/Save', {
        UserId: op2.UserId,
        Role: 'admin',
      });
      expect(save.statusCode, key).toBe(403);
    }
    expect((await rolesOf(who.admin)).find((u) => u.UserId === op2.UserId)?.Role).toBe('operator');
  });

  it('an admin cannot change their own role', async () => {
    const me = (await rolesOf(who.admin)).find((u) => u.UserName === 'admin@sportello.demo')!;
    const res = await who.admin.post('/api/App/BackOffice/Roles/Save', { UserId: me.UserId, Role: 'viewer' });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_BACKOFFICE_ROLE_SELF');
  });

  it('an assignment is audited and takes effect at once', async () => {
    const { userId, restore } = await assignRole(who.admin, 'operatore2@sportello.demo', 'viewer');
    try {
      const refused = await who.operator2.post('/api/Communication/Save', communicationInput());
      expect(refused.statusCode).toBe(403);
      expect(errorBody(refused).ErrorMessage).toBe('ERROR_FORBIDDEN');
      const audit = (
        await who.admin.get(
          `/api/App/Audit/Filters/${encodeFilter({ Resource: 'roles', ObjectId: userId })}/`,
        )
      ).json();
      expect(audit.Items[0]).toMatchObject({
        Action: 'update',
        ObjectId: userId,
        Before: { Role: 'operator' },
        After: { Role: 'viewer' },
      });
    } finally {
      await restore();
    }
    expect((await who.operator2.post('/api/Communication/Save', communicationInput())).statusCode).toBe(200);
  });
});
