import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import { signIn, TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { companies } from '../companies/companies.tables';

const app = appWithCallers();
const { who } = app;

interface Pending {
  Id: number;
  Code: string;
  Version: number;
  Mandatory: boolean;
  Title: string;
  Text: string;
}
interface Detail {
  Id: number;
  Code: string;
  Version: number;
  TextIt: string;
  Versions: { Version: number }[];
}

const codes = (res: { json(): { Code: string }[] }) => res.json().map((d) => d.Code);
const empty = (c: TestClient, body: object = {}) => c.post('/api/Auth/getuseremptydisclaimers', body);

/** A browser of `userName` at `ip`, signed in; answers the sign-in's result too. */
async function signInAt(userName: string, ip = '203.0.113.7') {
  const client = new TestClient(app.t.app, { headers: { 'x-forwarded-for': ip } });
  const res = await signIn(client, userName);
  expect(res.statusCode, res.body).toBe(200);
  return { client, result: res.json<{ DisclaimersPending: boolean }>() };
}

const disclaimerInput = (over: Record<string, unknown> = {}) => ({
  Code: 'NEWSLETTER',
  Kind: 'marketing',
  CompanyType: 2,
  Mandatory: false,
  TitleIt: 'Comunicazioni commerciali',
  TitleEn: 'Marketing messages',
  TextIt: '<p>Acconsento a ricevere <strong>offerte</strong>.<script>alert(1)</script></p>',
  TextEn: '<p>I agree to receive <strong>offers</strong>.</p>',
  ...over,
});

async function save(body: object, by = who.admin): Promise<Detail> {
  const res = await by.post('/api/Disclaimer/Save', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Detail>();
}

const list = (filter: object, by = who.operator) => by.get(`/api/Disclaimer/Filters/${encodeFilter(filter)}`);

async function termsOfUse(): Promise<Detail> {
  const found = (await list({ Text: 'TERMS_OF_USE' })).json<{ Items: { Id: number }[] }>().Items[0]!;
  return (await who.operator.get(`/api/Disclaimer/Filters/Detail/${found.Id}`)).json<Detail>();
}

async function companyId(vatCode: string): Promise<number> {
  const [row] = await app.t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.vatCode, vatCode));
  return row!.id;
}

