import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn } from '../../../test/test-client';
import { addDemotedAdmin, DEMOTED_ADMIN } from '../../../test/vendor-staff';
import { auditLog } from '../../core/audit-trail.tables';
import { manualClock } from '../../core/clock';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { users } from '../users/users.tables';

/**
 * Analyses and reports published from the helpdesk: the company's users find them in the support
 * area and download the PDF; another company's users do not; only a PDF, only with something to
 * read, only by who may open tickets.
 */

const PARENT = '12345678903';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: manualClock(new Date('2026-11-27T10:00:00Z')) });
  await addDemotedAdmin(t);
});
afterAll(() => t.close());

const operator = () => signedIn(t.app, 'operatore@sportello.demo');

const companyOf = async (userName: string) => {
  const [row] = await t.database.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row?.companyId) throw new Error(`no company for ${userName}`);
  return row.companyId;
};

const report = async (fields: object = {}) => ({
  ItemType: 'ri',
  CompanyId: await companyOf('lucia.bianchi'),
  Subject: 'Rapporto intervento: chiusura d’esercizio',
  Subtitle: 'Verifica dei saldi al 31/12',
  ...fields,
});

describe('publishing an analysis or a report', () => {
  it('shows a report with its PDF to the company’s users, and to nobody else', async () => {
    const staff = await operator();
    const res = await staff.post(
      '/api/Helpdesk/Items',
      await report({ Attachment: { FileName: 'rapporto.pdf', Content: PDF.toString('base64') } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json<{ Id: string; Code: string; Type: string; State: string }>();
    // The next report code of the year after the demo's RI-2026-0098.
    expect(published).toMatchObject({ Type: 'ri', Code: 'RI-2026-0099', State: 'closed' });

    // A plain user of company A, who did not open it, lists and reads it.
    const lucia = await signedIn(t.app, 'lucia.bianchi', PARENT);
    const list = await lucia.get('/api/Support/Tickets?search=RI-2026-0099');
    expect(list.json().Items.map((i: { Id: string }) => i.Id)).toEqual([published.Id]);
    const detail = await lucia.get(`/api/Support/Tickets/${published.Id}`);
    expect(detail.json()).toMatchObject({
      Subject: 'Rapporto intervento: chiusura d’esercizio',
      Subtitle: 'Verifica dei saldi al 31/12',
      CanReply: false,
    });
    const [attachment] = detail.json().Messages[0].Attachments;
    expect(attachment).toMatchObject({ FileName: 'rapporto.pdf', ContentType: 'application/pdf' });
    const download = `/api/Support/Tickets/${published.Id}/Attachments/${attachment.Id}`;
    const file = await lucia.get(download);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const companyB = await signedIn(t.app, 'lucia.bianchi.neri');
    expect((await companyB.get(`/api/Support/Tickets/${published.Id}`)).statusCode).toBe(404);
    expect((await companyB.get(download)).statusCode).toBe(404);

    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'tickets'), eq(auditLog.objectId, published.Id)));
    expect(audited.map((a) => a.action)).toEqual(['create']);
    expect(audited[0]?.after).toMatchObject({ Code: 'RI-2026-0099', Attachments: ['rapporto.pdf'] });
  });

  it('tells every user of the company by mail, in their language, with a link to it', async () => {
    const companyId = await companyOf('lucia.bianchi');
    const people = await t.database.db
      .select({ id: users.id, email: users.email, enabled: users.enabled, userName: users.userName })
      .from(users)
      .where(eq(users.companyId, companyId));
    const lucia = people.find((p) => p.userName === 'lucia.bianchi');
    if (!lucia) throw new Error('no lucia.bianchi');
    // Lucia reads English; every other enabled user of the company Italian.
    await t.database.db.update(users).set({ languageId: 2 }).where(eq(users.id, lucia.id));
    try {
      const res = await (await operator()).post(
        '/api/Helpdesk/Items',
        await report({
          ItemType: 'an',
          Code: 'AN-2026-0777',
          Subject: 'Stima del passaggio',
          Text: 'Testo.',
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const { Id } = res.json<{ Id: string }>();
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.text, `%/support/tickets?ticket=${Id}%`));
      const expected = [...new Set(people.filter((p) => p.enabled).map((p) => p.email.toLowerCase()))];
      expect(expected.length).toBeGreaterThan(1);
      expect(mails.map((m) => m.toAddress.toLowerCase()).sort()).toEqual(expected.sort());
      const toLucia = mails.find((m) => m.toAddress === lucia.email);
      expect(toLucia?.subject).toBe('Sportello: Analysis AN-2026-0777 published');
      expect(toLucia?.text).toContain('Stima del passaggio');
      expect(toLucia?.html).toContain(`/support/tickets?ticket=${Id}`);
      const toAnother = mails.find((m) => m.toAddress !== lucia.email);
      expect(toAnother?.subject).toBe("Sportello: Analisi AN-2026-0777 disponibile nell'area assistenza");
      expect(toAnother?.text).toContain('«Stima del passaggio»');
    } finally {
      await t.database.db.update(users).set({ languageId: 1 }).where(eq(users.id, lucia.id));
    }
  });

  it('publishes a written analysis under the code given, once', async () => {
    const staff = await operator();
    const item = await report({ ItemType: 'an', Code: 'an-2026-0500', Text: 'Stima: 3 giornate.' });
    const res = await staff.post('/api/Helpdesk/Items', item);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ Type: 'an', Code: 'AN-2026-0500' });
    expect(res.json().Messages.map((m: { Body: string }) => m.Body)).toEqual(['Stima: 3 giornate.']);

    const again = await staff.post('/api/Helpdesk/Items', item);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).Fields?.map((f) => f.Field)).toEqual(['Code']);
  });

  it('refuses a file that is not a PDF, next to the file', async () => {
    const staff = await operator();
    for (const attachment of [
      { FileName: 'rapporto.txt', Content: Buffer.from('testo').toString('base64') },
      { FileName: 'rapporto.pdf', Content: Buffer.from('not a pdf').toString('base64') },
    ]) {
      const res = await staff.post('/api/Helpdesk/Items', await report({ Attachment: attachment }));
      expect(res.statusCode).toBe(400);
      expect(errorBody(res)).toMatchObject({ ErrorMessage: expect.stringMatching(/^ERROR_ATTACHMENT_TYPE/) });
      expect(errorBody(res).Fields?.map((f) => f.Field)).toEqual(['Attachment']);
    }
  });

  it('strips direction marks from the PDF’s name, and from the name a refusal repeats', async () => {
    const staff = await operator();
    const res = await staff.post(
      '/api/Helpdesk/Items',
      await report({
        Text: 'In allegato.',
        Attachment: { FileName: 'rapporto\u202efdp.\u200bpdf', Content: PDF.toString('base64') },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Messages[0].Attachments[0].FileName).toBe('rapportofdp.pdf');

    const refused = await staff.post(
      '/api/Helpdesk/Items',
      await report({ Attachment: { FileName: 'rapporto\u202efdp.exe', Content: PDF.toString('base64') } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_ATTACHMENT_TYPE rapportofdp.exe');
  });

  it('refuses an item with nothing to read: neither text nor PDF', async () => {
    const res = await (await operator()).post('/api/Helpdesk/Items', await report({ Text: '   ' }));
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Fields?.map((f) => f.Field)).toEqual(['Text']);
  });

  it('refuses a company that does not exist, next to the company', async () => {
    const res = await (await operator()).post(
      '/api/Helpdesk/Items',
      await report({ CompanyId: 2_147_483_647, Text: 'Testo.' }),
    );
    expect(res.statusCode).toBe(404);
    expect(errorBody(res).Fields?.map((f) => f.Field)).toEqual(['CompanyId']);
  });

  it('is not for a viewer', async () => {
    const viewer = await signedIn(t.app, DEMOTED_ADMIN);
    const res = await viewer.post('/api/Helpdesk/Items', await report({ Text: 'Testo.' }));
    expect(res.statusCode).toBe(403);
  });
});
