import { encodeFilter } from '@sportello/contracts/common/filters';
import { describe, expect, it } from 'vitest';
import { appWithCallers, communicationInput } from '../../../test/communications-fixtures';
import { createTestApp, errorBody } from '../../../test/test-app';
import { signedIn, type TestClient } from '../../../test/test-client';

const app = appWithCallers();
const { who } = app;

const GRANTS = '/api/App/BackOffice/Roles/Grants';

interface RoleGrants {
  Role: string;
  Resources: {
    Resource: string;
    Declared: Record<string, string>;
    Effective: Record<string, string>;
    Grantable: Record<string, string>;
    Locked: boolean;
  }[];
}

const matrix = async (by: TestClient = who.admin) =>
  (await by.get(GRANTS)).json<{ Items: RoleGrants[] }>().Items;
const row = (items: RoleGrants[], role: string, resource: string) =>
  items.find((r) => r.Role === role)?.Resources.find((r) => r.Resource === resource);

const save = (role: string, resource: string, actions: Record<string, string>, by = who.admin) =>
  by.post(`${GRANTS}/Save`, { Role: role, Resources: [{ Resource: resource, Actions: actions }] });
const reset = (role: string, resource?: string) =>
  who.admin.post(`${GRANTS}/Reset`, { Role: role, ...(resource && { Resource: resource }) });
const mayCreateCommunication = async (by: TestClient) =>
  (await by.post('/api/Communication/Save', communicationInput())).statusCode;

/** The operator's declared grant on communications, without `create`. */
const OPERATOR_NO_CREATE = { list: 'all', read: 'all', export: 'all', update: 'company', delete: 'company' };

