import { encodeFilter } from '@sportello/contracts/common/filters';
import { vatControlDigit } from '@sportello/contracts/rules/vat-code';
import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithCallers, assignRole } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import { signedIn, signIn, TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { companies } from './companies.tables';
import { newUserCode } from './companies-registry.service';

const app = appWithCallers();
const { who } = app;

/** A valid Italian VAT code from ten digits (its check digit computed). */
const vat = (first10: string) => `${first10}${vatControlDigit(first10)}`;
let serial = 0;
/** A fresh VAT code per call: the tests share one database. */
const freshVat = () => vat(`88${String(++serial).padStart(8, '0')}`);

const input = (extra: Record<string, unknown> = {}) => {
  const code = freshVat();
  return { VatCode: code, FiscalCode: code, Name: `Azienda ${code}`, CompanyType: 1, ...extra };
};

async function create(c: TestClient, extra: Record<string, unknown> = {}) {
  const res = await c.post('/api/Company/Save', input(extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number; VatCode: string; Name: string } & Record<string, unknown>>();
}

const list = (c: TestClient, filter: object = {}) => c.get(`/api/Company/Filters/${encodeFilter(filter)}`);
const audits = (objectId: number) =>
  app.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'companies'), eq(auditLog.objectId, String(objectId))));

describe('companies: permissions per back-office role', () => {
  let viewer: { restore(): Promise<void> };
  beforeAll(async () => {
    viewer = await assignRole(who.admin, 'operatore2@sportello.demo', 'viewer');
  });
  afterAll(() => viewer.restore());

  it('customers and anonymous callers are refused everything', async () => {
    const calls = [
      (c: TestClient) => list(c),
      (c: TestClient) => c.get('/api/Company/Filters/Detail/1'),
      (c: TestClient) => c.post('/api/Company/Save', input()),
      (c: TestClient) => c.get('/api/Company/UserCode/1'),
    ];
    for (const call of calls) {
      expect((await call(who.anonymous)).statusCode).toBe(401);
      const res = await call(who.customer);
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_FORBIDDEN');
    }
  });

  it('admin creates, operator updates but cannot create or export, viewer only reads', async () => {
    const company = await create(who.admin);
    const detail = `/api/Company/Filters/Detail/${company.Id}`;
    for (const c of [who.admin, who.operator, who.operator2]) {
      expect((await list(c)).statusCode).toBe(200);
      expect((await c.get(detail)).statusCode).toBe(200);
    }
    const createByOperator = await who.operator.post('/api/Company/Save', input());
    expect(createByOperator.statusCode).toBe(403);
    expect(errorBody(createByOperator).ErrorMessage).toBe('ERROR_FORBIDDEN');
    const update = (c: TestClient) =>
      c.post('/api/Company/Save', {
        ...input(),
        Id: company.Id,
        VatCode: company.VatCode,
        FiscalCode: company.VatCode,
        Name: 'Cambiata',
      });
    expect((await update(who.operator)).json()).toMatchObject({ Name: 'Cambiata' });
    expect((await update(who.operator2)).statusCode).toBe(403);
    const exportUrl = `/api/Company/Export/${encodeFilter({})}`;
    expect((await who.operator.get(exportUrl)).statusCode).toBe(403);
    expect((await who.operator2.get(exportUrl)).statusCode).toBe(403);
    expect((await who.admin.get(exportUrl)).statusCode).toBe(200);
    for (const url of [`/api/Company/UserCode/${company.Id}`]) {
      expect((await who.operator2.get(url)).statusCode).toBe(403);
      expect((await who.operator.get(url)).statusCode).toBe(200);
    }
    const enable = { Ids: [company.Id], Enabled: false };
    expect((await who.operator2.post('/api/Company/Enable', enable)).statusCode).toBe(403);
    expect((await who.operator.post('/api/Company/Enable', enable)).json()).toEqual({ Updated: 1 });
  });
});

