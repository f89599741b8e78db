import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signIn, TestClient } from '../../../test/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PARENT = '12345678903';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');
const text = Buffer.from('stack trace: nothing to see\n').toString('base64');

async function client(userName: string, parent?: string) {
  const c = new TestClient(t.app);
  const res = await signIn(c, userName, undefined, parent);
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

const list = async (c: TestClient, query = '') => (await c.get(`/api/Support/Tickets?${query}`)).json();

describe('support tickets', () => {
  it('asks for a session', async () => {
    const res = await new TestClient(t.app).get('/api/Support/Tickets');
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_EMPTY_SESSION');
  });

  it('opens a ticket with an attachment, lists it, shows it, downloads the file, replies, closes', async () => {
    const mario = await client('mario.rossi', PARENT);
    const opened = await mario.post('/api/Support/Tickets', {
      Subject: 'Stampa del registro IVA',
      Product: 'accounting',
      Message: 'La stampa si interrompe a pagina 3.',
      Attachments: [{ FileName: 'registro.pdf', Content: pdf }],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const ticket = opened.json();
    expect(ticket).toMatchObject({
      Type: 'ticket',
      State: 'open',
      Subject: 'Stampa del registro IVA',
      Author: 'Mario Rossi',
      CanReply: true,
    });
    expect(ticket.TicketCode).toMatch(/^SR-\d{6}$/);
    expect(ticket.Messages).toHaveLength(1);
    const [attachment] = ticket.Messages[0].Attachments;
    expect(attachment).toMatchObject({ FileName: 'registro.pdf', ContentType: 'application/pdf' });

    const page = await list(mario, 'search=registro');
    expect(page.Items.map((i: { Id: string }) => i.Id)).toEqual([ticket.Id]);

    const file = await mario.get(`/api/Support/Tickets/${ticket.Id}/Attachments/${attachment.Id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="registro.pdf"');
    expect(file.rawPayload.equals(Buffer.from(pdf, 'base64'))).toBe(true);

    const replied = await mario.post(`/api/Support/Tickets/${ticket.Id}/Messages`, {
      Message: 'Allego anche il log.',
      Attachments: [{ FileName: 'stampa.log', Content: text }],
    });
    expect(replied.json().Messages.map((m: { Body: string }) => m.Body)).toEqual([
      'La stampa si interrompe a pagina 3.',
      'Allego anche il log.',
    ]);

    const closed = await mario.post(`/api/Support/Tickets/${ticket.Id}/Close`);
    expect(closed.json()).toMatchObject({ State: 'closed', CanReply: false });
    const late = await mario.post(`/api/Support/Tickets/${ticket.Id}/Messages`, { Message: 'Ancora io' });
    expect(late.statusCode).toBe(409);
    expect(errorBody(late).ErrorMessage).toBe('ERROR_TICKET_CLOSED');
  });

  it("hides another company's tickets and attachments (404), whatever the caller knows", async () => {
    const mario = await client('mario.rossi', PARENT);
    const opened = (
      await mario.post('/api/Support/Tickets', {
        Subject: 'Riservato',
        Product: 'portal',
        Message: 'Solo per Rossi Impianti.',
        Attachments: [{ FileName: 'dati.csv', Content: text }],
      })
    ).json();
    const attachmentId = opened.Messages[0].Attachments[0].Id;

    const giulia = await client('giulia.neri');
    const items = (await list(giulia, 'size=100')).Items as { Id: string; Subject: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.some((i) => i.Id === opened.Id)).toBe(false);
    for (const res of [
      await giulia.get(`/api/Support/Tickets/${opened.Id}`),
      await giulia.get(`/api/Support/Tickets/${opened.Id}/Attachments/${attachmentId}`),
      await giulia.post(`/api/Support/Tickets/${opened.Id}/Messages`, { Message: 'Intrusione' }),
      await giulia.post(`/api/Support/Tickets/${opened.Id}/Close`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_NOT_FOUND');
    }
    // An attachment id of one ticket does not open through another ticket of the caller's own company.
    const own = items[0]!;
    const mixed = await giulia.get(`/api/Support/Tickets/${own.Id}/Attachments/${attachmentId}`);
    expect(mixed.statusCode).toBe(404);
    // Still open and untouched.
    expect((await mario.get(`/api/Support/Tickets/${opened.Id}`)).json()).toMatchObject({
      State: 'open',
      Messages: [{ Body: 'Solo per Rossi Impianti.' }],
    });
  });

  it('a plain user sees only their own tickets; the company admin sees all of the company', async () => {
    const lucia = await client('lucia.bianchi', PARENT);
    const mine = (
      await lucia.post('/api/Support/Tickets', {
        Subject: 'Mia',
        Product: 'payroll',
        Message: 'Domanda di Lucia.',
      })
    ).json();
    const luciaItems = (await list(lucia, 'size=100')).Items as { Id: string; Author: string }[];
    expect(luciaItems.length).toBeGreaterThan(0);
    expect(luciaItems.every((i) => i.Author === 'Lucia Bianchi')).toBe(true);

    const mario = await client('mario.rossi', PARENT);
    const marioItems = (await list(mario, 'size=100')).Items as { Id: string; Author: string }[];
    expect(marioItems.some((i) => i.Id === mine.Id)).toBe(true);
    expect(new Set(marioItems.map((i) => i.Author)).size).toBeGreaterThan(1);
    const marioTicket = marioItems.find((i) => i.Author === 'Mario Rossi')!;
    expect((await lucia.get(`/api/Support/Tickets/${marioTicket.Id}`)).statusCode).toBe(404);
  });

  it('filters by state, sorts, and pages on the server with the spec page count', async () => {
    const mario = await client('mario.rossi', PARENT);
    const all = await list(mario, 'size=100');
    const closed = await list(mario, 'status=closed&size=100');
    expect(closed.Items.length).toBeGreaterThan(0);
    expect(closed.Items.every((i: { State: string }) => i.State === 'closed')).toBe(true);
    expect(closed.Total).toBeLessThan(all.Total);

    const byState = (await list(mario, 'sort=state&dir=asc&size=100')).Items.map(
      (i: { State: string }) => i.State,
    );
    const rank = { open: 0, in_progress: 1, closed: 2 } as Record<string, number>;
    expect(byState.map((s: string) => rank[s])).toEqual([...byState.map((s: string) => rank[s])].sort());

    const byDate = (await list(mario, 'sort=date&dir=desc&size=100')).Items.map(
      (i: { UpdatedAt: string }) => i.UpdatedAt,
    );
    expect(byDate).toEqual([...byDate].sort().reverse());

    const first = await list(mario, 'size=2&page=0');
    const second = await list(mario, 'size=2&page=1');
    expect(first.Items).toHaveLength(2);
    expect(first.PageCount).toBe(Math.floor((all.Total - 1) / 2));
    expect(second.Items[0].Id).not.toBe(first.Items[0].Id);
  });

  it('shows an/ri items with their code and messages, but they take no replies', async () => {
    const mario = await client('mario.rossi', PARENT);
    const an = (await list(mario, 'search=AN-2026')).Items[0];
    expect(an).toMatchObject({ Type: 'an', Code: 'AN-2026-0142', Handler: 'Olga Operatrice' });
    const detail = (await mario.get(`/api/Support/Tickets/${an.Id}`)).json();
    expect(detail.CanReply).toBe(false);
    expect(detail.Messages[0].FromSupport).toBe(true);
    const reply = await mario.post(`/api/Support/Tickets/${an.Id}/Messages`, { Message: 'Ok' });
    expect(reply.statusCode).toBe(403);
  });

  it('a public support request shows up as a ticket for the support desk', async () => {
    const res = await new TestClient(t.app).post('/api/Support/Request', {
      Mode: 1,
      Email: 'nuovo.cliente@example.it',
      VatCode: '',
      VisibleName: 'Nuovo Cliente',
      Phone: '',
      Message: 'Non riesco a ricordare il nome utente.',
    });
    const code = res.json().TicketCode;
    const operator = await client('operatore@sportello.demo');
    const found = (await list(operator, `search=${code}`)).Items;
    expect(found).toHaveLength(1);
    const detail = (await operator.get(`/api/Support/Tickets/${found[0].Id}`)).json();
    expect(detail.Messages[0]).toMatchObject({
      Author: 'Nuovo Cliente',
      Body: 'Non riesco a ricordare il nome utente.',
    });
    // The operator's answer is support's, and puts the ticket in progress.
    const answered = (
      await operator.post(`/api/Support/Tickets/${found[0].Id}/Messages`, { Message: 'Le abbiamo scritto.' })
    ).json();
    expect(answered).toMatchObject({ State: 'in_progress' });
    expect(answered.Messages[1].FromSupport).toBe(true);
    // Nobody of a customer company sees it.
    const mario = await client('mario.rossi', PARENT);
    expect((await mario.get(`/api/Support/Tickets/${found[0].Id}`)).statusCode).toBe(404);
  });

  describe('refuses bad input with 4xx in the error shape, and stores nothing', () => {
    const base = { Subject: 'Prova', Product: 'portal', Message: 'Testo' };
    const cases: [string, unknown, string][] = [
      ['no subject', { ...base, Subject: ' ' }, 'ERROR_FIELD_REQUIRED'],
      ['long subject', { ...base, Subject: 'x'.repeat(201) }, 'ERROR_FIELD_TOO_LONG'],
      ['unknown product', { ...base, Product: 'spaceship' }, 'ERROR_FIELD_REQUIRED'],
      ['no message', { ...base, Message: '' }, 'ERROR_FIELD_REQUIRED'],
      [
        'a file type off the list',
        { ...base, Attachments: [{ FileName: 'virus.exe', Content: pdf }] },
        'ERROR_ATTACHMENT_TYPE',
      ],
      [
        'a renamed file',
        { ...base, Attachments: [{ FileName: 'finto.pdf', Content: text }] },
        'ERROR_ATTACHMENT_TYPE',
      ],
      [
        'binary posing as text',
        { ...base, Attachments: [{ FileName: 'a.txt', Content: Buffer.from([0, 1, 2]).toString('base64') }] },
        'ERROR_ATTACHMENT_TYPE',
      ],
      [
        'an empty file',
        { ...base, Attachments: [{ FileName: 'vuoto.txt', Content: '' }] },
        'ERROR_ATTACHMENT_INVALID',
      ],
      [
        'not base64',
        { ...base, Attachments: [{ FileName: 'a.txt', Content: '***' }] },
        'ERROR_ATTACHMENT_INVALID',
      ],
      [
        'too large',
        {
          ...base,
          Attachments: [
            { FileName: 'grande.txt', Content: Buffer.alloc(2 * 1024 * 1024 + 1, 65).toString('base64') },
          ],
        },
        'ERROR_ATTACHMENT_TOO_LARGE',
      ],
      [
        'too many',
        {
          ...base,
          Attachments: Array.from({ length: 4 }, (_, i) => ({ FileName: `f${i}.txt`, Content: text })),
        },
        'ERROR_ATTACHMENT_TOO_MANY',
      ],
      [
        'no file name',
        { ...base, Attachments: [{ FileName: '../', Content: text }] },
        'ERROR_ATTACHMENT_INVALID',
      ],
    ];
    for (const [name, body, key] of cases) {
      it(name, async () => {
        const mario = await client('mario.rossi', PARENT);
        const before = (await list(mario)).Total;
        const res = await mario.post('/api/Support/Tickets', body);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(errorBody(res).ErrorMessage.split(' ')[0]).toBe(key);
        expect((await list(mario)).Total).toBe(before);
      });
    }

    it('bad ids, states, sorts and pages', async () => {
      const mario = await client('mario.rossi', PARENT);
      for (const url of [
        '/api/Support/Tickets/not-a-uuid',
        '/api/Support/Tickets/00000000-0000-4000-8000-000000000000',
        '/api/Support/Tickets?status=lost',
        '/api/Support/Tickets?sort=colour',
        '/api/Support/Tickets?size=1000',
        '/api/Support/Tickets?page=-1',
        `/api/Support/Tickets?search=${'x'.repeat(101)}`,
      ]) {
        const res = await mario.get(url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        errorBody(res);
      }
    });
  });
});
