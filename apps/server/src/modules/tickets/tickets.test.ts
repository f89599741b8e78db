import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn, TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { videoLinks } from './tickets.service';
import { supportTicketAttachments } from './tickets.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PARENT = '12345678903';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');
const text = Buffer.from('stack trace: nothing to see\n').toString('base64');

const client = (userName: string, parent?: string) => signedIn(t.app, userName, parent);

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
    // The bytes are in the file store, not in the row (decision 084); a row of before still downloads.
    const [stored] = await t.database.db
      .select()
      .from(supportTicketAttachments)
      .where(eq(supportTicketAttachments.id, attachment.Id));
    expect(stored).toMatchObject({ content: null, storageKey: expect.stringMatching(/^attachments\//) });
    await t.database.db
      .update(supportTicketAttachments)
      .set({ content: Buffer.from('%PDF-1.4 older bytes'), storageKey: null })
      .where(eq(supportTicketAttachments.id, attachment.Id));
    const older = await mario.get(`/api/Support/Tickets/${ticket.Id}/Attachments/${attachment.Id}`);
    expect(older.rawPayload.toString()).toBe('%PDF-1.4 older bytes');

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

  it('strips direction marks and invisible characters from attachment names: stored, listed, downloaded', async () => {
    const mario = await client('mario.rossi', PARENT);
    const opened = await mario.post('/api/Support/Tickets', {
      Subject: 'Nome ingannevole',
      Product: 'portal',
      Message: 'Allego il documento.',
      Attachments: [{ FileName: 'a\u202eexe.pdf', Content: pdf }],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const ticket = opened.json();
    expect(ticket.Messages[0].Attachments[0].FileName).toBe('aexe.pdf');
    const replied = await mario.post(`/api/Support/Tickets/${ticket.Id}/Messages`, {
      Message: 'E il log.',
      Attachments: [{ FileName: 'sta\u200bmpa\u2067.log', Content: text }],
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const read = (await mario.get(`/api/Support/Tickets/${ticket.Id}`)).json();
    type Shown = { Attachments: { Id: string; FileName: string }[] };
    const names = read.Messages.flatMap((m: Shown) => m.Attachments.map((a) => a.FileName));
    expect(names).toEqual(['aexe.pdf', 'stampa.log']);
    const attachmentId = read.Messages[0].Attachments[0].Id;
    const file = await mario.get(`/api/Support/Tickets/${ticket.Id}/Attachments/${attachmentId}`);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="aexe.pdf"; filename*=UTF-8''aexe.pdf`,
    );
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

  it('a plain user sees only their own tickets and the company’s analyses and reports; the company admin sees all of the company', async () => {
    const lucia = await client('lucia.bianchi', PARENT);
    const mine = (
      await lucia.post('/api/Support/Tickets', {
        Subject: 'Mia',
        Product: 'payroll',
        Message: 'Domanda di Lucia.',
      })
    ).json();
    type Item = { Id: string; Author: string; Type: string };
    const luciaItems = (await list(lucia, 'size=100')).Items as Item[];
    const luciaTickets = luciaItems.filter((i) => i.Type === 'ticket');
    expect(luciaTickets.length).toBeGreaterThan(0);
    expect(luciaTickets.every((i) => i.Author === 'Lucia Bianchi')).toBe(true);
    // What support publishes for the company is every user's to read (Mario's demo analysis).
    expect(luciaItems.some((i) => i.Type === 'an' && i.Author === 'Mario Rossi')).toBe(true);

    const mario = await client('mario.rossi', PARENT);
    const marioItems = (await list(mario, 'size=100')).Items as Item[];
    expect(marioItems.some((i) => i.Id === mine.Id)).toBe(true);
    expect(new Set(marioItems.map((i) => i.Author)).size).toBeGreaterThan(1);
    const marioTicket = marioItems.find((i) => i.Type === 'ticket' && i.Author === 'Mario Rossi')!;
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
    const an = (await list(mario, 'search=AN-2026-0142')).Items[0];
    expect(an).toMatchObject({ Type: 'an', Code: 'AN-2026-0142', Handler: 'Olga Operatrice' });
    const detail = (await mario.get(`/api/Support/Tickets/${an.Id}`)).json();
    // The detail names the handler as the list does.
    expect(detail.Handler).toBe('Olga Operatrice');
    expect(detail.CanReply).toBe(false);
    expect(detail.Messages[0].FromSupport).toBe(true);
    const reply = await mario.post(`/api/Support/Tickets/${an.Id}/Messages`, { Message: 'Ok' });
    expect(reply.statusCode).toBe(403);
  });

  it('a public support request shows up as a ticket for the support desk', async () => {
    const res = await new TestClient(t.app).post('/api/Support/Request', {
      Mode: 1,
      Email: 'nuovo.cliente@example.it',
      VatCode: '09876543217',
      VisibleName: 'Nuovo Cliente',
      Phone: '0212345678',
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
    // The requester has no account: the desk reaches them by what they typed.
    expect(detail.Contact).toEqual({
      Company: '',
      VatCode: '09876543217',
      Email: 'nuovo.cliente@example.it',
      Phone: '0212345678',
    });
    // The operator's answer is support's, puts the ticket in progress and makes it the operator's.
    const answered = (
      await operator.post(`/api/Support/Tickets/${found[0].Id}/Messages`, { Message: 'Le abbiamo scritto.' })
    ).json();
    expect(answered).toMatchObject({ State: 'in_progress' });
    expect(answered.Handler).not.toBe('');
    expect(answered.Messages[1].FromSupport).toBe(true);
    // Nobody of a customer company sees it.
    const mario = await client('mario.rossi', PARENT);
    expect((await mario.get(`/api/Support/Tickets/${found[0].Id}`)).statusCode).toBe(404);
  });

  it("tells the support desk a customer's company and contact, and the customer nothing of the kind", async () => {
    const mario = await client('mario.rossi', PARENT);
    const ticket = (
      await mario.post('/api/Support/Tickets', { Subject: 'Contatti', Product: 'portal', Message: 'Testo' })
    ).json();
    expect(ticket.Contact).toBeUndefined();
    const operator = await client('operatore@sportello.demo');
    const seen = (await operator.get(`/api/Support/Tickets/${ticket.Id}`)).json();
    expect(seen.Contact).toMatchObject({ Company: 'Rossi Impianti S.r.l.', VatCode: '09876543217' });
    expect(seen.Contact.Email).toContain('@');
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

    it('says how long a subject may be', async () => {
      const mario = await client('mario.rossi', PARENT);
      const res = await mario.post('/api/Support/Tickets', { ...base, Subject: 'x'.repeat(201) });
      expect(errorBody(res)).toMatchObject({
        ErrorMessage: 'ERROR_FIELD_TOO_LONG 200',
        Message: 'Testo troppo lungo. Lunghezza massima: 200',
      });
    });

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

async function openAsMario(subject: string) {
  const mario = await client('mario.rossi', PARENT);
  const res = await mario.post('/api/Support/Tickets', {
    Subject: subject,
    Product: 'portal',
    Message: 'Aiuto.',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { mario, ticket: res.json<{ Id: string; TicketCode: string }>() };
}

const mailsTo = (address: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
const MARIO_EMAIL = 'mario.rossi@rossi-impianti.example';

describe('replies refuse bad bodies with 4xx in the error shape, and store nothing', () => {
  const big = Buffer.alloc(2 * 1024 * 1024 + 1, 65).toString('base64');
  const cases: [string, unknown, string][] = [
    ['an empty message', { Message: '' }, 'ERROR_FIELD_REQUIRED'],
    ['a message of spaces', { Message: '   \n ' }, 'ERROR_FIELD_REQUIRED'],
    ['no message at all', { Attachments: [] }, 'ERROR_BAD_REQUEST'],
    ['a message too long', { Message: 'x'.repeat(10_001) }, 'ERROR_FIELD_TOO_LONG'],
    [
      'a file type off the list',
      { Message: 'm', Attachments: [{ FileName: 'a.exe', Content: pdf }] },
      'ERROR_ATTACHMENT_TYPE',
    ],
    [
      'a renamed file',
      { Message: 'm', Attachments: [{ FileName: 'a.png', Content: pdf }] },
      'ERROR_ATTACHMENT_TYPE',
    ],
    [
      'content that is not base64',
      { Message: 'm', Attachments: [{ FileName: 'a.txt', Content: '%%%' }] },
      'ERROR_ATTACHMENT_INVALID',
    ],
    [
      'an empty file',
      { Message: 'm', Attachments: [{ FileName: 'a.txt', Content: '' }] },
      'ERROR_ATTACHMENT_INVALID',
    ],
    [
      'a file too large',
      { Message: 'm', Attachments: [{ FileName: 'a.txt', Content: big }] },
      'ERROR_ATTACHMENT_TOO_LARGE',
    ],
    [
      'too many files',
      {
        Message: 'm',
        Attachments: Array.from({ length: 4 }, (_, i) => ({ FileName: `f${i}.txt`, Content: text })),
      },
      'ERROR_ATTACHMENT_TOO_MANY',
    ],
    ['attachments that are not a list', { Message: 'm', Attachments: 'a.txt' }, 'ERROR_BAD_REQUEST'],
  ];

  it.each(cases)('%s', async (_name, body, key) => {
    const { mario, ticket } = await openAsMario('Risposte sbagliate');
    const res = await mario.post(`/api/Support/Tickets/${ticket.Id}/Messages`, body);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(errorBody(res).ErrorMessage.split(' ')[0]).toBe(key);
    expect((await mario.get(`/api/Support/Tickets/${ticket.Id}`)).json().Messages).toHaveLength(1);
  });

  it('a body over the limit (413), and a body that is not JSON (415)', async () => {
    const { mario, ticket } = await openAsMario('Corpi sbagliati');
    const url = `/api/Support/Tickets/${ticket.Id}/Messages`;
    const huge = await mario.post(url, {
      Message: 'm',
      Attachments: [{ FileName: 'a.txt', Content: 'A'.repeat(9.5 * 1024 * 1024) }],
    });
    expect(huge.statusCode).toBe(413);
    expect(errorBody(huge).ErrorMessage).toBe('ERROR_PAYLOAD_TOO_LARGE');
    const raw = (payload: string, contentType: string) =>
      mario.request({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
    const form = await raw('Message=ciao', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    errorBody(form);
    const broken = await raw('{"Message":', 'application/json');
    expect(broken.statusCode).toBe(400);
    expect(errorBody(broken).ErrorMessage).toBe('ERROR_MALFORMED_JSON');
    expect((await mario.get(`/api/Support/Tickets/${ticket.Id}`)).json().Messages).toHaveLength(1);
  });
});

describe('e-mail to the requester', () => {
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
  });

  it('acknowledges a ticket a customer opens, in the same transaction', async () => {
    const { ticket } = await openAsMario('Conferma di apertura');
    const [mail, ...others] = await mailsTo(MARIO_EMAIL);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Sportello: segnalazione ${ticket.TicketCode} aperta`);
    expect(mail?.text).toContain('Gentile Mario Rossi');
    expect(mail?.text).toContain('«Conferma di apertura»');
    expect(mail?.text).toContain(`/support/tickets?ticket=${ticket.Id}`);
    // A refused ticket sends nothing.
    const mario = await client('mario.rossi', PARENT);
    await mario.post('/api/Support/Tickets', {
      Subject: 'No',
      Product: 'portal',
      Message: 'x',
      Attachments: [{ FileName: 'a.exe', Content: pdf }],
    });
    expect(await mailsTo(MARIO_EMAIL)).toHaveLength(1);
  });

  it('writes a notice with its edited template when the back office has one (decision 062)', async () => {
    const admin = await client('admin@sportello.demo');
    const saved = await admin.post('/api/MLC/Templates/Save', {
      Name: 'Risposta su misura',
      Kind: 'ticket-reply',
      SubjectIt: '[{{Ticket.Code}}] {{Reply.Author}} ti ha risposto',
      HtmlIt:
        '<p>Ciao {{Recipient.Name}}, su «{{Ticket.Subject}}»:</p><p>{{Reply}}</p><p><a href="{{Link}}">{{Action}}</a></p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const { ticket } = await openAsMario('Modello di risposta');
      await t.database.db.delete(mailOutbox);
      const operator = await client('operatore@sportello.demo');
      await operator.post(`/api/Support/Tickets/${ticket.Id}/Messages`, {
        Message: 'Fatto <b>subito</b>.\nVia Roma 1',
      });
      const [mail] = await mailsTo(MARIO_EMAIL);
      expect(mail?.subject).toBe(`[${ticket.TicketCode}] Olga Operatrice ti ha risposto`);
      expect(mail?.html).toContain('Ciao Mario Rossi, su «Modello di risposta»:');
      // The reply's text is escaped into the HTML, never markup of its own.
      // Its line breaks too, in a template edited without the layout's style.
      expect(mail?.html).toContain('<p>Fatto &lt;b&gt;subito&lt;/b&gt;.<br>Via Roma 1</p>');
      expect(mail?.html).toContain(
        `/support/tickets?ticket=${ticket.Id}" rel="noopener noreferrer">Apri la segnalazione</a>`,
      );
    } finally {
      const id = saved.json<{ Id: number }>().Id;
      await admin.request({ method: 'DELETE', url: `/api/MLC/Templates/Delete/${id}/` });
    }
  });

  it('tells the author when support answers or closes, not when the author does', async () => {
    const { mario, ticket } = await openAsMario('Risposta per e-mail');
    await t.database.db.delete(mailOutbox);
    await mario.post(`/api/Support/Tickets/${ticket.Id}/Messages`, { Message: 'Aggiungo un dettaglio.' });
    expect(await mailsTo(MARIO_EMAIL)).toEqual([]);

    const operator = await client('operatore@sportello.demo');
    const reply = await operator.post(`/api/Support/Tickets/${ticket.Id}/Messages`, {
      Message: 'Abbiamo corretto la configurazione.\nVia Roma 1\n\nCi faccia sapere.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    let mails = await mailsTo(MARIO_EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: `Sportello: nuova risposta alla segnalazione ${ticket.TicketCode}`,
    });
    expect(mails[0]?.text).toContain("Olga Operatrice dell'assistenza ha risposto alla tua segnalazione");
    expect(mails[0]?.text).toContain('Abbiamo corretto la configurazione.');
    // The reply is quoted as written: its line breaks and blank lines kept, as <br> that every mail
    // program shows.
    expect(mails[0]?.html).toContain(
      '<p style="white-space:pre-line">Abbiamo corretto la configurazione.<br>Via Roma 1<br><br>Ci faccia sapere.</p>',
    );

    expect((await operator.post(`/api/Support/Tickets/${ticket.Id}/Close`)).statusCode).toBe(200);
    // Closing again changes nothing and sends nothing more.
    expect((await operator.post(`/api/Support/Tickets/${ticket.Id}/Close`)).statusCode).toBe(200);
    mails = await mailsTo(MARIO_EMAIL);
    expect(mails.map((m) => m.subject)).toEqual([
      `Sportello: nuova risposta alla segnalazione ${ticket.TicketCode}`,
      `Sportello: segnalazione ${ticket.TicketCode} chiusa`,
    ]);

    const own = await openAsMario('Chiusa da me');
    await t.database.db.delete(mailOutbox);
    await own.mario.post(`/api/Support/Tickets/${own.ticket.Id}/Close`);
    expect(await mailsTo(MARIO_EMAIL)).toEqual([]);
  });

  it('writes in the author’s language', async () => {
    const giulia = await client('giulia.neri');
    expect((await giulia.post('/api/Auth/language', { Id: 2 })).statusCode).toBe(200);
    const ticket = (
      await giulia.post('/api/Support/Tickets', {
        Subject: 'Trip allowance',
        Product: 'payroll',
        Message: 'Help.',
      })
    ).json();
    const operator = await client('operatore@sportello.demo');
    await operator.post(`/api/Support/Tickets/${ticket.Id}/Messages`, { Message: 'Fixed.' });
    const subjects = (await mailsTo('giulia.neri@neri-trasporti.example')).map((m) => m.subject);
    expect(subjects).toEqual([
      `Sportello: ticket ${ticket.TicketCode} opened`,
      `Sportello: new answer to ticket ${ticket.TicketCode}`,
    ]);
    await giulia.post('/api/Auth/language', { Id: 1 });
  });

  it('answers a public request at the address it came from', async () => {
    const code = (
      await new TestClient(t.app).post('/api/Support/Request', {
        Mode: 2,
        Email: 'anna.pubblica@example.it',
        VatCode: '',
        VisibleName: 'Anna Pubblica',
        Phone: '',
        Message: 'Non ho un nome utente.',
      })
    ).json().TicketCode;
    const operator = await client('operatore@sportello.demo');
    const [item] = (await list(operator, `search=${code}`)).Items;
    await operator.post(`/api/Support/Tickets/${item.Id}/Messages`, {
      Message: 'Le abbiamo creato un accesso.',
    });
    const reply = (await mailsTo('anna.pubblica@example.it')).find((m) =>
      m.subject.includes('nuova risposta'),
    );
    expect(reply?.text).toContain('Le abbiamo creato un accesso.');
    // No account: the link leads to the portal, not to a ticket page they cannot open.
    expect(reply?.text).not.toContain('/support/tickets');
  });
});

describe('operator actions go through the back-office permissions and the audit log', () => {
  const entriesOf = (ticketId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'tickets'), eq(auditLog.objectId, ticketId)))
      .orderBy(auditLog.id);

  it('an operator reply and close are audited; the customer’s own are not', async () => {
    const { mario, ticket } = await openAsMario('Da registrare');
    await mario.post(`/api/Support/Tickets/${ticket.Id}/Messages`, { Message: 'Mia aggiunta.' });
    expect(await entriesOf(ticket.Id)).toEqual([]);

    const operator = await client('operatore@sportello.demo');
    await operator.post(`/api/Support/Tickets/${ticket.Id}/Messages`, {
      Message: 'Presa in carico.',
      Attachments: [{ FileName: 'procedura.pdf', Content: pdf }],
    });
    await operator.post(`/api/Support/Tickets/${ticket.Id}/Close`);
    const entries = await entriesOf(ticket.Id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor: 'operatore@sportello.demo',
      action: 'update',
      before: { TicketCode: ticket.TicketCode, State: 'open' },
      after: { State: 'in_progress', Message: 'Presa in carico.', Attachments: ['procedura.pdf'] },
    });
    expect(entries[1]).toMatchObject({
      action: 'update',
      before: { State: 'in_progress' },
      after: { State: 'closed' },
    });
    // Admins read them in the change log under the new resource.
    const admin = await client('admin@sportello.demo');
    const filter = Buffer.from(JSON.stringify({ Resource: 'tickets', ObjectId: ticket.Id })).toString(
      'base64url',
    );
    const log = (await admin.get(`/api/App/Audit/Filters/${filter}`)).json();
    expect(log.Total).toBe(2);
  });

  it('a back-office viewer reads tickets but cannot reply or close (403), and nothing is written', async () => {
    const { ticket } = await openAsMario('Per il visualizzatore');
    const admin = await client('admin@sportello.demo');
    const users = (await admin.get('/api/App/BackOffice/Roles')).json().Items as {
      UserId: string;
      UserName: string;
    }[];
    const op2 = users.find((u) => u.UserName === 'operatore2@sportello.demo')!;
    expect(
      (await admin.post('/api/App/BackOffice/Roles/Save', { UserId: op2.UserId, Role: 'viewer' })).statusCode,
    ).toBe(200);
    try {
      const viewer = await client('operatore2@sportello.demo');
      expect((await viewer.get(`/api/Support/Tickets/${ticket.Id}`)).statusCode).toBe(200);
      for (const res of [
        await viewer.post(`/api/Support/Tickets/${ticket.Id}/Messages`, { Message: 'Non posso.' }),
        await viewer.post(`/api/Support/Tickets/${ticket.Id}/Close`),
        await viewer.post('/api/Support/Tickets', { Subject: 'No', Product: 'portal', Message: 'No.' }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(errorBody(res).ErrorMessage).toBe('ERROR_FORBIDDEN');
      }
      const detail = (await viewer.get(`/api/Support/Tickets/${ticket.Id}`)).json();
      expect(detail).toMatchObject({ State: 'open', Messages: [{ Body: 'Aiuto.' }] });
      expect(await entriesOf(ticket.Id)).toEqual([]);
    } finally {
      await admin.post('/api/App/BackOffice/Roles/Save', { UserId: op2.UserId, Role: 'operator' });
    }
  });
});

describe('embedded videos', () => {
  const ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

  it('are the links of a message to an allowed player, nothing else', () => {
    expect(
      videoLinks(
        'Guardi https://www.youtube-nocookie.com/embed/abc123. Oppure https://player.vimeo.com/video/42, ' +
          'non http://www.youtube-nocookie.com/embed/x né https://evil.example/embed/abc né ' +
          'https://www.youtube-nocookie.com.evil.example/embed/x né javascript:alert(1)',
        ORIGINS,
      ),
    ).toEqual(['https://www.youtube-nocookie.com/embed/abc123', 'https://player.vimeo.com/video/42']);
    expect(videoLinks('https://www.youtube-nocookie.com/embed/a', [])).toEqual([]);
  });

  it('come with the message on the wire, and the portal may frame those players only', async () => {
    const mario = await client('mario.rossi', PARENT);
    const [an] = (await list(mario, 'search=AN-2026-0149')).Items;
    const detail = (await mario.get(`/api/Support/Tickets/${an.Id}`)).json();
    expect(detail.Messages[0].Videos).toEqual(['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ']);
    const csp = String((await mario.get('/api/Auth/session')).headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com/);
  });
});