describe('companies: validation, field by field', () => {
  it('answers each bad field in the error shape', async () => {
    const res = await who.admin.post('/api/Company/Save', {
      VatCode: '12345678901',
      FiscalCode: 'XYZ',
      Name: ' ',
      ParentVatCodes: [''],
    });
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body).toMatchObject({
      ErrorCode: expect.any(Number),
      ErrorMessage: expect.any(String),
      Message: expect.any(String),
    });
    const fields = Object.fromEntries((body.Fields ?? []).map((f) => [f.Field, f.ErrorMessage]));
    expect(fields).toMatchObject({
      VatCode: 'ERROR_VATCODE_BADCHAR_CTRL',
      FiscalCode: 'ERROR_COMPANY_FISCAL_CODE',
      Name: 'ERROR_FIELD_REQUIRED',
      'ParentVatCodes.0': 'ERROR_FIELD_REQUIRED',
    });
    expect(body.Fields?.every((f) => f.Message.length > 0)).toBe(true);
  });

  it('checks the VAT code by its type: a foreign one needs five characters, no check digit', async () => {
    const short = await who.admin.post('/api/Company/Save', {
      VatCode: 'DE12',
      VatCodeType: 2,
      Name: 'GmbH',
    });
    expect(errorBody(short).Fields?.[0]).toMatchObject({
      Field: 'VatCode',
      ErrorMessage: 'ERROR_VATCODE_BADLEN',
    });
    const foreign = await who.admin.post('/api/Company/Save', {
      VatCode: `de${Date.now() % 1e9}`,
      VatCodeType: 2,
      Name: 'Muster GmbH',
    });
    expect(foreign.statusCode, foreign.body).toBe(200);
    expect(foreign.json().VatCode).toMatch(/^DE\d+$/);
    expect(foreign.json().FiscalCode).toBe('');
  });

  it('refuses a VAT code another company has, and a parent nobody has', async () => {
    const existing = await create(who.admin);
    const dup = await who.admin.post('/api/Company/Save', input({ VatCode: existing.VatCode }));
    expect(dup.statusCode).toBe(409);
    expect(errorBody(dup).Fields?.[0]).toMatchObject({
      Field: 'VatCode',
      ErrorMessage: 'ERROR_COMPANY_VAT_EXISTS',
    });
    const unknown = await who.admin.post('/api/Company/Save', input({ ParentVatCodes: [freshVat()] }));
    expect(errorBody(unknown).Fields?.[0]).toMatchObject({
      Field: 'ParentVatCodes.0',
      ErrorMessage: 'ERROR_COMPANY_PARENT_UNKNOWN',
    });
  });
});

describe('companies: parents', () => {
  it('keeps parents by VAT code; refuses the company itself and any loop', async () => {
    const top = await create(who.admin);
    const middle = await create(who.admin, { ParentVatCodes: [top.VatCode] });
    const bottom = await create(who.admin, { ParentVatCodes: [middle.VatCode, top.VatCode] });
    expect((bottom.Parents as { VatCode: string }[]).map((p) => p.VatCode).sort()).toEqual(
      [middle.VatCode, top.VatCode].sort(),
    );
    const self = await who.admin.post('/api/Company/Save', {
      Id: top.Id,
      VatCode: top.VatCode,
      FiscalCode: top.VatCode,
      Name: top.Name,
      ParentVatCodes: [top.VatCode],
    });
    expect(errorBody(self).Fields?.[0]).toMatchObject({
      Field: 'ParentVatCodes.0',
      ErrorMessage: 'ERROR_COMPANY_PARENT_SELF',
    });
    // top → bottom would close top ← middle ← bottom ← top.
    const loop = await who.admin.post('/api/Company/Save', {
      Id: top.Id,
      VatCode: top.VatCode,
      FiscalCode: top.VatCode,
      Name: top.Name,
      ParentVatCodes: [bottom.VatCode],
    });
    expect(loop.statusCode).toBe(400);
    expect(errorBody(loop).ErrorMessage).toBe('ERROR_COMPANY_PARENT_CYCLE');
    const detail = (await who.admin.get(`/api/Company/Filters/Detail/${top.Id}`)).json();
    expect(detail.Parents).toEqual([]);
  });
});

