import { encodeFilter } from '@sportello/contracts/common/filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signIn, TestClient } from '../../../test/test-client';
import { auditLog } from '../audit/audit.tables';
import { mayModify, operatorName } from './communications.policy';
import { sanitizeBody } from './communications.service';

let t: TestApp;
const who = {} as Record<'anonymous' | 'customer' | 'operator' | 'operator2' | 'admin', TestClient>;

beforeAll(async () => {
  t = await createTestApp();
  who.anonymous = new TestClient(t.app);
  for (const [key, user] of [
    ['customer', 'mario.rossi'],
    ['operator', 'operatore@sportello.demo'],
    ['operator2', 'operatore2@sportello.demo'],
    ['admin', 'admin@sportello.demo'],
  ] as const) {
    who[key] = new TestClient(t.app);
    // Rossi Impianti has two parents: the sign-in names one.
    const parent = user === 'mario.rossi' ? '12345678903' : undefined;
    expect((await signIn(who[key], user, undefined, parent)).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const ROSSI_TYPE = '1'; // COMPANY_TYPE.customer (Rossi Impianti); Neri Trasporti is 2
const item = (extra: Record<string, unknown> = {}) => ({
  Type: 14,
  Title: 'Nuove scadenze IVA',
  Summary: 'Le date del trimestre',
  Body: '<p>Testo <strong>importante</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
  Status: 'published',
  CompanyTypeFilters: [{ Code: ROSSI_TYPE }],
  ...extra,
});

const del = (c: TestClient, url: string) => c.request({ method: 'DELETE', url });
const list = (c: TestClient, filter: object = {}) =>
  c.get(`/api/Communication/Filters/${encodeFilter(filter)}/`);

async function create(c: TestClient, extra: Record<string, unknown> = {}) {
  const res = await c.post('/api/Communication/Save', item(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('communications: permission matrix', () => {
  it('every back-office route: anonymous 401, customer 403, operators and admin allowed', async () => {
    const mine = await create(who.operator);
    const routes: [string, (c: TestClient) => ReturnType<TestClient['get']>][] = [
      ['list', (c) => list(c)],
      ['detail', (c) => c.get(`/api/Communication/Filters/Detail/${mine.Id}/`)],
      ['export', (c) => c.get(`/api/Communication/Export/${encodeFilter({})}/`)],
      ['create', (c) => c.post('/api/Communication/Save', item())],
    ];
    for (const [name, call] of routes) {
      expect((await call(who.anonymous)).statusCode, name).toBe(401);
      expect(errorBody(await call(who.customer)).ErrorMessage, name).toBe('ERROR_FORBIDDEN');
      for (const key of ['operator', 'operator2', 'admin'] as const)
        expect((await call(who[key])).statusCode, `${name} ${key}`).toBe(200);
    }
  });

  it('update and delete: the author yes, the other operator no (CanManage rule), the admin yes', async () => {
    const mine = await create(who.operator);
    const update = (c: TestClient) =>
      c.post('/api/Communication/Save', item({ Id: mine.Id, Title: 'Cambiato' }));
    expect((await update(who.anonymous)).statusCode).toBe(401);
    expect(errorBody(await update(who.customer)).ErrorMessage).toBe('ERROR_FORBIDDEN');
    expect(errorBody(await update(who.operator2)).ErrorMessage).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    const own = await update(who.operator);
    expect(own.json()).toMatchObject({ Title: 'Cambiato', Author: 'operatore', UserLastUpdate: 'operatore' });
    const byAdmin = await update(who.admin);
    expect(byAdmin.json()).toMatchObject({ Author: 'operatore', UserLastUpdate: 'admin' });

    const single = (c: TestClient) => del(c, `/api/Communication/Delete/${mine.Id}/`);
    expect((await single(who.anonymous)).statusCode).toBe(401);
    expect((await single(who.customer)).statusCode).toBe(403);
    expect(errorBody(await single(who.operator2)).ErrorMessage).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    expect((await single(who.operator)).json()).toEqual({ Deleted: 1 });
    expect((await single(who.admin)).statusCode).toBe(404);
  });

  it('the list marks rows the caller may edit', async () => {
    const mine = await create(who.operator, { Title: 'Per il marcatore' });
    const find = async (c: TestClient) =>
      (await list(c, { Text: 'Per il marcatore' }))
        .json()
        .Items.find((x: { Id: number }) => x.Id === mine.Id);
    expect((await find(who.operator)).Editable).toBe(true);
    expect((await find(who.operator2)).Editable).toBe(false);
    expect((await find(who.admin)).Editable).toBe(true);
  });

  it('the company flag lets a colleague of the author manage it; CanManage false stops even the author', async () => {
    const shared = await create(who.operator, { ManageByCompany: true });
    const res = await who.operator2.post(
      '/api/Communication/Save',
      item({ Id: shared.Id, ManageByCompany: true }),
    );
    expect(res.json()).toMatchObject({ UserLastUpdate: 'operatore2', AuthorCompanyCode: '01234567897' });
    const locked = await create(who.operator, { CanManage: false });
    expect(errorBody(await del(who.operator, `/api/Communication/Delete/${locked.Id}/`)).ErrorMessage).toBe(
      'ERROR_COMMUNICATION_NOT_MANAGEABLE',
    );
  });

  it('bulk delete is all or nothing, and audited per item', async () => {
    const a = await create(who.operator);
    const b = await create(who.operator2);
    const url = `/api/Communication/Filters/Delete/${encodeFilter({ Ids: [a.Id, b.Id] })}/`;
    expect((await del(who.anonymous, url)).statusCode).toBe(401);
    expect(errorBody(await del(who.customer, url)).ErrorMessage).toBe('ERROR_FORBIDDEN');
    expect(errorBody(await del(who.operator, url)).ErrorMessage).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    expect(errorBody(await del(who.operator2, url)).ErrorMessage).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    expect((await who.operator.get(`/api/Communication/Filters/Detail/${a.Id}/`)).statusCode).toBe(200);
    expect((await del(who.admin, url)).json()).toEqual({ Deleted: 2 });
    const entries = await t.database.db.select().from(auditLog);
    const deletes = entries.filter(
      (e) => e.action === 'delete' && [String(a.Id), String(b.Id)].includes(e.objectId),
    );
    expect(deletes).toHaveLength(2);
    expect(deletes.every((e) => e.actor === 'admin@sportello.demo' && e.after === null && e.before)).toBe(
      true,
    );
  });
});

describe('communications: content, paging and export', () => {
  it('sanitises rich text on the server', async () => {
    const saved = await create(who.operator);
    expect(saved.Body).toBe('<p>Testo <strong>importante</strong><img src="x" /></p>');
    expect(sanitizeBody('<a href="javascript:alert(1)" onclick="x()">l</a>')).toBe(
      '<a rel="noopener noreferrer">l</a>',
    );
  });

  it('refuses a publishing window that ends before it starts, next to the field', async () => {
    const res = await who.operator.post(
      '/api/Communication/Save',
      item({ PublishFrom: '2026-05-02T00:00:00Z', PublishTo: '2026-05-01T00:00:00Z' }),
    );
    expect(errorBody(res).ErrorMessage).toBe('ERROR_PUBLISH_WINDOW');
    const bad = await who.operator.post('/api/Communication/Save', item({ Title: '' }));
    expect(bad.json().Fields[0]).toMatchObject({ Field: 'Title', ErrorMessage: 'ERROR_FIELD_REQUIRED' });
  });

  it('pages, sorts and filters on the server; PageCount is floor((total-1)/size)', async () => {
    for (const title of ['Zeta paging', 'Alfa paging', 'Beta paging'])
      await create(who.operator, { Title: title });
    const res = await list(who.operator, { Text: 'paging', Sort: 'Title', Desc: false, Size: 2, Page: 0 });
    const body = res.json();
    expect(body.Total).toBe(3);
    expect(body.PageCount).toBe(1);
    expect(body.Items.map((x: { Title: string }) => x.Title)).toEqual(['Alfa paging', 'Beta paging']);
    const page1 = await list(who.operator, { Text: 'paging', Sort: 'Title', Desc: false, Size: 2, Page: 1 });
    expect(page1.json().Items.map((x: { Title: string }) => x.Title)).toEqual(['Zeta paging']);
    expect((await who.operator.get('/api/Communication/Filters/not-base64!/')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV built on the server, defusing formulas', async () => {
    await create(who.operator, { Title: '=HYPERLINK("x") export' });
    const res = await who.operator.get(
      `/api/Communication/Export/${encodeFilter({ Text: 'export', Sort: 'Id' })}/`,
    );
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Id;Type;Title;Status;PublishFrom;PublishTo;IsPopup;Author;UserLastUpdate;UpdatedAt',
    );
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") export"`);
  });
});

describe('customer news', () => {
  it('shows a customer only what matches their company type and role, within the window', async () => {
    const rossi = await create(who.operator, { Title: 'Solo clienti tipo 1' });
    const admins = await create(who.operator, {
      Title: 'Solo amministratori',
      CompanyTypeFilters: [],
      UserRoleFilter: 'company_admin',
    });
    const draft = await create(who.operator, { Title: 'Bozza', Status: 'draft' });
    const future = await create(who.operator, { Title: 'Futuro', PublishFrom: '2099-01-01T00:00:00Z' });
    const product = await create(who.operator, {
      Title: 'Prodotto',
      CompanyTypeFilters: [],
      ProductFilters: [{ Code: 'P1' }],
    });

    const ids = async (user: string) => {
      const c = new TestClient(t.app);
      await signIn(c, user, undefined, user === 'giulia.neri' ? undefined : '12345678903');
      const res = await c.get(`/api/Communication/News/${encodeFilter({ Size: 100 })}/`);
      expect(res.statusCode).toBe(200);
      return {
        c,
        ids: res.json().Items.map((x: { ComunicationId: number }) => x.ComunicationId) as number[],
      };
    };
    const mario = await ids('mario.rossi'); // Rossi Impianti, company admin
    expect(mario.ids).toContain(rossi.Id);
    expect(mario.ids).toContain(admins.Id);
    for (const hidden of [draft, future, product]) expect(mario.ids).not.toContain(hidden.Id);
    const giulia = await ids('giulia.neri'); // Neri Trasporti: another type
    expect(giulia.ids).not.toContain(rossi.Id);
    expect(giulia.ids).toContain(admins.Id);
    const lucia = await ids('lucia.bianchi'); // Rossi Impianti, plain user
    expect(lucia.ids).toContain(rossi.Id);
    expect(lucia.ids).not.toContain(admins.Id);
    // Someone else's news is not found, and the detail has the wrapped form.
    expect((await giulia.c.get(`/api/Communication/News/Detail/${rossi.Id}/`)).statusCode).toBe(404);
    const detail = (await mario.c.get(`/api/Communication/News/Detail/${rossi.Id}/`)).json();
    expect(detail).toMatchObject({
      Type: 14,
      ComunicationId: rossi.Id,
      Read: false,
      NewsFiscale: { Title: 'Solo clienti tipo 1' },
    });
    expect((await mario.c.post(`/api/Communication/News/Read/${rossi.Id}/`)).json()).toEqual({ Read: true });
    expect((await mario.c.get(`/api/Communication/News/Detail/${rossi.Id}/`)).json().Read).toBe(true);
    expect((await giulia.c.post(`/api/Communication/News/Read/${rossi.Id}/`)).statusCode).toBe(404);
    expect((await who.anonymous.get(`/api/Communication/News/${encodeFilter({})}/`)).statusCode).toBe(401);
  });

  it('popup news lists popup items of the audience', async () => {
    const popup = await create(who.operator, { Title: 'Popup', IsPopup: true, Type: 15 });
    const res = await who.customer.get('/api/Communication/PopUp/News/');
    const found = res.json().Items.find((x: { ComunicationId: number }) => x.ComunicationId === popup.Id);
    expect(found.Alert.IsPopup).toBe(true);
    expect((await who.anonymous.get('/api/Communication/PopUp/News/')).statusCode).toBe(401);
  });
});

describe('audit log', () => {
  it('records create and update with before and after, in order; admins only may read it', async () => {
    const c = await create(who.operator, { Title: 'Audit prima' });
    await who.operator.post('/api/Communication/Save', item({ Id: c.Id, Title: 'Audit dopo' }));
    const url = `/api/App/Audit/Filters/${encodeFilter({ Resource: 'communications', ObjectId: String(c.Id), Sort: 'At', Desc: false })}/`;
    expect((await who.operator.get(url)).statusCode).toBe(403);
    expect((await who.customer.get(url)).statusCode).toBe(403);
    expect((await who.anonymous.get(url)).statusCode).toBe(401);
    const body = (await who.admin.get(url)).json();
    expect(body.Items.map((e: { Action: string }) => e.Action)).toEqual(['create', 'update']);
    expect(body.Items[0]).toMatchObject({
      Actor: 'operatore@sportello.demo',
      Before: null,
      After: { Title: 'Audit prima' },
    });
    expect(body.Items[1]).toMatchObject({ Before: { Title: 'Audit prima' }, After: { Title: 'Audit dopo' } });
  });

  it('a refused change writes nothing', async () => {
    const c = await create(who.operator);
    const before = (await t.database.db.select().from(auditLog)).length;
    await who.operator2.post('/api/Communication/Save', item({ Id: c.Id }));
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });
});

describe('back-office roles', () => {
  it('exposes the caller’s permissions; customers have none', async () => {
    expect((await who.operator.get('/api/App/BackOffice/Permissions/')).json()).toMatchObject({
      Role: 'operator',
    });
    const admin = (await who.admin.get('/api/App/BackOffice/Permissions/')).json();
    expect(admin.Permissions).toContainEqual({ Resource: 'audit', Action: 'list', Scope: 'all' });
    expect((await who.customer.get('/api/App/BackOffice/Permissions/')).statusCode).toBe(403);
  });

  it('an admin assigns roles (audited, effective at once); others may not; not to oneself', async () => {
    const users = (await who.admin.get('/api/App/BackOffice/Roles/')).json().Items;
    const op2 = users.find((u: { UserName: string }) => u.UserName === 'operatore2@sportello.demo');
    const me = users.find((u: { UserName: string }) => u.UserName === 'admin@sportello.demo');
    expect(users.some((u: { UserName: string }) => u.UserName === 'mario.rossi')).toBe(false);
    expect((await who.operator.get('/api/App/BackOffice/Roles/')).statusCode).toBe(403);
    expect(
      (await who.operator.post('/api/App/BackOffice/Roles/Save', { UserId: op2.UserId, Role: 'admin' }))
        .statusCode,
    ).toBe(403);
    expect(
      errorBody(await who.admin.post('/api/App/BackOffice/Roles/Save', { UserId: me.UserId, Role: 'viewer' }))
        .ErrorMessage,
    ).toBe('ERROR_BACKOFFICE_ROLE_SELF');
    const res = await who.admin.post('/api/App/BackOffice/Roles/Save', {
      UserId: op2.UserId,
      Role: 'viewer',
    });
    expect(res.json()).toMatchObject({ Role: 'viewer' });
    expect(errorBody(await who.operator2.post('/api/Communication/Save', item())).ErrorMessage).toBe(
      'ERROR_FORBIDDEN',
    );
    expect((await list(who.operator2)).statusCode).toBe(200);
    const audit = (
      await who.admin.get(`/api/App/Audit/Filters/${encodeFilter({ Resource: 'roles' })}/`)
    ).json();
    expect(audit.Items[0]).toMatchObject({
      Action: 'update',
      ObjectId: op2.UserId,
      After: { Role: 'viewer' },
    });
    await who.admin.post('/api/App/BackOffice/Roles/Save', { UserId: op2.UserId, Role: 'operator' });
  });
});

describe('CanManage rule', () => {
  const base = { canManage: true, manageByCompany: false, author: 'olga', authorCompanyCode: 'V1' };
  it('follows spec §6', () => {
    expect(operatorName('olga@vendor.example')).toBe('olga');
    expect(operatorName('olga')).toBe('olga');
    const me = { operatorName: 'olga', companyCode: 'V1' };
    const colleague = { operatorName: 'oscar', companyCode: 'V1' };
    expect(mayModify(base, me, 'company')).toBe(true);
    expect(mayModify(base, me, 'own')).toBe(true);
    expect(mayModify(base, colleague, 'company')).toBe(false);
    expect(mayModify({ ...base, manageByCompany: true }, colleague, 'company')).toBe(true);
    expect(mayModify({ ...base, manageByCompany: true }, colleague, 'own')).toBe(false);
    expect(
      mayModify({ ...base, manageByCompany: true }, { operatorName: 'x', companyCode: 'V2' }, 'company'),
    ).toBe(false);
    expect(mayModify({ ...base, canManage: false }, me, 'company')).toBe(false);
    expect(mayModify({ ...base, canManage: false }, colleague, 'all')).toBe(true);
  });
});
