import type { Scope } from '@sportello/contracts/backoffice/access.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appWithCallers,
  assignRole,
  createCommunication as create,
  deleteRequest as del,
  communicationInput as item,
  listCommunications as list,
} from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { mayModify, operatorName } from './communications.policy';
import {
  findAllCommunications,
  findCommunication,
  findCommunications,
  insertCommunication,
} from './communications.repository';
import { sanitizeBody } from './communications.service';

const app = appWithCallers();
const { who } = app;

const CUSTOMERS = ['customer', 'plainUser'] as const;
const STAFF = ['operator', 'operator2', 'admin'] as const;

/** Rows written straight into the table: authors the demo data has no account for. */
const foreignRow = (values: { title: string; author: string; authorCompanyCode: string }) =>
  insertCommunication(app.t.database.db, {
    type: 14,
    title: values.title,
    author: values.author,
    authorCompanyCode: values.authorCompanyCode,
    details: {},
  });
const VENDOR = '01234567897';

describe('communications: permission matrix', () => {
  it('list, detail, export and create: anonymous 401, customers 403, operators and admin allowed', async () => {
    const mine = await create(who.operator);
    const routes: [string, (c: TestClient) => ReturnType<TestClient['get']>][] = [
      ['list', (c) => list(c)],
      ['detail', (c) => c.get(`/api/Communication/Filters/Detail/${mine.Id}/`)],
      ['export', (c) => c.get(`/api/Communication/Export/${encodeFilter({})}/`)],
      ['create', (c) => c.post('/api/Communication/Save', item())],
    ];
    for (const [name, call] of routes) {
      const anonymous = await call(who.anonymous);
      expect(anonymous.statusCode, name).toBe(401);
      expect(errorBody(anonymous).ErrorMessage, name).toBe('ERROR_EMPTY_SESSION');
      for (const key of CUSTOMERS) {
        const res = await call(who[key]);
        expect(res.statusCode, `${name} ${key}`).toBe(403);
        expect(errorBody(res).ErrorMessage, `${name} ${key}`).toBe('ERROR_FORBIDDEN');
      }
      for (const key of STAFF) expect((await call(who[key])).statusCode, `${name} ${key}`).toBe(200);
    }
  });

  it('update and delete: the author yes, the other operator no (CanManage rule), the admin yes', async () => {
    const mine = await create(who.operator);
    const update = (c: TestClient) =>
      c.post('/api/Communication/Save', item({ Id: mine.Id, Title: 'Cambiato' }));
    expect((await update(who.anonymous)).statusCode).toBe(401);
    for (const key of CUSTOMERS) {
      const res = await update(who[key]);
      expect(res.statusCode, key).toBe(403);
      expect(errorBody(res).ErrorMessage, key).toBe('ERROR_FORBIDDEN');
    }
    const refused = await update(who.operator2);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    const own = await update(who.operator);
    expect(own.json()).toMatchObject({ Title: 'Cambiato', Author: 'operatore', UserLastUpdate: 'operatore' });
    const byAdmin = await update(who.admin);
    expect(byAdmin.json()).toMatchObject({ Author: 'operatore', UserLastUpdate: 'admin' });

    const single = (c: TestClient) => del(c, `/api/Communication/Delete/${mine.Id}/`);
    expect((await single(who.anonymous)).statusCode).toBe(401);
    for (const key of CUSTOMERS) expect((await single(who[key])).statusCode, key).toBe(403);
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

  it('bulk delete is all or nothing, and audited per item', async () => {
    const a = await create(who.operator);
    const b = await create(who.operator2);
    const url = `/api/Communication/Filters/Delete/${encodeFilter({ Ids: [a.Id, b.Id] })}/`;
    expect((await del(who.anonymous, url)).statusCode).toBe(401);
    for (const key of CUSTOMERS)
      expect(errorBody(await del(who[key], url)).ErrorMessage).toBe('ERROR_FORBIDDEN');
    expect(errorBody(await del(who.operator, url)).ErrorMessage).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    expect(errorBody(await del(who.operator2, url)).ErrorMessage).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    expect((await who.operator.get(`/api/Communication/Filters/Detail/${a.Id}/`)).statusCode).toBe(200);
    expect((await del(who.admin, url)).json()).toEqual({ Deleted: 2 });
    const entries = await app.t.database.db.select().from(auditLog);
    const deletes = entries.filter(
      (e) => e.action === 'delete' && [String(a.Id), String(b.Id)].includes(e.objectId),
    );
    expect(deletes).toHaveLength(2);
    expect(deletes.every((e) => e.actor === 'admin@sportello.demo' && e.after === null && e.before)).toBe(
      true,
    );
  });
});

describe('communications: the viewer role', () => {
  let restore: () => Promise<void>;
  beforeAll(async () => {
    ({ restore } = await assignRole(who.admin, 'operatore2@sportello.demo', 'viewer'));
  });
  afterAll(() => restore());

  it('lists, reads and exports, and may not create, update or delete', async () => {
    const mine = await create(who.operator, { Title: 'Per il lettore' });
    const viewer = who.operator2;
    const row = (await list(viewer, { Text: 'Per il lettore' })).json().Items[0];
    expect(row).toMatchObject({ Id: mine.Id, Editable: false });
    const detail = await viewer.get(`/api/Communication/Filters/Detail/${mine.Id}/`);
    expect(detail.json()).toMatchObject({ Id: mine.Id, Editable: false });
    expect((await viewer.get(`/api/Communication/Export/${encodeFilter({})}/`)).statusCode).toBe(200);

    const refusals = [
      await viewer.post('/api/Communication/Save', item()),
      await viewer.post('/api/Communication/Save', item({ Id: mine.Id, Title: 'No' })),
      await del(viewer, `/api/Communication/Delete/${mine.Id}/`),
      await del(viewer, `/api/Communication/Filters/Delete/${encodeFilter({ Ids: [mine.Id] })}/`),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_FORBIDDEN');
    }
    expect((await who.operator.get(`/api/Communication/Filters/Detail/${mine.Id}/`)).json().Title).toBe(
      'Per il lettore',
    );
    const permissions = (await viewer.get('/api/App/BackOffice/Permissions/')).json();
    expect(permissions.Role).toBe('viewer');
    expect(
      permissions.Permissions.filter((p: { Resource: string }) => p.Resource === 'communications')
        .map((p: { Action: string }) => p.Action)
        .sort(),
    ).toEqual(['export', 'list', 'read']);
  });
});

describe('communications: the CanManage rule (spec §6)', () => {
  it('the company flag lets a colleague of the author manage it', async () => {
    const shared = await create(who.operator, { ManageByCompany: true });
    const res = await who.operator2.post(
      '/api/Communication/Save',
      item({ Id: shared.Id, ManageByCompany: true }),
    );
    expect(res.json()).toMatchObject({ UserLastUpdate: 'operatore2', AuthorCompanyCode: VENDOR });
  });

  it('CanManage false makes the item read-only for everyone, the admin included', async () => {
    const locked = await create(who.operator, { CanManage: false, Title: 'Bloccata' });
    expect(locked.Editable).toBe(false);
    for (const key of ['operator', 'admin'] as const) {
      const update = await who[key].post('/api/Communication/Save', item({ Id: locked.Id, CanManage: true }));
      expect(update.statusCode, key).toBe(403);
      expect(errorBody(update).ErrorMessage, key).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
      const remove = await del(who[key], `/api/Communication/Delete/${locked.Id}/`);
      expect(errorBody(remove).ErrorMessage, key).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
      const row = (await list(who[key], { Text: 'Bloccata' })).json().Items[0];
      expect(row, key).toMatchObject({ Id: locked.Id, Editable: false });
    }
  });

  it('authorship compares the whole login, not only the part before the @', async () => {
    // Same operator name as the demo operator, another address: not the same author.
    const namesake = await foreignRow({
      title: 'Omonimo',
      author: 'operatore@altro-fornitore.example',
      authorCompanyCode: VENDOR,
    });
    const res = await who.operator.post('/api/Communication/Save', item({ Id: namesake.id }));
    expect(res.statusCode).toBe(403);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    // The pages still show the operator name.
    const shown = (await who.admin.get(`/api/Communication/Filters/Detail/${namesake.id}/`)).json();
    expect(shown.Author).toBe('operatore');
  });

  it('follows spec §6 as a rule', () => {
    const base = {
      canManage: true,
      manageByCompany: false,
      author: 'olga@a.example',
      authorCompanyCode: 'V1',
    };
    expect(operatorName('olga@vendor.example')).toBe('olga');
    expect(operatorName('olga')).toBe('olga');
    const me = { login: 'olga@a.example', companyCode: 'V1' };
    const colleague = { login: 'oscar@a.example', companyCode: 'V1' };
    const namesake = { login: 'olga@b.example', companyCode: 'V2' };
    expect(mayModify(base, me, 'company')).toBe(true);
    expect(mayModify(base, me, 'own')).toBe(true);
    expect(mayModify(base, namesake, 'own')).toBe(false);
    expect(mayModify(base, colleague, 'company')).toBe(false);
    expect(mayModify({ ...base, manageByCompany: true }, colleague, 'company')).toBe(true);
    expect(mayModify({ ...base, manageByCompany: true }, colleague, 'own')).toBe(false);
    expect(mayModify({ ...base, manageByCompany: true }, namesake, 'company')).toBe(false);
    expect(mayModify(base, colleague, 'all')).toBe(true);
    for (const scope of ['all', 'company', 'own'] as const)
      expect(mayModify({ ...base, canManage: false }, me, scope), scope).toBe(false);
  });
});

describe('communications: scopes of the reading actions', () => {
  // The operator, a colleague of the vendor, and an author of another company, all tagged alike.
  const TAG = 'Ambito lettura';
  let rows: { mine: number; colleague: number; foreign: number };
  beforeAll(async () => {
    rows = {
      mine: (await create(who.operator, { Title: `${TAG} mia` })).Id,
      colleague: (await create(who.operator2, { Title: `${TAG} collega` })).Id,
      foreign: (
        await foreignRow({
          title: `${TAG} esterna`,
          author: 'ext@altra.example',
          authorCompanyCode: '99999999999',
        })
      ).id,
    };
  });

  // The scope is applied where the rows are read (decision 015): every role reads with `all` today,
  // so the other scopes are tested on the repository, as the service hands it the caller's grant.
  const owner = { user: 'operatore@sportello.demo', company: VENDOR };
  const visibility = (scope: Scope) => ({ scope, owner });
  const filter = { Page: 0, Size: 100, Sort: 'Id' as const, Desc: false, Text: TAG };

  it('list and export: all, the caller’s company, or their own', async () => {
    const expected = {
      all: [rows.mine, rows.colleague, rows.foreign],
      company: [rows.mine, rows.colleague],
      own: [rows.mine],
    };
    const tx = app.t.database.db;
    for (const [scope, ids] of Object.entries(expected) as [Scope, number[]][]) {
      const page = await findCommunications(tx, filter, visibility(scope));
      expect(
        page.rows.map((c) => c.id),
        scope,
      ).toEqual(ids);
      expect(page.total, scope).toBe(ids.length);
      const all = await findAllCommunications(tx, filter, visibility(scope), 100);
      expect(
        all.map((c) => c.id),
        scope,
      ).toEqual(ids);
    }
  });

  it('read: outside the scope an item is not found', async () => {
    const read = async (scope: Scope, id: number) =>
      (await findCommunication(app.t.database.db, id, visibility(scope)))?.id;
    expect(await read('all', rows.foreign)).toBe(rows.foreign);
    expect(await read('company', rows.foreign)).toBeUndefined();
    expect(await read('company', rows.colleague)).toBe(rows.colleague);
    expect(await read('own', rows.colleague)).toBeUndefined();
    expect(await read('own', rows.mine)).toBe(rows.mine);
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

  it('keeps what the rich-text editor writes (headings, lists, links, underline), and nothing unsafe', () => {
    const edited =
      '<h2>Novità</h2><p><strong>Grassetto</strong>, <em>corsivo</em> e <u>sottolineato</u></p>' +
      '<ul><li><p>uno</p></li></ul><ol><li><p>due</p></li></ol>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/guida">guida</a></p>';
    expect(sanitizeBody(edited)).toBe(edited.replace('noopener noreferrer nofollow', 'noopener noreferrer'));
    expect(
      sanitizeBody('<h2 onclick="x()" style="color:red">T</h2><p><a href="javascript:x()">l</a></p>'),
    ).toBe('<h2>T</h2><p><a rel="noopener noreferrer">l</a></p>');
  });

  it('stores an English version, sanitised like the Italian, and answers it to the back office', async () => {
    const saved = await create(who.operator, {
      Title: 'Chiusura estiva',
      TitleEn: ' Summer closure ',
      SummaryEn: 'The dates',
      BodyEn: '<p>From <u>10</u> August</p><script>x()</script><a href="javascript:y()">z</a>',
    });
    const expected = {
      Title: 'Chiusura estiva',
      TitleEn: 'Summer closure',
      SummaryEn: 'The dates',
      BodyEn: '<p>From <u>10</u> August</p><a rel="noopener noreferrer">z</a>',
    };
    expect(saved).toMatchObject(expected);
    expect(saved).not.toHaveProperty('Language');
    expect((await who.operator.get(`/api/Communication/Filters/Detail/${saved.Id}/`)).json()).toMatchObject(
      expected,
    );
    // Without one, the English fields are empty (an editor left empty sends an empty paragraph).
    const italian = await create(who.operator, { Body: '', BodyEn: '<p></p>' });
    expect(italian).toMatchObject({ TitleEn: '', SummaryEn: '', BodyEn: '' });
  });

  it('an English version has a title, and a summary and a body where the Italian has them', async () => {
    const fields = async (extra: Record<string, unknown>) => {
      const res = await who.operator.post('/api/Communication/Save', item(extra));
      expect(res.statusCode).toBe(400);
      return res
        .json()
        .Fields.map((f: { Field: string; ErrorMessage: string }) => `${f.Field} ${f.ErrorMessage}`);
    };
    expect(await fields({ BodyEn: '<p>Only a body</p>', SummaryEn: 'And a summary' })).toEqual([
      'TitleEn ERROR_FIELD_REQUIRED',
    ]);
    expect(await fields({ TitleEn: 'Only a title' })).toEqual([
      'SummaryEn ERROR_FIELD_REQUIRED',
      'BodyEn ERROR_FIELD_REQUIRED',
    ]);
    expect(await fields({ TitleEn: 'Title', SummaryEn: 'Summary', BodyEn: '<p> </p>' })).toEqual([
      'BodyEn ERROR_FIELD_REQUIRED',
    ]);
    // The Italian has no summary nor body: the English needs none either.
    expect((await create(who.operator, { Summary: '', Body: '', TitleEn: 'Title' })).TitleEn).toBe('Title');
  });

  it('offers the company types and group codes the companies have, to those who read communications', async () => {
    const url = '/api/Communication/Audience/';
    const values = (await who.operator2.get(url)).json();
    // Demo data: Rossi Impianti (type 1, NORD and PMI), Neri Trasporti (type 2, CENTRO), advisors (type 3).
    expect(values.CompanyTypes.map((v: { Code: string }) => v.Code).sort()).toEqual(['1', '2', '3']);
    expect(values.CompanyTypes.find((v: { Code: string }) => v.Code === '1').Companies).toBeGreaterThan(1);
    expect(values.GroupCodes).toEqual(
      expect.arrayContaining([
        { Code: 'NORD', Companies: 1 },
        { Code: 'PMI', Companies: 1 },
        { Code: 'CENTRO', Companies: expect.any(Number) },
      ]),
    );
    expect((await who.anonymous.get(url)).statusCode).toBe(401);
    for (const key of CUSTOMERS)
      expect(errorBody(await who[key].get(url)).ErrorMessage).toBe('ERROR_FORBIDDEN');
    // A group code is saved as the registry files companies: upper-case.
    const saved = await create(who.operator, { GroupCodeFilters: [{ Code: ' nord ' }, { Code: 'NORD' }] });
    expect(saved.GroupCodeFilters).toEqual([{ Code: 'NORD' }]);
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

  it('keeps the fields of the type: an event needs date and place, a news item takes no version', async () => {
    const event = await who.operator.post('/api/Communication/Save', item({ Type: 11 }));
    expect(event.statusCode).toBe(400);
    expect(event.json().Fields.map((f: { Field: string }) => f.Field)).toEqual([
      'Details.EventDate',
      'Details.EventPlace',
    ]);
    const news = await who.operator.post(
      '/api/Communication/Save',
      item({ Type: 10, Details: { Version: '1.0' } }),
    );
    expect(news.statusCode).toBe(400);
    expect(errorBody(news).ErrorMessage).toMatch(/^ERROR_BAD_REQUEST/);
    const release = await create(who.operator, {
      Type: 17,
      Details: { Version: '2.4', ReleaseDate: '2026-06-01T00:00:00Z' },
    });
    expect(release.Details).toEqual({ Version: '2.4', ReleaseDate: '2026-06-01T00:00:00Z' });
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

  it('exports in the code page picked (spec §2 file-encoding picker): ANSI Latin 1 here', async () => {
    await create(who.operator, { Title: 'Novità già pronte export' });
    const res = await who.operator.get(
      `/api/Communication/Export/${encodeFilter({ Text: 'Novità', Sort: 'Id' })}/?Encoding=1252`,
    );
    expect(res.headers['content-type']).toBe('text/csv; charset=windows-1252');
    // 'à' is one byte (0xE0) in windows-1252, two in UTF-8; no byte-order mark.
    expect(res.rawPayload.includes(Buffer.from([0xe0]))).toBe(true);
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    const unknown = await who.operator.get(`/api/Communication/Export/${encodeFilter({})}/?Encoding=437`);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('audit log', () => {
  const auditUrl = (filter: object) => `/api/App/Audit/Filters/${encodeFilter(filter)}/`;
  const entriesOf = async (id: number) =>
    (
      await who.admin.get(
        auditUrl({ Resource: 'communications', ObjectId: String(id), Sort: 'At', Desc: false }),
      )
    ).json().Items;

  it('records create and update with before and after, in order; admins only may read it', async () => {
    const c = await create(who.operator, { Title: 'Audit prima' });
    await who.operator.post('/api/Communication/Save', item({ Id: c.Id, Title: 'Audit dopo' }));
    const url = auditUrl({ Resource: 'communications', ObjectId: String(c.Id) });
    for (const key of ['operator', 'customer', 'plainUser'] as const)
      expect((await who[key].get(url)).statusCode, key).toBe(403);
    expect((await who.anonymous.get(url)).statusCode).toBe(401);
    const items = await entriesOf(c.Id);
    expect(items.map((e: { Action: string }) => e.Action)).toEqual(['create', 'update']);
    expect(items[0]).toMatchObject({
      Actor: 'operatore@sportello.demo',
      Before: null,
      After: { Title: 'Audit prima' },
    });
    expect(items[1]).toMatchObject({ Before: { Title: 'Audit prima' }, After: { Title: 'Audit dopo' } });
    // An entry reads the same whoever looks at it: nothing computed for one caller is kept.
    expect(items[0].After).not.toHaveProperty('Editable');
    expect(items[1].Before).not.toHaveProperty('Editable');
  });

  it('records a single delete with the object before and nothing after', async () => {
    const c = await create(who.operator, { Title: 'Da eliminare' });
    expect((await del(who.operator, `/api/Communication/Delete/${c.Id}/`)).json()).toEqual({ Deleted: 1 });
    const items = await entriesOf(c.Id);
    expect(items.map((e: { Action: string }) => e.Action)).toEqual(['create', 'delete']);
    expect(items[1]).toMatchObject({
      Actor: 'operatore@sportello.demo',
      Before: { Id: c.Id, Title: 'Da eliminare' },
      After: null,
    });
  });

  it('a refused change writes nothing', async () => {
    const c = await create(who.operator);
    const before = (await app.t.database.db.select().from(auditLog)).length;
    const update = await who.operator2.post('/api/Communication/Save', item({ Id: c.Id }));
    expect(update.statusCode).toBe(403);
    expect(errorBody(update).ErrorMessage).toBe('ERROR_COMMUNICATION_NOT_MANAGEABLE');
    const remove = await del(who.operator2, `/api/Communication/Delete/${c.Id}/`);
    expect(remove.statusCode).toBe(403);
    expect((await app.t.database.db.select().from(auditLog)).length).toBe(before);
  });

  it('filters by object and by a time range', async () => {
    const c = await create(who.operator, { Title: 'Audit periodo' });
    const hour = 3_600_000;
    const around = (from: number, to: number) =>
      who.admin.get(
        auditUrl({
          ObjectId: String(c.Id),
          From: new Date(Date.now() + from).toISOString(),
          To: new Date(Date.now() + to).toISOString(),
        }),
      );
    expect((await around(-hour, hour)).json().Items).toHaveLength(1);
    expect((await around(-2 * hour, -hour)).json().Items).toHaveLength(0);
    expect((await around(hour, 2 * hour)).json().Items).toHaveLength(0);
    const reversed = await around(hour, -hour);
    expect(reversed.statusCode).toBe(400);
    expect(errorBody(reversed).ErrorMessage).toBe('ERROR_DATE_RANGE_END_BEFORE_START');
  });
});
