import { encodeFilter } from '@sportello/contracts/common/filters';
import { vatControlDigit } from '@sportello/contracts/rules/vat-code';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appWithCallers,
  assignRole,
  createCommunication,
  deleteRequest,
} from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';

const app = appWithCallers();
const { who } = app;

const ROSSI_VAT = '09876543217';
const NERI_VAT = '05555555555';

let serial = 0;
/** A fresh VAT code per call: the tests share one database. */
const freshVat = () => {
  const first10 = `77${String(++serial).padStart(8, '0')}`;
  return `${first10}${vatControlDigit(first10)}`;
};

interface TagAnswer {
  Id: number;
  Name: string;
  Colour: string | null;
  Companies: number;
}
interface CompanyAnswer {
  Id: number;
  Name: string;
  Tags: { Id: number; Name: string }[];
}

let names = 0;
const uniqueName = (base: string) => `${base} ${++names}`;

async function createTag(c: TestClient, name = uniqueName('Etichetta'), colour: string | null = null) {
  const res = await c.post('/api/Tag/Save', { Name: name, Colour: colour });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TagAnswer>();
}

async function createCompany(extra: Record<string, unknown> = {}) {
  const code = freshVat();
  const res = await who.admin.post('/api/Company/Save', {
    VatCode: code,
    FiscalCode: code,
    Name: `Azienda ${code}`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CompanyAnswer>();
}

const assign = (c: TestClient, body: Record<string, unknown>) => c.post('/api/Tag/Assign', body);

async function assigned(c: TestClient, body: Record<string, unknown>) {
  const res = await assign(c, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Updated: number }>().Updated;
}

const companies = async (filter: object) => {
  const res = await who.operator.get(`/api/Company/Filters/${encodeFilter({ Size: 100, ...filter })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Total: number; Items: CompanyAnswer[] }>();
};

const company = async (id: number) =>
  (await who.operator.get(`/api/Company/Filters/Detail/${id}`)).json<CompanyAnswer>();

const tags = async (filter: object = {}) => {
  const res = await who.operator.get(`/api/Tag/Filters/${encodeFilter({ Size: 100, ...filter })}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Total: number; Items: TagAnswer[] }>();
};

const tagById = async (id: number) => (await tags()).Items.find((t) => t.Id === id);

const audits = (resource: string, objectId: number) =>
  app.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.objectId, String(objectId))))
    .orderBy(auditLog.id);

describe('tags: permissions per back-office role', () => {
  let viewer: { restore(): Promise<void> };
  beforeAll(async () => {
    viewer = await assignRole(who.admin, 'operatore2@sportello.demo', 'viewer');
  });
  afterAll(() => viewer.restore());

  it('customers are refused, the viewer only reads, the operator neither merges nor deletes', async () => {
    const tag = await createTag(who.operator);
    for (const c of [who.customer, who.plainUser]) {
      const res = await c.get(`/api/Tag/Filters/${encodeFilter({})}`);
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_FORBIDDEN');
    }
    expect((await who.anonymous.get('/api/Tag/Options')).statusCode).toBe(401);

    expect((await who.operator2.get('/api/Tag/Options')).statusCode).toBe(200);
    expect((await who.operator2.get(`/api/Tag/Filters/${encodeFilter({})}`)).statusCode).toBe(200);
    for (const res of [
      await who.operator2.post('/api/Tag/Save', { Name: uniqueName('Vista') }),
      await assign(who.operator2, { TagId: tag.Id, Ids: [1], Assigned: true }),
    ])
      expect(errorBody(res).ErrorMessage).toBe('ERROR_FORBIDDEN');

    const other = await createTag(who.operator);
    const merge = await who.operator.post('/api/Tag/Merge', { SourceId: tag.Id, TargetId: other.Id });
    expect(merge.statusCode).toBe(403);
    expect((await deleteRequest(who.operator, `/api/Tag/Delete/${tag.Id}`)).statusCode).toBe(403);
    expect(await tagById(tag.Id)).toBeDefined();
    expect((await deleteRequest(who.admin, `/api/Tag/Delete/${tag.Id}`)).statusCode).toBe(200);
  });
});