describe('companies: audit and the user code', () => {
  it('signs out the people of a company it disables, at once', async () => {
    const giulia = await signedIn(app.t.app, 'giulia.neri');
    expect((await giulia.get('/api/Auth/session')).statusCode).toBe(200);
    const [neri] = await app.t.database.db
      .select()
      .from(companies)
      .where(eq(companies.vatCode, '05555555555'));
    try {
      expect(
        (await who.admin.post('/api/Company/Enable', { Ids: [neri!.id], Enabled: false })).json(),
      ).toEqual({
        Updated: 1,
      });
      expect((await giulia.get('/api/Auth/session')).statusCode).toBe(401);
    } finally {
      await who.admin.post('/api/Company/Enable', { Ids: [neri!.id], Enabled: true });
    }
  });

  it('signs out the people of a company disabled from its edit page, at once', async () => {
    const giulia = await signedIn(app.t.app, 'giulia.neri');
    const [neri] = await app.t.database.db
      .select()
      .from(companies)
      .where(eq(companies.vatCode, '05555555555'));
    const detail = (await who.admin.get(`/api/Company/Filters/Detail/${neri!.id}`)).json();
    const save = (Enabled: boolean) =>
      who.admin.post('/api/Company/Save', {
        Id: detail.Id,
        VatCode: detail.VatCode,
        VatCodeType: detail.VatCodeType,
        FiscalCode: detail.FiscalCode,
        Name: detail.Name,
        CompanyType: detail.CompanyType,
        Products: detail.Products,
        GroupCodes: detail.GroupCodes,
        ParentVatCodes: detail.Parents.map((p: { VatCode: string }) => p.VatCode),
        AccessLocal: detail.AccessLocal,
        ForceTsid: detail.ForceTsid,
        Enabled,
      });
    try {
      const saved = await save(false);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().Enabled).toBe(false);
      expect((await giulia.get('/api/Auth/session')).statusCode).toBe(401);
    } finally {
      expect((await save(true)).statusCode).toBe(200);
    }
    // Saving an enabled company again signs nobody out.
    const again = await signedIn(app.t.app, 'giulia.neri');
    expect((await save(true)).statusCode).toBe(200);
    expect((await again.get('/api/Auth/session')).statusCode).toBe(200);
  });

  it('migrates a company to the customer hub and back: its people are signed out, then sent to the hub', async () => {
    const giulia = await signedIn(app.t.app, 'giulia.neri');
    const [neri] = await app.t.database.db
      .select()
      .from(companies)
      .where(eq(companies.vatCode, '05555555555'));
    const migrate = (Migrated: boolean) =>
      who.admin.post('/api/Company/Migration', { Ids: [neri!.id], Migrated });
    try {
      expect((await migrate(true)).json()).toEqual({ Updated: 1 });
      expect((await giulia.get('/api/Auth/session')).statusCode).toBe(401);
      expect(errorBody(await signIn(new TestClient(app.t.app), 'giulia.neri')).ErrorMessage).toBe(
        'ERROR_LOGIN_MIGRATE',
      );
      const entries = await audits(neri!.id);
      expect(entries.at(-1)).toMatchObject({ before: { Migrated: false }, after: { Migrated: true } });
    } finally {
      expect((await migrate(false)).json()).toEqual({ Updated: 1 });
    }
    expect((await signIn(new TestClient(app.t.app), 'giulia.neri')).statusCode).toBe(200);
  });

  it('migrates every company a filter finds; a request with neither ids nor a filter is refused', async () => {
    const prefix = '8877';
    const first = await create(who.admin, {
      ...input(),
      VatCode: vat(`${prefix}000001`),
      FiscalCode: vat(`${prefix}000001`),
    });
    const second = await create(who.admin, {
      ...input(),
      VatCode: vat(`${prefix}000002`),
      FiscalCode: vat(`${prefix}000002`),
    });
    const body = { Filter: { Text: prefix }, Migrated: true };
    expect((await who.admin.post('/api/Company/Migration', body)).json()).toEqual({ Updated: 2 });
    const found = (await list(who.admin, { Text: prefix, Migrated: true })).json<{
      Items: { Id: number }[];
    }>();
    expect(found.Items.map((c) => c.Id).sort()).toEqual([first.Id, second.Id].sort());
    const neither = await who.admin.post('/api/Company/Migration', { Migrated: true });
    expect(neither.statusCode).toBe(400);
    // Every company found, people signed out on the day: not an operator's one click.
    const byOperator = await who.operator.post('/api/Company/Migration', { ...body, Migrated: false });
    expect(byOperator.statusCode).toBe(403);
  });

  it('records every change with before and after', async () => {
    const company = await create(who.admin);
    await who.admin.post('/api/Company/Save', {
      Id: company.Id,
      VatCode: company.VatCode,
      FiscalCode: company.VatCode,
      Name: 'Nuovo nome',
      AccessLocal: false,
    });
    await who.admin.post('/api/Company/Enable', { Ids: [company.Id], Enabled: false });
    const entries = await audits(company.Id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'update']);
    expect(entries[0]).toMatchObject({ actor: 'admin@sportello.demo', before: null });
    expect(entries[1]?.before).toMatchObject({ Name: company.Name, AccessLocal: true });
    expect(entries[1]?.after).toMatchObject({ Name: 'Nuovo nome', AccessLocal: false });
    expect(entries[2]?.after).toMatchObject({ Enabled: false });
  });

  it('rotates a user code of unambiguous characters, masks it, and audits each reveal', async () => {
    const company = await create(who.admin);
    expect(company.UserCodeMasked).toBeNull();
    const rotated = (await who.operator.post(`/api/Company/UserCode/Rotate/${company.Id}`, {})).json();
    expect(rotated.UserCode).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{10}$/);
    const detail = (await who.operator.get(`/api/Company/Filters/Detail/${company.Id}`)).json();
    expect(detail.UserCodeMasked).toBe(`••••••••${rotated.UserCode.slice(-2)}`);
    expect(JSON.stringify(detail)).not.toContain(rotated.UserCode);
    const revealed = await who.operator.get(`/api/Company/UserCode/${company.Id}`);
    expect(revealed.json()).toEqual({ UserCode: rotated.UserCode });
    const entries = await audits(company.Id);
    expect(entries.map((e) => [e.action, e.actor])).toEqual([
      ['create', 'admin@sportello.demo'],
      ['update', 'operatore@sportello.demo'],
      ['reveal', 'operatore@sportello.demo'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(rotated.UserCode);
    expect(new Set(Array.from({ length: 50 }, newUserCode)).size).toBe(50);
  });

  it("never takes access away from the staff's own company: named it is refused, found by a filter it is left", async () => {
    const [vendor] = await app.t.database.db
      .select()
      .from(companies)
      .where(eq(companies.vatCode, '01234567897'));
    const refused = [
      await who.admin.post('/api/Company/Enable', { Ids: [vendor!.id], Enabled: false }),
      await who.operator.post('/api/Company/Migration', { Ids: [vendor!.id], Migrated: true }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_COMPANY_SELF');
    }
    const detail = (await who.admin.get(`/api/Company/Filters/Detail/${vendor!.id}`)).json();
    for (const [field, value] of [
      ['Enabled', false],
      ['AccessLocal', false],
      ['ForceTsid', true],
    ] as const) {
      const saved = await who.admin.post('/api/Company/Save', {
        ...detail,
        ParentVatCodes: [],
        [field]: value,
      });
      expect(errorBody(saved).Fields).toEqual([
        expect.objectContaining({ Field: field, ErrorMessage: 'ERROR_COMPANY_SELF' }),
      ]);
    }
    const byFilter = await who.admin.post('/api/Company/Migration', {
      Filter: { Text: vendor!.vatCode },
      Migrated: true,
    });
    expect(byFilter.json()).toEqual({ Updated: 0 });
    expect((await who.admin.get('/api/Auth/session')).statusCode).toBe(200);
    expect((await who.admin.get(`/api/Company/Filters/Detail/${vendor!.id}`)).json()).toMatchObject({
      Enabled: true,
      Migrated: false,
      AccessLocal: true,
      ForceTsid: false,
    });
  });

  it('bulk enable is all or none', async () => {
    const a = await create(who.admin);
    const missing = await who.admin.post('/api/Company/Enable', {
      Ids: [a.Id, 2_147_483_647],
      Enabled: false,
    });
    expect(missing.statusCode).toBe(404);
    expect((await who.admin.get(`/api/Company/Filters/Detail/${a.Id}`)).json().Enabled).toBe(true);
  });
});

describe('companies: search, filters, sort and paging', () => {
  const names = ['Zeta Alfa Logistica', 'Beta Logistica Sud', 'Gamma Ricambi'];
  const made: { Id: number; VatCode: string; Name: string }[] = [];
  beforeAll(async () => {
    for (const [i, Name] of names.entries())
      made.push(
        await create(who.admin, {
          Name,
          CompanyType: 7,
          Products: i === 0 ? ['payroll'] : [],
          GroupCodes: i === 1 ? ['sud'] : [],
          AccessLocal: i !== 2,
        }),
      );
  });
  const items = async (filter: object) => {
    const res = await list(who.operator, { CompanyType: 7, ...filter });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ Total: number; PageCount: number; Items: { Name: string; VatCode: string }[] }>();
  };

  it('finds by VAT prefix, fiscal code and words starting the name', async () => {
    const first = made[0]!;
    expect((await items({ Text: first.VatCode.slice(0, 10) })).Items.map((i) => i.Name)).toEqual([
      first.Name,
    ]);
    expect((await list(who.operator, { Text: first.VatCode })).json().Items[0].VatCode).toBe(first.VatCode);
    expect((await items({ Text: 'logis' })).Items.map((i) => i.Name)).toEqual([
      'Beta Logistica Sud',
      'Zeta Alfa Logistica',
    ]);
    expect((await items({ Text: 'alf LOG' })).Items.map((i) => i.Name)).toEqual(['Zeta Alfa Logistica']);
    expect((await items({ Text: 'ogistica' })).Total).toBe(0);
    expect((await items({ Text: '%' })).Total).toBe(0);
  });

  it('filters by product, group code, local sign-in, users and state', async () => {
    expect((await items({ Product: 'payroll' })).Items.map((i) => i.Name)).toEqual(['Zeta Alfa Logistica']);
    expect((await items({ GroupCode: 'SUD' })).Items.map((i) => i.Name)).toEqual(['Beta Logistica Sud']);
    expect((await items({ AccessLocal: false })).Items.map((i) => i.Name)).toEqual(['Gamma Ricambi']);
    expect((await items({ HasUsers: true })).Total).toBe(0);
    expect((await items({ HasUsers: false })).Total).toBe(3);
    expect((await items({ Migrated: true })).Total).toBe(0);
    const rossi = (await list(who.operator, { Text: '09876543217', HasUsers: true })).json();
    expect(rossi.Items[0]).toMatchObject({ Name: 'Rossi Impianti S.r.l.', Users: expect.any(Number) });
    expect(rossi.Items[0].Users).toBeGreaterThan(0);
  });

  it('sorts by name, VAT code and creation, and pages', async () => {
    const byName = (await items({ Sort: 'Name', Desc: false })).Items.map((i) => i.Name);
    expect(byName).toEqual([...names].sort());
    const byVatDesc = (await items({ Sort: 'VatCode', Desc: true })).Items.map((i) => i.VatCode);
    expect(byVatDesc).toEqual(
      made
        .map((m) => m.VatCode)
        .sort()
        .reverse(),
    );
    const byCreated = (await items({ Sort: 'CreatedAt', Desc: false })).Items.map((i) => i.Name);
    expect(byCreated).toEqual(names);
    const page1 = await items({ Sort: 'Name', Desc: false, Size: 2, Page: 1 });
    expect(page1).toMatchObject({ Total: 3, PageCount: 1 });
    expect(page1.Items.map((i) => i.Name)).toEqual(['Zeta Alfa Logistica']);
  });

  it('exports the filtered list as CSV with formulas defused', async () => {
    await create(who.admin, { Name: '=HYPERLINK("http://x")', CompanyType: 8 });
    const res = await who.admin.get(`/api/Company/Export/${encodeFilter({ CompanyType: 8 })}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Id;VatCode;VatCodeType;FiscalCode;Name;CompanyType;Products;GroupCodes;ParentVatCodes;AccessLocal;ForceTsid;Migrated;MigratedOn;MigrationUrl;Enabled;Tags;Users;CreatedAt',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('exports every page in the chosen encoding: ANSI Latin 1, UTF-7 or UTF-8', async () => {
    const type = 9;
    for (let i = 0; i < 3; i++) await create(who.admin, { Name: `Società Perù ${i} €`, CompanyType: type });
    const url = (encoding?: number) =>
      `/api/Company/Export/${encodeFilter({ CompanyType: type, Size: 1 })}${encoding ? `?Encoding=${encoding}` : ''}`;
    const bytes = async (encoding?: number) => {
      const res = await who.admin.get(url(encoding));
      expect(res.statusCode, res.body).toBe(200);
      return { type: res.headers['content-type'], body: res.rawPayload };
    };

    const utf8 = await bytes();
    expect(utf8.type).toBe('text/csv; charset=utf-8');
    expect([...utf8.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = utf8.body.toString('utf8');
    // Every company the filter finds, not the page's one.
    expect(text.trim().split('\r\n')).toHaveLength(4);
    expect(text).toContain('Società Perù 0 €');
    expect((await bytes(65001)).body.equals(utf8.body)).toBe(true);

    const ansi = await bytes(1252);
    expect(ansi.type).toBe('text/csv; charset=windows-1252');
    expect(ansi.body[0]).toBe(0x49); // "I" of the header: no byte-order mark
    const name = Buffer.from('Società Perù 0 ', 'latin1');
    expect(ansi.body.includes(Buffer.concat([name, Buffer.from([0x80])]))).toBe(true); // € is 0x80 in 1252

    const utf7 = await bytes(65000);
    expect(utf7.type).toBe('text/csv; charset=utf-7');
    expect(utf7.body.toString('latin1')).toContain('Societ+AOA- Per+APk- 0 +IKw');
    expect(iconv.decode(utf7.body, 'utf7')).toBe(text.slice(1));
    expect(utf7.body.every((b) => b < 0x80)).toBe(true);

    expect((await who.admin.get(url(437))).statusCode).toBe(400);
  });
});