describe('editable role grants (decision 067)', () => {
  it('shows each role’s declared ceiling and grants in force; the admins’ grant on roles is locked', async () => {
    const items = await matrix();
    expect(items.map((r) => r.Role)).toEqual(['viewer', 'operator', 'admin']);
    const operator = row(items, 'operator', 'communications');
    expect(operator?.Declared).toMatchObject({ create: 'all', update: 'company' });
    expect(operator?.Effective).toEqual(operator?.Declared);
    expect(operator?.Grantable).toEqual(operator?.Declared);
    expect(row(items, 'admin', 'roles')).toMatchObject({ Locked: true, Grantable: {} });
    expect(row(items, 'viewer', 'roles')?.Declared).toEqual({});
  });

  it('a narrowing holds at the operator’s next call, is audited, and a reset gives it back', async () => {
    expect(await mayCreateCommunication(who.operator2)).toBe(200);
    const saved = await save('operator', 'communications', OPERATOR_NO_CREATE);
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      expect(row([saved.json<RoleGrants>()], 'operator', 'communications')?.Effective).toEqual(
        OPERATOR_NO_CREATE,
      );
      const refused = await who.operator2.post('/api/Communication/Save', communicationInput());
      expect(refused.statusCode).toBe(403);
      expect(errorBody(refused).ErrorMessage).toBe('ERROR_FORBIDDEN');
      const mine = (await who.operator.get('/api/App/BackOffice/Permissions/')).json<{
        Permissions: { Resource: string; Action: string }[];
      }>();
      expect(mine.Permissions).not.toContainEqual(
        expect.objectContaining({ Resource: 'communications', Action: 'create' }),
      );
      const audit = (
        await who.admin.get(
          `/api/App/Audit/Filters/${encodeFilter({ Resource: 'roles', ObjectId: 'operator:communications' })}/`,
        )
      ).json();
      expect(audit.Items[0]).toMatchObject({
        Actor: 'admin@sportello.demo',
        Action: 'update',
        Before: { Role: 'operator', Resource: 'communications', Create: 'all' },
        After: { Role: 'operator', Resource: 'communications', Create: null, Update: 'company' },
      });
    } finally {
      expect((await reset('operator', 'communications')).statusCode).toBe(200);
    }
    expect(await mayCreateCommunication(who.operator2)).toBe(200);
  });

  it('a scope can be narrowed (all → company → own) but never widened beyond the declaration', async () => {
    const narrowed = await save('operator', 'communications', {
      ...OPERATOR_NO_CREATE,
      create: 'own',
      update: 'own',
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    try {
      const wider = await save('operator', 'communications', { ...OPERATOR_NO_CREATE, update: 'all' });
      expect(wider.statusCode).toBe(400);
      const body = errorBody(wider);
      expect(body.ErrorMessage).toBe('ERROR_ROLE_GRANT_ABOVE_DECLARED');
      expect(body.Fields).toEqual([
        expect.objectContaining({
          Field: 'Resources.0.Actions.update',
          ErrorMessage: 'ERROR_ROLE_GRANT_ABOVE_DECLARED',
        }),
      ]);
      const viewer = await save('viewer', 'communications', {
        list: 'all',
        read: 'all',
        export: 'all',
        create: 'all',
      });
      expect(errorBody(viewer).ErrorMessage).toBe('ERROR_ROLE_GRANT_ABOVE_DECLARED');
      // Refused as a whole: the earlier narrowing stands.
      expect(row(await matrix(), 'operator', 'communications')?.Effective).toMatchObject({
        create: 'own',
        update: 'own',
      });
    } finally {
      await reset('operator', 'communications');
    }
  });

  it('nobody narrows the admins’ grant on roles; a whole-role reset leaves it as declared', async () => {
    const res = await save('admin', 'roles', { list: 'all', read: 'all', create: 'all', delete: 'all' });
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_ROLE_GRANT_LOCKED');
    expect(row(await matrix(), 'admin', 'roles')?.Effective).toMatchObject({ update: 'all' });
    const whole = await reset('admin');
    expect(whole.statusCode, whole.body).toBe(200);
    expect((await who.admin.get(GRANTS)).statusCode).toBe(200);
  });

  it('nobody gives a scope wider than they hold; an admin may give their own role back its declaration', async () => {
    // Tags: operators and admins both create with `all` by the declaration.
    expect(
      (await save('operator', 'tags', { list: 'all', read: 'all', create: 'own', update: 'all' })).statusCode,
    ).toBe(200);
    const admin = { list: 'all', read: 'all', create: 'company', update: 'all', delete: 'all' };
    expect((await save('admin', 'tags', admin)).statusCode).toBe(200);
    try {
      expect(row(await matrix(), 'operator', 'tags')?.Grantable).toMatchObject({ create: 'company' });
      const above = await save('operator', 'tags', {
        list: 'all',
        read: 'all',
        create: 'all',
        update: 'all',
      });
      expect(above.statusCode).toBe(403);
      expect(errorBody(above).Fields?.[0]).toMatchObject({
        Field: 'Resources.0.Actions.create',
        ErrorMessage: 'ERROR_ROLE_GRANT_ABOVE_OWN',
      });
      // Up to their own is allowed; and keeping a wider scope already in force is not giving it.
      expect(
        (await save('operator', 'tags', { list: 'all', read: 'all', create: 'company', update: 'all' }))
          .statusCode,
      ).toBe(200);
      expect((await reset('admin', 'tags')).statusCode).toBe(200);
      expect((await reset('operator', 'tags')).statusCode).toBe(200);
    } finally {
      await reset('admin', 'tags');
      await reset('operator', 'tags');
    }
    expect(row(await matrix(), 'operator', 'tags')?.Effective).toMatchObject({ create: 'all' });
  });

  it('only those who may update roles save; others are refused', async () => {
    for (const key of ['operator', 'customer', 'plainUser'] as const) {
      expect((await who[key].get(GRANTS)).statusCode, key).toBe(403);
      expect((await save('viewer', 'tags', { list: 'all' }, who[key])).statusCode, key).toBe(403);
    }
    expect((await who.anonymous.get(GRANTS)).statusCode).toBe(401);
  });

  it('holds on a second process over the same database within a second', async () => {
    const second = await createTestApp({ database: app.t.database });
    try {
      const other = await signedIn(second.app, 'operatore2@sportello.demo');
      expect(await mayCreateCommunication(other)).toBe(200);
      expect((await save('operator', 'communications', OPERATOR_NO_CREATE)).statusCode).toBe(200);
      const savedAt = performance.now();
      let status = 200;
      while (status !== 403 && performance.now() - savedAt < 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = await mayCreateCommunication(other);
      }
      expect(status).toBe(403);
      // The grants port keeps a process's copy a second at most (a loaded machine adds its queue).
      expect(performance.now() - savedAt).toBeLessThan(2_500);
    } finally {
      await reset('operator', 'communications');
      await second.close();
    }
  });
});
