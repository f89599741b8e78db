import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contentDisposition, sendFile } from './file-reply';

describe('the name of a download', () => {
  it('is given twice: printable ASCII, and UTF-8', () => {
    expect(contentDisposition('users.csv')).toBe(
      `attachment; filename="users.csv"; filename*=UTF-8''users.csv`,
    );
    expect(contentDisposition('però è così.pdf')).toBe(
      `attachment; filename="per_ _ cos_.pdf"; filename*=UTF-8''per%C3%B2%20%C3%A8%20cos%C3%AC.pdf`,
    );
  });

  it('cannot end the quoted name, add a parameter or hide what it is', () => {
    expect(contentDisposition('a"; filename=evil.exe')).toBe(
      `attachment; filename="a; filename=evil.exe"; filename*=UTF-8''a%3B%20filename%3Devil.exe`,
    );
    expect(contentDisposition('C:\\Users\\x\\a\u202eexe.pdf')).toBe(
      `attachment; filename="aexe.pdf"; filename*=UTF-8''aexe.pdf`,
    );
    expect(contentDisposition("l'elenco (1).csv")).toBe(
      `attachment; filename="l'elenco (1).csv"; filename*=UTF-8''l%27elenco%20%281%29.csv`,
    );
    expect(contentDisposition('')).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
  });
});

describe('a file sent by a route', () => {
  it('is a download of its bytes, never sniffed nor cached', async () => {
    const app = Fastify();
    const body = Buffer.from('\uFEFFA;B\r\n', 'utf8');
    app.get('/file', (_request, reply) =>
      sendFile(reply, { name: 'companies.csv', contentType: 'text/csv; charset=utf-8', body }),
    );
    const res = await app.inject({ method: 'GET', url: '/file' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-length': String(body.length),
      'content-disposition': `attachment; filename="companies.csv"; filename*=UTF-8''companies.csv`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(res.rawPayload.equals(body)).toBe(true);
    await app.close();
  });
});