describe('tags: names', () => {
  it('a name is unique whatever its case, on creation and on renaming, as a field error', async () => {
    const name = uniqueName('Rivenditori');
    const first = await createTag(who.operator, name, '#1C7ED6');
    expect(first).toMatchObject({ Name: name, Colour: '#1c7ed6', Companies: 0 });

    const again = await who.operator.post('/api/Tag/Save', { Name: `  ${name.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toMatchObject({ ErrorMessage: 'ERROR_TAG_EXISTS' });
    expect(errorBody(again).Fields?.[0]).toMatchObject({ Field: 'Name', ErrorMessage: 'ERROR_TAG_EXISTS' });

    const other = await createTag(who.operator);
    const rename = await who.operator.post('/api/Tag/Save', { Id: other.Id, Name: name.toLowerCase() });
    expect(rename.statusCode).toBe(409);
    expect(errorBody(rename).ErrorMessage).toBe('ERROR_TAG_EXISTS');

    // Its own name in another case is a rename, not a clash.
    const recased = await who.operator.post('/api/Tag/Save', { Id: first.Id, Name: name.toUpperCase() });
    expect(recased.json()).toMatchObject({ Id: first.Id, Name: name.toUpperCase(), Colour: null });
    const [created, renamed] = await audits('tags', first.Id);
    expect(created).toMatchObject({ action: 'create', before: null, actor: 'operatore@sportello.demo' });
    expect(renamed).toMatchObject({
      action: 'update',
      before: { Name: name, Colour: '#1c7ed6' },
      after: { Name: name.toUpperCase(), Colour: null },
    });
  });

  it('refuses an empty name and a colour that is not #rrggbb', async () => {
    for (const body of [{ Name: '  ' }, { Name: 'x'.repeat(51) }, { Name: 'Ok', Colour: 'red' }]) {
      const res = await who.operator.post('/api/Tag/Save', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('lists tags with how many companies have each, searched and sorted', async () => {
    const prefix = uniqueName('Conteggio');
    const big = await createTag(who.operator, `${prefix} B`);
    const small = await createTag(who.operator, `${prefix} A`);
    const [c1, c2] = [await createCompany(), await createCompany()];
    await assigned(who.operator, { TagId: big.Id, Ids: [c1.Id, c2.Id], Assigned: true });
    await assigned(who.operator, { TagId: small.Id, Ids: [c1.Id], Assigned: true });
    const byName = await tags({ Text: prefix });
    expect(byName.Items.map((t) => [t.Name, t.Companies])).toEqual([
      [`${prefix} A`, 1],
      [`${prefix} B`, 2],
    ]);
    const byCount = await tags({ Text: prefix, Sort: 'Companies', Desc: true });
    expect(byCount.Items.map((t) => t.Name)).toEqual([`${prefix} B`, `${prefix} A`]);
    const options = (await who.operator.get('/api/Tag/Options')).json<{ Name: string }[]>();
    expect(options.map((o) => o.Name)).toEqual(expect.arrayContaining([`${prefix} A`, `${prefix} B`]));
  });
});

describe('tags on companies', () => {
  it('gives and takes a tag to one company, shown on its row and detail, each change audited', async () => {
    const tag = await createTag(who.operator, uniqueName('Zona'));
    const other = await createTag(who.operator, uniqueName('Alfa'));
    const c = await createCompany();
    expect(await assigned(who.operator, { TagId: other.Id, Ids: [c.Id], Assigned: true })).toBe(1);
    expect(await assigned(who.operator, { TagId: tag.Id, Ids: [c.Id], Assigned: true })).toBe(1);
    // Again: nothing changes.
    expect(await assigned(who.operator, { TagId: tag.Id, Ids: [c.Id], Assigned: true })).toBe(0);
    expect((await company(c.Id)).Tags.map((t) => t.Name)).toEqual([other.Name, tag.Name]);
    const row = (await companies({ Text: c.Name.split(' ')[1] })).Items[0]!;
    expect(row.Tags.map((t) => t.Id)).toEqual([other.Id, tag.Id]);

    expect(await assigned(who.operator, { TagId: other.Id, Ids: [c.Id], Assigned: false })).toBe(1);
    expect((await company(c.Id)).Tags.map((t) => t.Name)).toEqual([tag.Name]);
    const entries = (await audits('companies', c.Id)).filter((e) => e.action === 'update');
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ Tags: [] }, { Tags: [other.Name] }],
      [{ Tags: [other.Name] }, { Tags: [other.Name, tag.Name] }],
      [{ Tags: [other.Name, tag.Name] }, { Tags: [tag.Name] }],
    ]);
  });

  it('refuses the whole request when one selected company does not exist', async () => {
    const tag = await createTag(who.operator);
    const c = await createCompany();
    const res = await assign(who.operator, { TagId: tag.Id, Ids: [c.Id, 2_000_000_000], Assigned: true });
    expect(res.statusCode).toBe(404);
    expect((await company(c.Id)).Tags).toEqual([]);
    const unknownTag = await assign(who.operator, { TagId: 2_000_000_000, Ids: [c.Id], Assigned: true });
    expect(unknownTag.statusCode).toBe(404);
  });

  it('tags every company a filter of the registry finds, and the list filters by tag', async () => {
    const type = 30_000 + Math.floor(Math.random() * 2000);
    const found = [await createCompany({ CompanyType: type }), await createCompany({ CompanyType: type })];
    const outside = await createCompany({ CompanyType: type + 1 });
    const tag = await createTag(who.operator);
    expect(
      await assigned(who.operator, { TagId: tag.Id, Filter: { CompanyType: type }, Assigned: true }),
    ).toBe(2);
    const tagged = await companies({ Tag: tag.Id });
    expect(tagged.Items.map((c) => c.Id).sort()).toEqual(found.map((c) => c.Id).sort());
    expect((await company(outside.Id)).Tags).toEqual([]);
    expect((await tagById(tag.Id))?.Companies).toBe(2);
    // Combined with the other filters, and taken away the same way.
    expect((await companies({ Tag: tag.Id, CompanyType: type + 1 })).Total).toBe(0);
    expect(await assigned(who.operator, { TagId: tag.Id, Filter: { Tag: tag.Id }, Assigned: false })).toBe(2);
    expect((await companies({ Tag: tag.Id })).Total).toBe(0);
  });

  it('refuses both a selection and a filter, or neither', async () => {
    const tag = await createTag(who.operator);
    for (const body of [
      { TagId: tag.Id, Assigned: true },
      { TagId: tag.Id, Assigned: true, Ids: [1], Filter: {} },
    ])
      expect((await assign(who.operator, body)).statusCode).toBe(400);
  });
});

describe('merging and deleting tags', () => {
  it('merge moves every assignment to the target once, deletes the source, and audits both', async () => {
    const source = await createTag(who.operator, uniqueName('Sorgente'));
    const target = await createTag(who.operator, uniqueName('Destinazione'));
    const [onlySource, both, onlyTarget] = [
      await createCompany(),
      await createCompany(),
      await createCompany(),
    ];
    await assigned(who.operator, { TagId: source.Id, Ids: [onlySource.Id, both.Id], Assigned: true });
    await assigned(who.operator, { TagId: target.Id, Ids: [both.Id, onlyTarget.Id], Assigned: true });

    const res = await who.admin.post('/api/Tag/Merge', { SourceId: source.Id, TargetId: target.Id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Id: target.Id, Name: target.Name, Companies: 3 });
    expect(await tagById(source.Id)).toBeUndefined();
    for (const c of [onlySource, both, onlyTarget])
      expect((await company(c.Id)).Tags.map((t) => t.Id)).toEqual([target.Id]);

    expect(await audits('tags', source.Id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'delete',
          before: { Name: source.Name, Colour: null, Companies: 2 },
        }),
      ]),
    );
    const targetEntries = await audits('tags', target.Id);
    expect(targetEntries.at(-1)).toMatchObject({
      action: 'update',
      before: { Companies: 2 },
      after: { Companies: 3, MergedFrom: source.Name },
    });
  });

  it('refuses merging a tag into itself or into a tag that does not exist', async () => {
    const tag = await createTag(who.operator);
    const self = await who.admin.post('/api/Tag/Merge', { SourceId: tag.Id, TargetId: tag.Id });
    expect(self.statusCode).toBe(400);
    expect(errorBody(self).ErrorMessage).toContain('ERROR_TAG_MERGE_SELF');
    const missing = await who.admin.post('/api/Tag/Merge', { SourceId: tag.Id, TargetId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    expect(await tagById(tag.Id)).toBeDefined();
  });

  it('delete takes the tag from its companies and records how many lost it', async () => {
    const tag = await createTag(who.operator);
    const [a, b] = [await createCompany(), await createCompany()];
    await assigned(who.operator, { TagId: tag.Id, Ids: [a.Id, b.Id], Assigned: true });
    const res = await deleteRequest(who.admin, `/api/Tag/Delete/${tag.Id}`);
    expect(res.json()).toEqual({ Companies: 2 });
    expect((await company(a.Id)).Tags).toEqual([]);
    expect((await companies({ Tag: tag.Id })).Total).toBe(0);
    expect((await audits('tags', tag.Id)).at(-1)).toMatchObject({
      action: 'delete',
      actor: 'admin@sportello.demo',
      before: { Name: tag.Name, Companies: 2 },
      after: null,
    });
    expect((await deleteRequest(who.admin, `/api/Tag/Delete/${tag.Id}`)).statusCode).toBe(404);
  });
});

describe('communications addressed to a tag', () => {
  /** Whether the customer may open the item (its news page answers it, or 404). */
  const sees = async (c: TestClient, id: number) => {
    const res = await c.get(`/api/Communication/News/Detail/${id}`);
    expect([200, 404]).toContain(res.statusCode);
    return res.statusCode === 200;
  };

  it('reach the tagged companies only; the tag cannot be deleted meanwhile; a merge readdresses them', async () => {
    const rossi = (await companies({ Text: ROSSI_VAT })).Items[0]!;
    const neri = (await companies({ Text: NERI_VAT })).Items[0]!;
    const tag = await createTag(who.operator, uniqueName('Pubblico'));
    await assigned(who.operator, { TagId: tag.Id, Ids: [rossi.Id], Assigned: true });
    const item = await createCommunication(who.operator, {
      Title: 'Solo per etichetta',
      CompanyTypeFilters: [],
      TagFilters: [{ Id: tag.Id }],
    });
    expect(item.TagFilters).toEqual([{ Id: tag.Id }]);
    expect(await sees(who.customer, item.Id)).toBe(true);
    expect(await sees(who.otherCustomer, item.Id)).toBe(false);

    const refused = await deleteRequest(who.admin, `/api/Tag/Delete/${tag.Id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_TAG_IN_USE');

    // Merged into a tag Neri has: Rossi keeps it (its assignment moved), Neri now sees it too.
    const target = await createTag(who.operator, uniqueName('Pubblico esteso'));
    await assigned(who.operator, { TagId: target.Id, Ids: [neri.Id], Assigned: true });
    expect(
      (await who.admin.post('/api/Tag/Merge', { SourceId: tag.Id, TargetId: target.Id })).statusCode,
    ).toBe(200);
    const detail = (await who.operator.get(`/api/Communication/Filters/Detail/${item.Id}`)).json();
    expect(detail.TagFilters).toEqual([{ Id: target.Id }]);
    expect(await sees(who.customer, item.Id)).toBe(true);
    expect(await sees(who.otherCustomer, item.Id)).toBe(true);
    const changed = await audits('communications', item.Id);
    expect(changed.at(-1)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ TagFilters: [{ Id: tag.Id }] }),
      after: expect.objectContaining({ TagFilters: [{ Id: target.Id }] }),
    });

    // Taken from Rossi: no longer in its news.
    await assigned(who.operator, { TagId: target.Id, Ids: [rossi.Id], Assigned: false });
    expect(await sees(who.customer, item.Id)).toBe(false);
    await deleteRequest(who.admin, `/api/Communication/Delete/${item.Id}`);
    await assigned(who.operator, { TagId: target.Id, Ids: [neri.Id], Assigned: false });
  });

  it('refuses a communication addressed to a tag that does not exist', async () => {
    const res = await who.operator.post('/api/Communication/Save', {
      Type: 14,
      Title: 'Etichetta sconosciuta',
      TagFilters: [{ Id: 2_000_000_000 }],
    });
    expect(res.statusCode).toBe(404);
  });
});
