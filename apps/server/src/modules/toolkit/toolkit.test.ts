import { createHash } from 'node:crypto';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { toolkitVersions } from './toolkit.tables';

const app = appWithCallers({ env: { TOOLKIT_MAX_BYTES: String(200 * 1024) } });
const { who } = app;

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(4000, 0x20),
]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Detail {
  Id: number;
  Versions: {
    Id: number;
    Version: string;
    ContentType: string;
    Size: number;
    Current: boolean;
    Withdrawn: boolean;
    Downloads: number;
  }[];
  Companies: { CompanyName: string; Count: number }[];
}
interface Item {
  Id: number;
  Title: string;
  Version: string;
  FileName: string;
  Icon: string;
  New: boolean;
  Size: number;
}

let titles = 0;
async function createFile(product = 'payroll', extra: Record<string, unknown> = {}) {
  const res = await who.operator.post('/api/BackOffice/Toolkit/Files/Save', {
    Product: product,
    Category: 'manual',
    Title: `Manuale ${++titles}`,
    Description: 'Come si usa',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Detail>();
}

function upload(c: TestClient, fileId: number, bytes: Buffer, query: Record<string, string> = {}) {
  const q = new URLSearchParams({ FileName: 'manuale.pdf', Version: '1.0', ...query });
  return c.request({
    method: 'PUT',
    url: `/api/BackOffice/Toolkit/Files/${fileId}/Versions?${q}`,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
}

async function published(bytes = PDF, query: Record<string, string> = {}, product = 'payroll') {
  const file = await createFile(product);
  const res = await upload(who.operator, file.Id, bytes, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Detail>();
}

async function offered(c: TestClient, query = '') {
  const res = await c.get(`/api/Toolkit/Files${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Files: Item[]; LastVisitAt: string | null }>();
}

describe('publishing a file', () => {
  it('stores a version streamed as the body, its type read from the content', async () => {
    const file = await published(PDF, { FileName: 'note.txt' });
    expect(file.Versions).toEqual([
      expect.objectContaining({
        Version: '1.0',
        ContentType: 'application/pdf',
        Size: PDF.length,
        Current: true,
      }),
    ]);
    const [row] = await app.t.database.db
      .select()
      .from(toolkitVersions)
      .where(eq(toolkitVersions.fileId, file.Id));
    expect(row?.etag).toBe(sha256(PDF));
    expect(row?.storageKey).toMatch(/^toolkit\/\d+\/[0-9a-f-]{36}$/);
  });

  it('refuses a type it does not take, an empty body, a version name twice and a file over the limit', async () => {
    const file = await createFile();
    const binary = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x00, 0x01, 0x00, 0x02, 0x00, 0x00]);
    const refused = await upload(who.operator, file.Id, Buffer.concat([binary, Buffer.alloc(100, 1)]), {
      FileName: 'manuale.pdf',
    });
    expect(refused.statusCode).toBe(415);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_TOOLKIT_TYPE');
    expect((await upload(who.operator, file.Id, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(who.operator, file.Id, PDF)).statusCode).toBe(200);
    const twice = await upload(who.operator, file.Id, PDF);
    expect(twice.statusCode).toBe(409);
    expect(errorBody(twice).Fields).toEqual([expect.objectContaining({ Field: 'Version' })]);
    const large = await upload(who.operator, file.Id, Buffer.concat([PDF, Buffer.alloc(210 * 1024, 0x20)]), {
      Version: '2.0',
    });
    expect(large.statusCode).toBe(413);
    expect(errorBody(large).ErrorMessage).toBe('ERROR_TOOLKIT_TOO_LARGE');
    const detail = (await who.operator.get(`/api/BackOffice/Toolkit/Files/Detail/${file.Id}`)).json<Detail>();
    expect(detail.Versions.map((v) => v.Version)).toEqual(['1.0']);
  });

  it('cleans control and direction characters out of the name', async () => {
    const file = await published(PDF, { FileName: 'fattura\u202Efdp.exe\u0007' });
    const res = await who.operator.get(`/api/BackOffice/Toolkit/Versions/${file.Versions[0]?.Id}/Download`);
    expect(res.headers['content-disposition']).toContain('filename="fatturafdp.exe"');
  });

  it('takes a body only on the upload: octet-stream elsewhere is refused', async () => {
    const res = await who.operator.request({
      method: 'POST',
      url: '/api/BackOffice/Toolkit/Files/Save',
      payload: PDF,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('lets a viewer read but not upload, and only an admin withdraw', async () => {
    const file = await published();
    const withdraw = (c: TestClient) =>
      c.post(`/api/BackOffice/Toolkit/Files/${file.Id}/Withdraw`, { Withdrawn: true });
    expect((await withdraw(who.operator)).statusCode).toBe(403);
    expect((await withdraw(who.admin)).statusCode).toBe(200);
    expect((await upload(who.customer, file.Id, PDF, { Version: '9' })).statusCode).toBe(403);
  });

  it('audits the upload under the file, labelled by its title', async () => {
    const file = await published(PDF, { Version: '3.1', Notes: 'Correzioni' });
    const entries = await app.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.objectId, String(file.Id)));
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['create']));
    expect(entries.some((e) => JSON.stringify(e.after).includes('Correzioni'))).toBe(true);
  });
});

describe('the customer toolkit', () => {
  it("offers the files of the company's products only, newest version each, new until the visit", async () => {
    const file = await published(PDF, { Version: '1.0' }, 'payroll');
    await upload(who.operator, file.Id, PDF, { Version: '1.1', FileName: 'manuale-1.1.pdf' });
    const seen = await offered(who.customer);
    const mine = seen.Files.find((f) => f.Id === file.Id);
    expect(mine).toMatchObject({ Version: '1.1', FileName: 'manuale-1.1.pdf', Icon: 'pdf', New: true });
    // Neri Trasporti does not use the payroll product.
    expect((await offered(who.otherCustomer)).Files.some((f) => f.Id === file.Id)).toBe(false);
    expect((await who.customer.post('/api/Toolkit/Visit')).statusCode).toBe(200);
    const again = await offered(who.customer);
    expect(again.Files.find((f) => f.Id === file.Id)?.New).toBe(false);
    expect(again.LastVisitAt).not.toBeNull();
  });

  it('searches titles and file names, and filters by product', async () => {
    const file = await published(PDF, { FileName: 'cedolini-guida.pdf' });
    expect((await offered(who.customer, '?Search=cedolini')).Files.map((f) => f.Id)).toEqual([file.Id]);
    expect((await offered(who.customer, '?Product=portal')).Files.some((f) => f.Id === file.Id)).toBe(false);
  });

  it('offers the previous version when the newest is withdrawn, and nothing of a withdrawn file', async () => {
    const file = await published(PDF, { Version: '1.0' });
    const second = await upload(who.operator, file.Id, PDF, { Version: '2.0' });
    const v2 = second.json<Detail>().Versions.find((v) => v.Version === '2.0');
    await who.admin.post(`/api/BackOffice/Toolkit/Versions/${v2?.Id}/Withdraw`, { Withdrawn: true });
    expect((await offered(who.customer)).Files.find((f) => f.Id === file.Id)?.Version).toBe('1.0');
    await who.admin.post(`/api/BackOffice/Toolkit/Files/${file.Id}/Withdraw`, { Withdrawn: true });
    expect((await offered(who.customer)).Files.some((f) => f.Id === file.Id)).toBe(false);
    expect((await who.customer.get(`/api/Toolkit/Files/${file.Id}/Download`)).statusCode).toBe(404);
  });

  it('downloads the bytes with ETag, counts the download for the company, and answers 304 to a cached copy', async () => {
    const file = await published();
    const res = await who.customer.get(`/api/Toolkit/Files/${file.Id}/Download`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(res.headers).toMatchObject({
      etag: `"${sha256(PDF)}"`,
      'accept-ranges': 'bytes',
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const cached = await who.customer.request({
      method: 'GET',
      url: `/api/Toolkit/Files/${file.Id}/Download`,
      headers: { 'if-none-match': `"${sha256(PDF)}"` },
    });
    expect(cached.statusCode).toBe(304);
    const detail = (await who.operator.get(`/api/BackOffice/Toolkit/Files/Detail/${file.Id}`)).json<Detail>();
    expect(detail.Companies).toEqual([
      expect.objectContaining({ CompanyName: 'Rossi Impianti S.r.l.', Count: 1 }),
    ]);
    expect(detail.Versions[0]?.Downloads).toBe(1);
  });

  it('answers a range with 206 and its part, an outside one with 416, and counts a download once', async () => {
    const file = await published();
    const url = `/api/Toolkit/Files/${file.Id}/Download`;
    const get = (range: string, extra: Record<string, string> = {}) =>
      who.customer.request({ method: 'GET', url, headers: { range, ...extra } });
    const first = await get('bytes=0-9');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-9/${PDF.length}`);
    expect(first.rawPayload.equals(PDF.subarray(0, 10))).toBe(true);
    const rest = await get('bytes=10-');
    expect(rest.rawPayload.equals(PDF.subarray(10))).toBe(true);
    expect((await get('bytes=-5')).rawPayload.equals(PDF.subarray(-5))).toBe(true);
    const outside = await get(`bytes=${PDF.length}-`);
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${PDF.length}`);
    expect(errorBody(outside).ErrorMessage).toBe('ERROR_RANGE_NOT_SATISFIABLE');
    // If-Range naming another version: the whole file.
    expect((await get('bytes=0-9', { 'if-range': '"other"' })).statusCode).toBe(200);
    const detail = (await who.operator.get(`/api/BackOffice/Toolkit/Files/Detail/${file.Id}`)).json<Detail>();
    expect(detail.Versions[0]?.Downloads).toBe(2);
  });

  it("refuses another company's file and the vendor's staff on the customer calls", async () => {
    const file = await published(PDF, {}, 'payroll');
    expect((await who.otherCustomer.get(`/api/Toolkit/Files/${file.Id}/Download`)).statusCode).toBe(404);
    expect((await who.operator.get('/api/Toolkit/Files')).statusCode).toBe(403);
  });
});

describe('the back-office list', () => {
  it('searches, filters by state and exports the downloads as CSV', async () => {
    const file = await published(PDF, { FileName: 'esportazione-unica.pdf' });
    await who.customer.get(`/api/Toolkit/Files/${file.Id}/Download`);
    const list = await who.operator.get(
      `/api/BackOffice/Toolkit/Files/Filters/${encodeFilter({ Search: 'esportazione-unica' })}`,
    );
    expect(list.json<{ Total: number; Items: { Id: number; Downloads: number }[] }>()).toMatchObject({
      Total: 1,
      Items: [{ Id: file.Id, Downloads: 1 }],
    });
    const csv = await who.operator.get(
      `/api/BackOffice/Toolkit/Downloads/Export/${encodeFilter({ Search: 'esportazione-unica' })}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"esportazione-unica.pdf"');
    expect(csv.body).toContain('"Rossi Impianti S.r.l."');
  });
});
