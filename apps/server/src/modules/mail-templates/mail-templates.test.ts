import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { loadConfig } from '../../config';
import { auditLog } from '../../core/audit-trail.tables';
import { systemClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { layoutMail, mailText } from '../../core/mail-layout';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { cachedSettings, settingsFromEnvironment } from '../../core/portal-settings';
import { defaultTexts } from './mail-templates.defaults';
import { fillTexts } from './mail-templates.render';
import { brandFields, renderServiceMail } from './mail-templates.service';
import { mailTemplates } from './mail-templates.tables';

const app = appWithCallers({ env: { PUBLIC_URL: 'https://portale.example.it' } });
const { who } = app;
const db = () => app.t.database.db;

beforeEach(async () => {
  await db().delete(mailTemplates);
});

const GIULIA = { UserName: 'giulia.neri', Email: 'giulia.neri@neri-trasporti.example' };
let serial = 0;
const uniqueAddress = () => `modello${++serial}@example.it`;

const newestMailTo = async (address: string) => {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
};

const invite = async (address: string) => {
  const res = await who.customer.post('/api/Company/users/invitation', { Role: { Id: 1 }, Email: address });
  expect(res.statusCode, res.body).toBe(200);
  return newestMailTo(address);
};

/** Uses every merge field of the invitation: one its sender stopped giving sends the default instead. */
const invitationTemplate = (over: Record<string, unknown> = {}) => ({
  Name: 'Invito personalizzato',
  Kind: 'invitation',
  SubjectIt: 'Benvenuti in {{Company.Name}}',
  HtmlIt:
    '<p>Ciao! {{Inviter}} ti aspetta su {{Portal}}.</p><p><a href="{{Link}}">Entra</a></p><script>alert(1)</script>' +
    '<p>Per {{User.Email}}, valido fino al {{ExpiresAt}} ({{PortalUrl}})</p>',
  ...over,
});

const save = async (body: object, by: TestClient = who.admin) => {
  const res = await by.post('/api/MLC/Templates/Save', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<
    { Id: number; TextIt: string; HtmlIt: string; Fields: string[] } & Record<string, unknown>
  >();
};

const list = (filter: object, by: TestClient = who.operator) =>
  by.get(`/api/MLC/Templates/Filters/${encodeFilter(filter)}/`);

/** The brand as the environment gives it in the tests: the catalogue's signature and footer. */
const BRAND = { productName: 'Sportello', mailSignature: '', mailFooter: '' };

describe('the defaults of the portal’s own mails', () => {
  it('are, filled in, exactly the mail the layout made', () => {
    const t = mailText(1);
    const url = 'https://portale.example.it/invitation/abc/x%40y.it?lg=1';
    const before = layoutMail(
      {
        to: 'x@y.it',
        languageId: 1,
        subject: t('mail.invitation.subject', { portal: 'Sportello', company: 'Rossi & Figli S.r.l.' }),
        paragraphs: [
          t('mail.invitation.intro', {
            inviter: 'Mario <Rossi>',
            company: 'Rossi & Figli S.r.l.',
            portal: 'Sportello',
          }),
          t('mail.invitation.validity', { date: '31/12/2026' }),
        ],
        action: { label: t('mail.invitation.action'), url },
      },
      'https://portale.example.it',
      BRAND,
    );
    const now = fillTexts(defaultTexts('invitation', 1), {
      ...brandFields(BRAND, 1, 'https://portale.example.it'),
      Portal: 'Sportello',
      PortalUrl: 'https://portale.example.it',
      'Company.Name': 'Rossi & Figli S.r.l.',
      Inviter: 'Mario <Rossi>',
      ExpiresAt: '31/12/2026',
      Link: url,
    });
    expect(now.subject).toBe(before.subject);
    expect(now.text).toBe(before.text);
    expect(before.html).toContain(now.html);
    expect(now.html).toContain('Mario &lt;Rossi&gt; ti invita');
  });

  it('list the user names and carry the secure code exactly as the layout did, in English too', () => {
    const t = mailText(2);
    const names = layoutMail(
      {
        to: 'x@y.it',
        languageId: 2,
        subject: t('mail.usernames.subject', { portal: 'Sportello' }),
        name: 'Giulia Neri',
        paragraphs: [t('mail.usernames.intro')],
        items: ['giulia.neri', 'g<neri>'],
        action: { label: t('mail.usernames.action'), url: 'https://portale.example.it/?lg=2' },
      },
      'https://portale.example.it',
      BRAND,
    );
    const filledNames = fillTexts(defaultTexts('user-names', 2), {
      ...brandFields(BRAND, 2, 'https://portale.example.it'),
      Portal: 'Sportello',
      PortalUrl: 'https://portale.example.it',
      'User.FirstName': 'Giulia',
      'User.LastName': 'Neri',
      UserNames: ['giulia.neri', 'g<neri>'],
      Link: 'https://portale.example.it/?lg=2',
    });
    expect(filledNames.subject).toBe(names.subject);
    expect(filledNames.text).toBe(names.text);
    expect(names.html).toContain(filledNames.html);
    expect(filledNames.html).toContain('<ul><li>giulia.neri</li><li>g&lt;neri&gt;</li></ul>');

    const it = mailText(1);
    const secure = layoutMail(
      {
        to: 'x@y.it',
        languageId: 1,
        subject: it('mail.securecode.subject', { portal: 'Sportello', company: 'Rossi S.p.A.' }),
        name: 'Rossi S.p.A.',
        paragraphs: [
          it('mail.securecode.intro', { requester: 'Paolo Verdi', email: 'p@v.it', company: 'Rossi S.p.A.' }),
          it('mail.securecode.code'),
        ],
        code: '12345678',
        action: { label: it('mail.securecode.action'), url: 'https://portale.example.it/register?vat=1' },
      },
      'https://portale.example.it',
      BRAND,
    );
    const filledSecure = fillTexts(defaultTexts('secure-code', 1), {
      ...brandFields(BRAND, 1, 'https://portale.example.it'),
      Portal: 'Sportello',
      PortalUrl: 'https://portale.example.it',
      'Company.Name': 'Rossi S.p.A.',
      'Requester.Name': 'Paolo Verdi',
      'Requester.Email': 'p@v.it',
      Code: '12345678',
      Link: 'https://portale.example.it/register?vat=1',
    });
    expect(filledSecure.subject).toBe(secure.subject);
    expect(filledSecure.text).toBe(secure.text);
    expect(secure.html).toContain(filledSecure.html);
  });

  it('acknowledge a support request exactly as the layout did', () => {
    const t = mailText(1);
    const before = layoutMail(
      {
        to: 'x@y.it',
        languageId: 1,
        subject: t('mail.support.subject', { portal: 'Sportello', code: 'T-42' }),
        name: t('mail.support.requester'),
        paragraphs: [t('mail.support.intro', { code: 'T-42' })],
        action: { label: t('mail.support.action'), url: 'https://portale.example.it/?lg=1' },
      },
      'https://portale.example.it',
      BRAND,
    );
    const now = fillTexts(defaultTexts('support-request', 1), {
      ...brandFields(BRAND, 1, 'https://portale.example.it'),
      Portal: 'Sportello',
      PortalUrl: 'https://portale.example.it',
      'Request.Code': 'T-42',
      'Requester.Name': t('mail.support.requester'),
      Link: 'https://portale.example.it/?lg=1',
    });
    expect([now.subject, now.text]).toEqual([before.subject, before.text]);
    expect(before.html).toContain(now.html);
  });

  it('are given to the editor in both languages with their merge fields', async () => {
    const res = await who.operator.get('/api/MLC/Templates/Default/password-reset/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.SubjectIt).toBe('{{Portal}}: codice per una nuova password');
    expect(body.SubjectEn).toMatch(/\{\{Portal\}\}/);
    expect(body.HtmlIt).toContain('{{Code}}');
    expect(body.TextIt).toContain('Gentile {{User.FirstName}} {{User.LastName}},');
    expect(body.Fields).toContain('User.UserName');
  });
});

describe('mail templates', () => {
  it('an edited invitation template is what the next invitation carries, its values filled in', async () => {
    const saved = await save(invitationTemplate());
    expect(saved.HtmlIt).not.toContain('<script');
    // The plain-text part, left empty, is made from the HTML.
    expect(saved.TextIt).toContain('Ciao! {{Inviter}} ti aspetta su {{Portal}}.');
    expect(saved.TextIt).toContain('Entra: {{Link}}');

    const address = uniqueAddress();
    const mail = await invite(address);
    expect(mail.subject).toBe('Benvenuti in Rossi Impianti S.r.l.');
    expect(mail.text).toContain('ti aspetta su Sportello.');
    expect(mail.text).toMatch(
      /Entra: https:\/\/portale\.example\.it\/invitation\/[^/\s]+\/modello\d+%40example\.it\?lg=1/,
    );
    expect(mail.html).toMatch(/<a href="https:\/\/portale\.example\.it\/invitation\/[^"]+"/);
    expect(mail.html).toContain('<html lang="it">');
    expect(mail.text).toContain(`Per ${address}, valido fino al `);
    expect(mail.text).toContain('(https://portale.example.it)');
    expect(mail.text).not.toContain('{{');

    // Reset to the default (its edited template deleted): the next invitation is the portal's own again.
    const reset = await who.admin.request({
      method: 'DELETE',
      url: `/api/MLC/Templates/Delete/${saved.Id}/`,
    });
    expect(reset.json()).toEqual({ Deleted: 1 });
    const again = await invite(uniqueAddress());
    expect(again.subject).toBe('Sportello: invito a unirti a Rossi Impianti S.r.l.');
  });

  it('a template that cannot be filled in falls back to the default, and the mail still goes', async () => {
    const saved = await save(invitationTemplate());
    // As an older version could have stored it: a field the sender does not give.
    await db()
      .update(mailTemplates)
      .set({ subjectIt: 'Invito {{Company.VatCode}}' })
      .where(eq(mailTemplates.id, saved.Id));
    const mail = await invite(uniqueAddress());
    expect(mail.subject).toBe('Sportello: invito a unirti a Rossi Impianti S.r.l.');
    expect(mail.text).toMatch(/^Buongiorno,\n/);
    expect(mail.text).toContain('/invitation/');
  });

  it('a template whose field its sender did not give falls back to the default, logged', async () => {
    await save({
      Name: 'Codice',
      Kind: 'password-reset',
      SubjectIt: 'Il tuo codice, {{User.FirstName}}',
      HtmlIt: '<p>Codice: {{Code}}</p>',
    });
    const warnings: unknown[] = [];
    const log = { debug() {}, info() {}, error() {}, warn: (data: unknown) => warnings.push(data) };
    // The environment's settings: the mail carries the brand in force (decision 069).
    const settings = cachedSettings(async () => settingsFromEnvironment(loadConfig({})));
    const ctx = systemContext({ tx: db(), log, clock: systemClock, settings });
    const values = { 'User.LastName': 'Neri', Code: '12345678', Link: 'https://portale.example.it/x' };
    const mail = await renderServiceMail(ctx, 'password-reset', values, 1);
    expect(mail.subject).toBe('Sportello: codice per una nuova password');
    expect(mail.text).toContain('12345678');
    expect(warnings[0]).toMatchObject({ kind: 'password-reset', fields: ['User.FirstName'] });
    // Given every field, the edited template is the mail.
    const edited = await renderServiceMail(
      ctx,
      'password-reset',
      { ...values, 'User.FirstName': 'Giulia' },
      1,
    );
    expect(edited.subject).toBe('Il tuo codice, Giulia');
  });

  it('refuses a body that sanitising leaves empty, in either language', async () => {
    const res = await who.admin.post(
      '/api/MLC/Templates/Save',
      invitationTemplate({
        HtmlIt: '<script>alert(1)</script>',
        SubjectEn: 'Join {{Company.Name}}',
        HtmlEn: '<style>p { color: red }</style>',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorBody(res).Fields).toEqual([
      expect.objectContaining({ Field: 'HtmlIt', ErrorMessage: 'ERROR_FIELD_REQUIRED' }),
      expect.objectContaining({ Field: 'HtmlEn', ErrorMessage: 'ERROR_FIELD_REQUIRED' }),
    ]);
    expect(await db().select().from(mailTemplates)).toEqual([]);
  });

  it('an edited password-reset mail carries the code; English readers get the default without an English text', async () => {
    await save({
      Name: 'Codice',
      Kind: 'password-reset',
      SubjectIt: 'Il tuo codice, {{User.FirstName}}',
      // Every merge field of the mail: one its sender stopped giving would send the default instead.
      HtmlIt:
        '<p>Codice: <strong>{{Code}}</strong></p><p><a href="{{Link}}">Procedi</a></p>' +
        '<p>{{User.FirstName}} {{User.LastName}} ({{User.UserName}}, {{User.Email}}) su {{Portal}}, {{PortalUrl}}</p>',
    });
    const res = await who.anonymous.post('/api/Auth/resetpasswordrequest', GIULIA);
    expect(res.json()).toEqual({ Done: true });
    const mail = await newestMailTo(GIULIA.Email);
    expect(mail.subject).toBe('Il tuo codice, Giulia');
    expect(mail.text).toMatch(/Codice: \d{8}/);
    expect(mail.text).toContain('Procedi: https://portale.example.it/reset-password?user=giulia.neri');
    expect(mail.text).toContain(
      `Giulia Neri (giulia.neri, ${GIULIA.Email}) su Sportello, https://portale.example.it`,
    );
  });

  it('an edited user-names mail lists every user name of the address', async () => {
    await save({
      Name: 'Nomi utente',
      Kind: 'user-names',
      SubjectIt: 'I tuoi accessi, {{User.FirstName}}',
      HtmlIt:
        '<p>Eccoli:</p><p>{{UserNames}}</p><p>{{User.FirstName}} {{User.LastName}}, {{User.Email}}: ' +
        '<a href="{{Link}}">{{Portal}}</a> {{PortalUrl}}</p>',
    });
    const res = await who.anonymous.post('/api/User/UserName/find', {
      Email: 'lucia.bianchi@studio.example',
    });
    expect(res.json()).toEqual({ Done: true });
    const mail = await newestMailTo('lucia.bianchi@studio.example');
    expect(mail.subject).toBe('I tuoi accessi, Lucia');
    expect(mail.text).toContain('Eccoli:\n\n  - lucia.bianchi\n  - lucia.bianchi.neri');
    expect(mail.html).toContain('<ul><li>lucia.bianchi</li><li>lucia.bianchi.neri</li></ul>');
    expect(mail.text).toMatch(/Lucia Bianchi, lucia\.bianchi@studio\.example: Sportello: https:\/\/portale/);
  });

  it('refuses an unknown merge field, naming it next to its field', async () => {
    const res = await who.admin.post(
      '/api/MLC/Templates/Save',
      invitationTemplate({ SubjectEn: 'Join {{Company.Nome}}', HtmlEn: '<p>Hi {{User.FirstName}}</p>' }),
    );
    expect(res.statusCode).toBe(400);
    const body = errorBody(res);
    expect(body.ErrorMessage).toBe('ERROR_TEMPLATE_UNKNOWN_FIELD Company.Nome');
    expect(body.Message).toContain('Company.Nome');
    expect(body.Fields).toEqual([
      expect.objectContaining({
        Field: 'SubjectEn',
        ErrorMessage: 'ERROR_TEMPLATE_UNKNOWN_FIELD Company.Nome',
      }),
      // Nobody invited has a first name yet: the invitation's sender does not give it.
      expect.objectContaining({
        Field: 'HtmlEn',
        ErrorMessage: 'ERROR_TEMPLATE_UNKNOWN_FIELD User.FirstName',
      }),
      expect.objectContaining({
        Field: 'TextEn',
        ErrorMessage: 'ERROR_TEMPLATE_UNKNOWN_FIELD User.FirstName',
      }),
    ]);
    expect(await db().select().from(mailTemplates)).toEqual([]);
  });

  it('keeps support replies ready to insert, with the ticket’s and the operator’s fields only', async () => {
    const reply = (html: string) => ({
      Name: 'Riavvio',
      Kind: 'reply',
      SubjectIt: 'Riavvia il servizio',
      HtmlIt: html,
    });
    const refused = await who.admin.post('/api/MLC/Templates/Save', reply('<p>Ciao {{User.FirstName}}</p>'));
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_TEMPLATE_UNKNOWN_FIELD User.FirstName');
    const saved = await who.admin.post(
      '/api/MLC/Templates/Save',
      reply(
        '<p>Gentile {{Recipient.Name}},</p><p>per la {{Ticket.Code}} riavvii il servizio.</p><p>{{Operator.Name}}</p>',
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const { Id } = saved.json<{ Id: number }>();
    // Operators read them (to insert them), only admins write them.
    const read = await who.operator.get(`/api/MLC/Templates/Filters/Detail/${Id}/`);
    expect(read.json<{ TextIt: string }>().TextIt).toBe(
      'Gentile {{Recipient.Name}},\n\nper la {{Ticket.Code}} riavvii il servizio.\n\n{{Operator.Name}}',
    );
    expect(
      (await who.operator.post('/api/MLC/Templates/Save', { ...reply('<p>x</p>'), Id })).statusCode,
    ).toBe(403);
    // As many as written, as campaigns are.
    const another = await who.admin.post('/api/MLC/Templates/Save', {
      ...reply('<p>Grazie.</p>'),
      Name: 'Grazie',
    });
    expect(another.statusCode, another.body).toBe(200);
  });

  it('keeps one template per portal mail, any number of campaigns', async () => {
    await save(invitationTemplate());
    const res = await who.admin.post('/api/MLC/Templates/Save', invitationTemplate({ Name: 'Un altro' }));
    expect(res.statusCode).toBe(409);
    expect(errorBody(res).Fields).toEqual([expect.objectContaining({ Field: 'Kind' })]);
    const campaign = { Kind: 'campaign', SubjectIt: 'Novità', HtmlIt: '<p>Gentile {{User.FirstName}}</p>' };
    await save({ ...campaign, Name: 'Primavera' });
    await save({ ...campaign, Name: 'Estate' });
  });

  it('lists, searches, filters, sorts and pages; the back office reads, admins change', async () => {
    const campaign = { Kind: 'campaign', SubjectIt: 'Novità', HtmlIt: '<p>Testo</p>' };
    const a = await save({ ...campaign, Name: 'Autunno' });
    await save({ ...campaign, Name: 'Bilancio', SubjectIt: 'Scadenze fiscali' });
    await save(invitationTemplate({ Name: 'Zeta invito' }));

    const page = (await list({ Sort: 'Name', Size: 2 })).json();
    expect(page.Total).toBe(3);
    expect(page.PageCount).toBe(1); // the last page's index
    expect(page.Items.map((i: { Name: string }) => i.Name)).toEqual(['Autunno', 'Bilancio']);
    const desc = (await list({ Sort: 'Name', Desc: true, Page: 0, Size: 1 })).json();
    expect(desc.Items[0].Name).toBe('Zeta invito');
    expect((await list({ Text: 'fiscali' })).json().Items.map((i: { Name: string }) => i.Name)).toEqual([
      'Bilancio',
    ]);
    expect((await list({ Kind: 'invitation' })).json().Total).toBe(1);

    const detail = await who.operator.get(`/api/MLC/Templates/Filters/Detail/${a.Id}/`);
    expect(detail.json()).toMatchObject({ Name: 'Autunno', HtmlIt: '<p>Testo</p>', TextIt: 'Testo' });

    expect(
      errorBody(await who.operator.post('/api/MLC/Templates/Save', { ...campaign, Name: 'X' })).ErrorMessage,
    ).toBe('ERROR_FORBIDDEN');
    expect((await list({}, who.customer)).statusCode).toBe(403);
    expect((await list({}, who.anonymous)).statusCode).toBe(401);
    expect((await who.operator.get('/api/MLC/Templates/Filters/Detail/999999/')).statusCode).toBe(404);
  });

  it('deletes the selected templates, or those a filter finds, each audited', async () => {
    const campaign = { Kind: 'campaign', SubjectIt: 'Novità', HtmlIt: '<p>Testo</p>' };
    const a = await save({ ...campaign, Name: 'Uno' });
    const b = await save({ ...campaign, Name: 'Due' });
    await save({ ...campaign, Name: 'Tre' });
    const invitation = await save(invitationTemplate());

    const url = (filter: object) => `/api/MLC/Templates/Filters/Delete/${encodeFilter(filter)}/`;
    expect(
      errorBody(await who.operator.request({ method: 'DELETE', url: url({ Ids: [a.Id] }) })).ErrorMessage,
    ).toBe('ERROR_FORBIDDEN');
    // Body-less, with the JSON content type clients send on every call.
    const selected = await who.admin.request({
      method: 'DELETE',
      url: url({ Ids: [a.Id, b.Id] }),
      headers: { 'content-type': 'application/json' },
    });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(selected.json()).toEqual({ Deleted: 2 });
    const filtered = await who.admin.request({ method: 'DELETE', url: url({ Kind: 'campaign' }) });
    expect(filtered.json()).toEqual({ Deleted: 1 });
    // A filter without a selection nor a criterion is refused: it would be every template.
    expect((await who.admin.request({ method: 'DELETE', url: url({}) })).statusCode).toBe(400);

    const remaining = (await list({})).json();
    expect(remaining.Items.map((i: { Id: number }) => i.Id)).toEqual([invitation.Id]);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'templates'),
          eq(auditLog.action, 'delete'),
          eq(auditLog.objectId, String(a.Id)),
        ),
      );
    expect(audited[0]?.before).toMatchObject({ Name: 'Uno', HtmlIt: '<p>Testo</p>' });
  });

  it('previews with sample values and sends a test to the caller’s own address', async () => {
    const draft = invitationTemplate({ LanguageId: 1 });
    const preview = await who.operator.post('/api/MLC/Templates/Preview', draft);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ Subject: 'Benvenuti in Rossi Impianti S.r.l.' });
    expect(preview.json().Html).toContain('Lucia Bianchi ti aspetta su Sportello.');
    expect(preview.json().Html).not.toContain('<script');

    // Without an English text, English readers get the portal's English default.
    const english = await who.operator.post('/api/MLC/Templates/Preview', { ...draft, LanguageId: 2 });
    expect(english.json().Subject).toBe('Sportello: invitation to join Rossi Impianti S.r.l.');
    expect(english.json().Html).toContain('<html lang="en">');

    const bad = await who.operator.post('/api/MLC/Templates/Preview', {
      ...draft,
      HtmlIt: '<p>{{Nope}}</p>',
    });
    expect(errorBody(bad).Fields?.[0]).toMatchObject({ Field: 'HtmlIt' });

    const sent = await who.operator.post('/api/MLC/Templates/Test', draft);
    expect(sent.statusCode, sent.body).toBe(200);
    const to = sent.json().To;
    const mail = await newestMailTo(to);
    expect(mail.subject).toBe('Benvenuti in Rossi Impianti S.r.l.');
    expect(mail.purpose).toBe('template-test');
  });
});