interface Consent {
  UserName: string;
  Code: string;
  Version: number;
  Accepted: boolean;
  Ip: string | null;
  Source: string;
}
async function consentsOf(vatCode: string, filter: object = {}): Promise<Consent[]> {
  const res = await who.operator.get(
    `/api/Disclaimer/Consents/${encodeFilter({ CompanyId: await companyId(vatCode), Size: 100, ...filter })}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Items: Consent[] }>().Items;
}

const NERI = '05555555555';
const ROSSI = '09876543217';

describe('disclaimers before registration', () => {
  it('applies by company type: type 2 has both, type 1 the general one, the vendor (type 0) none', async () => {
    const c = new TestClient(app.t.app);
    expect(codes(await empty(c, { VatCode: NERI }))).toEqual(['TERMS_OF_USE', 'TRANSPORT_DATA']);
    expect(codes(await empty(c, { VatCode: ROSSI }))).toEqual(['TERMS_OF_USE']);
    expect(codes(await empty(c, { VatCode: '01234567897' }))).toEqual([]);
  });

  it('speaks the caller’s language', async () => {
    const c = new TestClient(app.t.app, { headers: { 'x-language-id': '2' } });
    expect((await empty(c, { VatCode: ROSSI })).json()[0].Title).toBe('Portal terms of use');
  });

  it('checks that a registration accepts every mandatory disclaimer at its current version', async () => {
    const c = new TestClient(app.t.app);
    const all = (await empty(c, { VatCode: NERI }))
      .json<Pending[]>()
      .map((d) => ({ Id: d.Id, Version: d.Version, Accepted: true }));
    const check = (Disclaimers: (object | undefined)[]) =>
      c.post('/api/Auth/checksignregistrationdisclaimers', { VatCode: NERI, Disclaimers });
    expect((await check(all)).json()).toEqual({ Valid: true, Missing: [] });
    expect((await check([{ ...all[0], Accepted: false }, all[1]])).json()).toEqual({
      Valid: false,
      Missing: [all[0]!.Id],
    });
    expect((await check([{ ...all[0], Version: 0 }, all[1]])).json().Valid).toBe(false);
  });

  it('needs a session or a company', async () => {
    expect(errorBody(await empty(new TestClient(app.t.app))).ErrorMessage).toBe('ERROR_EMPTY_SESSION');
    expect(errorBody(await empty(new TestClient(app.t.app), { VatCode: '99999999999' })).ErrorMessage).toBe(
      'ERROR_COMPANY_NOT_VERIFIED',
    );
  });
});

describe('a new version at the next sign-in', () => {
  it('the demo’s people accepted what is in force: they sign in straight to the portal', async () => {
    const { client, result } = await signInAt('giulia.neri');
    expect(result.DisclaimersPending).toBe(false);
    expect(await empty(client).then(codes)).toEqual([]);
  });

  it('is answered before anything else; accepted, the portal opens and the consent is on record with its address', async () => {
    const terms = await termsOfUse();
    const saved = await save({
      ...disclaimerInput({ Code: 'TERMS_OF_USE', Kind: 'terms', CompanyType: null, Mandatory: true }),
      Id: terms.Id,
      TitleIt: "Condizioni d'uso del portale",
      TitleEn: 'Portal terms of use',
      TextIt: '<p>Nuove condizioni, in vigore dal 1° dicembre.</p>',
      TextEn: '<p>New terms, in force from 1 December.</p>',
    });
    expect(saved.Version).toBe(terms.Version + 1);
    expect(saved.Versions.map((v) => v.Version)).toEqual([terms.Version + 1, terms.Version]);

    const { client, result } = await signInAt('lucia.bianchi.neri', '198.51.100.23');
    expect(result.DisclaimersPending).toBe(true);
    const blocked = await client.get('/api/Support/Tickets');
    expect(blocked.statusCode).toBe(403);
    expect(errorBody(blocked).ErrorMessage).toBe('ERROR_DISCLAIMERS_PENDING');
    expect((await client.get('/api/Auth/session')).json().DisclaimersPending).toBe(true);
    const pending = (await empty(client)).json<Pending[]>();
    expect(pending).toEqual([
      expect.objectContaining({ Code: 'TERMS_OF_USE', Version: saved.Version, Mandatory: true }),
    ]);
    expect(pending[0]!.Text).toContain('Nuove condizioni');

    // Every pending one must be answered.
    const partial = await client.post('/api/Auth/signdisclaimers', {
      Disclaimers: [{ Id: pending[0]!.Id, Version: terms.Version, Accepted: true }],
    });
    expect(errorBody(partial).ErrorMessage).toMatch(/^ERROR_DISCLAIMERS_MUST_ACCEPT/);
    const signed = await client.post('/api/Auth/signdisclaimers', {
      Disclaimers: [{ Id: pending[0]!.Id, Version: saved.Version, Accepted: true }],
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await client.get('/api/Support/Tickets')).statusCode).toBe(200);
    expect((await signInAt('lucia.bianchi.neri')).result.DisclaimersPending).toBe(false);

    expect(await consentsOf(NERI, { Text: 'lucia.bianchi.neri', DisclaimerId: pending[0]!.Id })).toEqual([
      expect.objectContaining({
        UserName: 'lucia.bianchi.neri',
        Code: 'TERMS_OF_USE',
        Version: saved.Version,
        Accepted: true,
        Ip: '198.51.100.23',
        Source: 'sign-in',
      }),
      expect.objectContaining({ Version: terms.Version, Accepted: true, Source: 'registration' }),
    ]);
  });

  it('a mandatory one refused: no access, the refusal on record, asked again at the next sign-in', async () => {
    const { client } = await signInAt('giulia.neri');
    const [terms] = (await empty(client)).json<Pending[]>();
    expect(terms?.Code).toBe('TERMS_OF_USE');
    const refused = await client.post('/api/Auth/signdisclaimers', {
      Disclaimers: [{ Id: terms!.Id, Version: terms!.Version, Accepted: false }],
    });
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_DISCLAIMER_REFUSED');
    expect((await client.get('/api/Auth/session')).statusCode).toBe(401);
    const [last] = await consentsOf(NERI, { Text: 'giulia.neri', DisclaimerId: terms!.Id });
    expect(last).toMatchObject({ Version: terms!.Version, Accepted: false });
    const again = await signInAt('giulia.neri');
    expect(again.result.DisclaimersPending).toBe(true);
    const none = await again.client.post('/api/Auth/signdisclaimers', { Disclaimers: [] });
    expect(errorBody(none).ErrorMessage).toBe(`ERROR_DISCLAIMERS_MUST_ACCEPT ${terms!.Id}`);
    // A second browser, signed in meanwhile, waits for the same answer.
    const elsewhere = await signInAt('giulia.neri');
    expect(elsewhere.result.DisclaimersPending).toBe(true);
    const accepted = await again.client.post('/api/Auth/signdisclaimers', {
      Disclaimers: [{ Id: terms!.Id, Version: terms!.Version, Accepted: true }],
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Answered in the first, nothing is left for the second: its empty answer opens the portal.
    expect((await elsewhere.client.get('/api/Support/Tickets')).statusCode).toBe(403);
    expect(await empty(elsewhere.client).then(codes)).toEqual([]);
    const rest = await elsewhere.client.post('/api/Auth/signdisclaimers', { Disclaimers: [] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((await elsewhere.client.get('/api/Support/Tickets')).statusCode).toBe(200);
    // The empty answer recorded nothing: the acceptance, the refusal, the registration's.
    expect(
      (await consentsOf(NERI, { Text: 'giulia.neri', DisclaimerId: terms!.Id })).map((c) => [
        c.Version,
        c.Accepted,
        c.Source,
      ]),
    ).toEqual([
      [terms!.Version, true, 'sign-in'],
      [terms!.Version, false, 'sign-in'],
      [terms!.Version - 1, true, 'registration'],
    ]);
  });
});

describe('optional consents', () => {
  it('may be refused at sign-in, then given and withdrawn from the profile, each answer a new record', async () => {
    const created = await save(disclaimerInput());
    expect(created).toMatchObject({ Version: 1 });
    expect(created.TextIt).not.toContain('script');
    const { client, result } = await signInAt('giulia.neri');
    expect(result.DisclaimersPending).toBe(true);
    const [newsletter] = (await empty(client)).json<Pending[]>();
    expect(newsletter).toMatchObject({ Code: 'NEWSLETTER', Mandatory: false });
    const signed = await client.post('/api/Auth/signdisclaimers', {
      Disclaimers: [{ Id: newsletter!.Id, Version: 1, Accepted: false }],
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await client.get('/api/Support/Tickets')).statusCode).toBe(200);
    expect((await signInAt('giulia.neri')).result.DisclaimersPending).toBe(false);

    const mine = (await client.get('/api/User/Consents')).json<
      { Code: string; Mandatory: boolean; Answer: { Accepted: boolean } | null }[]
    >();
    expect(mine.map((m) => [m.Code, m.Mandatory, m.Answer?.Accepted])).toEqual([
      ['TERMS_OF_USE', true, true],
      ['TRANSPORT_DATA', true, true],
      ['NEWSLETTER', false, false],
    ]);
    const answer = (DisclaimerId: number, Accepted: boolean) =>
      client.post('/api/User/Consents/Answer', { DisclaimerId, Accepted });
    expect((await answer(newsletter!.Id, true)).json().at(-1).Answer.Accepted).toBe(true);
    expect((await answer(newsletter!.Id, false)).json().at(-1).Answer.Accepted).toBe(false);
    const transport = mine.find((m) => m.Code === 'TRANSPORT_DATA') as unknown as { DisclaimerId: number };
    expect(errorBody(await answer(transport.DisclaimerId, false)).ErrorMessage).toBe(
      'ERROR_DISCLAIMER_NOT_OPTIONAL',
    );
    expect(
      (await consentsOf(NERI, { Text: 'giulia.neri', DisclaimerId: newsletter!.Id })).map((c) => [
        c.Accepted,
        c.Source,
      ]),
    ).toEqual([
      [false, 'profile'],
      [true, 'profile'],
      [false, 'sign-in'],
    ]);
  });

  it('consent records are evidence: the database refuses to change or delete one', async () => {
    const { db } = app.t.database;
    await expect(db.execute(sql`update consent_records set accepted = true`)).rejects.toThrow();
    await expect(db.execute(sql`delete from consent_records`)).rejects.toThrow();
  });
});

describe('the back office', () => {
  it('lists with search, filters, sorting and paging', async () => {
    const page = (await list({ Sort: 'Code', Size: 2 })).json<{
      Total: number;
      PageCount: number;
      Items: { Code: string }[];
    }>();
    expect(page.Items.map((d) => d.Code)).toEqual(['NEWSLETTER', 'TERMS_OF_USE']);
    expect(page).toMatchObject({ Total: 3, PageCount: 1 });
    const optional = (await list({ Mandatory: false, Kind: 'marketing' })).json<{
      Items: { Code: string }[];
    }>();
    expect(optional.Items.map((d) => d.Code)).toEqual(['NEWSLETTER']);
    const searched = (await list({ Text: 'trasporto', Sort: 'Version', Desc: true })).json();
    expect(searched.Items.map((d: { Code: string }) => d.Code)).toEqual(['TRANSPORT_DATA']);
  });

  it('puts each problem next to its field; a code is unique; only admins publish', async () => {
    const bad = await who.admin.post(
      '/api/Disclaimer/Save',
      disclaimerInput({ Code: 'bad code', TitleEn: ' ', TextIt: '<p> </p>' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).Fields!.map((f) => [f.Field, f.ErrorMessage.split(' ')[0]])).toEqual([
      ['Code', 'ERROR_BAD_REQUEST'],
      ['TitleEn', 'ERROR_FIELD_REQUIRED'],
      ['TextIt', 'ERROR_FIELD_REQUIRED'],
    ]);
    // A text of only a script has text for the contract, none once sanitised: still refused.
    const scriptOnly = await who.admin.post(
      '/api/Disclaimer/Save',
      disclaimerInput({ TextEn: '<script>alert(1)</script>' }),
    );
    expect(scriptOnly.statusCode).toBe(400);
    expect(errorBody(scriptOnly).Fields).toEqual([
      expect.objectContaining({ Field: 'TextEn', ErrorMessage: 'ERROR_FIELD_REQUIRED' }),
    ]);
    // A company type out of range says the range, in the caller's language (no validator's English).
    const outOfRange = errorBody(
      await who.admin.post('/api/Disclaimer/Save', disclaimerInput({ CompanyType: 40_000 })),
    );
    expect(outOfRange.Fields).toEqual([
      {
        Field: 'CompanyType',
        ErrorMessage: 'ERROR_NUMBER_OUT_OF_RANGE 1-32767',
        Message: "Valore fuori dall'intervallo consentito: 1-32767",
      },
    ]);
    const taken = await who.admin.post('/api/Disclaimer/Save', disclaimerInput());
    expect(errorBody(taken).Fields).toEqual([expect.objectContaining({ Field: 'Code' })]);
    expect(
      errorBody(await who.operator.post('/api/Disclaimer/Save', disclaimerInput({ Code: 'X_Y' })))
        .ErrorMessage,
    ).toBe('ERROR_FORBIDDEN');
    expect((await who.customer.get(`/api/Disclaimer/Filters/${encodeFilter({})}`)).statusCode).toBe(403);
  });

  it('audits each publication with its texts; a change of audience alone is no new version', async () => {
    const terms = await termsOfUse();
    const moved = await save({
      ...disclaimerInput({ Code: 'TERMS_OF_USE', Kind: 'terms', CompanyType: 1, Mandatory: true }),
      Id: terms.Id,
      TitleIt: "Condizioni d'uso del portale",
      TitleEn: 'Portal terms of use',
      TextIt: terms.TextIt,
      TextEn: (await who.operator.get(`/api/Disclaimer/Filters/Detail/${terms.Id}`)).json().TextEn,
    });
    expect(moved.Version).toBe(terms.Version);
    const entries = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'disclaimers'), eq(auditLog.objectId, String(terms.Id))));
    expect(entries.map((e) => [e.actor, e.action])).toEqual([
      ['admin@sportello.demo', 'update'],
      ['admin@sportello.demo', 'update'],
    ]);
    expect(entries[0]).toMatchObject({
      before: expect.objectContaining({ Version: 1 }),
      after: expect.objectContaining({
        Version: 2,
        TextIt: '<p>Nuove condizioni, in vigore dal 1° dicembre.</p>',
      }),
    });
    expect(entries[1]).toMatchObject({ after: expect.objectContaining({ CompanyType: 1, Version: 2 }) });
  });

  it('exports a company’s consents as CSV in the chosen encoding', async () => {
    const filter = encodeFilter({ CompanyId: await companyId(NERI), Text: 'lucia.bianchi.neri' });
    const utf8 = await who.operator.get(`/api/Disclaimer/Consents/Export/${filter}?Encoding=65001`);
    expect(utf8.statusCode).toBe(200);
    expect(utf8.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(utf8.headers['content-disposition']).toContain('consents.csv');
    const lines = utf8.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('At;UserName;Code;Title;Version;Accepted;Ip;Source');
    expect(lines[1]).toMatch(
      /;"lucia\.bianchi\.neri";"TERMS_OF_USE";"Condizioni d'uso del portale";"2";"yes";"198\.51\.100\.23";"sign-in"$/,
    );
    const ansi = await who.operator.get(`/api/Disclaimer/Consents/Export/${filter}?Encoding=1252`);
    expect(ansi.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(iconv.decode(ansi.rawPayload, 'windows-1252').split('\r\n')[0]).toBe(lines[0]);
    expect((await who.customer.get(`/api/Disclaimer/Consents/Export/${filter}`)).statusCode).toBe(403);
  });
});
