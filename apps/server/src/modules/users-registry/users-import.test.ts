import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { csvBase64 as csv, importJob } from '../../../test/import-jobs';
import { auditLog } from '../../core/audit-trail.tables';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { users } from '../users/users.tables';

const app = appWithCallers();
const { who } = app;

/** Ocra Logistica: a customer company without users in the demo data. */
const OCRA = '08888888883';
const ROSSI = '09876543217';
const VENDOR = '01234567897';
const HEADER = 'UserName;FirstName;LastName;Email;CompanyVatCode;Role;LanguageId;PhoneNumber';
let serial = 0;
const fresh = () => `importato.${++serial}`;
const row = (cells: (string | number)[]) => cells.map((c) => `"${c}"`).join(';');
const person = (userName: string, company = OCRA, extra: (string | number)[] = ['user', 1, '']) =>
  row([userName, 'Anna', 'Importata', `${userName}@ocra.example`, company, ...extra]);

const send = (Content: string, DryRun: boolean, Welcome = true) =>
  importJob(who.admin, 'User', { Content, Encoding: 65001, DryRun, Welcome });
const usersNamed = (names: string[]) =>
  app.t.database.db
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.userName})`, names));
const welcomesTo = (addresses: string[]) =>
  app.t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.purpose, 'welcome'), inArray(mailOutbox.toAddress, addresses)));

/** The audit entries of one user, oldest first. */
const auditsOf = (id: string) =>
  app.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'users'), eq(auditLog.objectId, id)))
    .orderBy(asc(auditLog.id));

describe('users import', () => {
  it('creates users without a password and updates by user name; the new ones get a welcome', async () => {
    const [a, b] = [fresh(), fresh()];
    const content = csv([
      HEADER,
      person(a),
      row([
        b.toUpperCase(),
        'Bruno',
        'Nuovo',
        `${b}@OCRA.example`,
        OCRA,
        'company_admin',
        2,
        '+3902 1234567',
      ]),
      // An existing user of Rossi Impianti: a column the file lacks (fiscal code) keeps its value.
      row(['Lucia.Bianchi', 'Lucia', 'Bianchi Rossi', 'lucia.bianchi@studio.example', ROSSI, 'user', 1, '']),
    ]);

    const check = await send(content, true);
    expect(check).toMatchObject({ State: 'done', Rows: 3, Created: 2, Updated: 1, ErrorCount: 0 });
    expect(await usersNamed([a, b])).toEqual([]);
    expect(await welcomesTo([`${a}@ocra.example`])).toEqual([]);

    const job = await send(content, false);
    expect(job).toMatchObject({ State: 'done', Rows: 3, RowsDone: 3, Created: 2, Updated: 1, Error: null });
    const created = await usersNamed([a, b]);
    expect(
      created.map((u) => [u.userName, u.email, u.role, u.languageId, u.passwordHash, u.enabled]).sort(),
    ).toEqual(
      [
        [a, `${a}@ocra.example`, 'user', 1, null, true],
        [b.toUpperCase(), `${b}@ocra.example`, 'company_admin', 2, null, true],
      ].sort(),
    );
    const [lucia] = await usersNamed(['lucia.bianchi']);
    expect(lucia?.lastName).toBe('Bianchi Rossi');
    const mails = await welcomesTo([`${a}@ocra.example`, `${b}@ocra.example`]);
    expect(mails).toHaveLength(2);
    const english = mails.find((m) => m.toAddress === `${b}@ocra.example`)!;
    expect(english.subject).toContain('Ocra Logistica');
    expect(english.text).toContain(b.toUpperCase());
    expect(english.text).toContain('/retrieve-credentials?mode=password&lg=2');
    const entries = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.objectId, 'import')));
    expect(entries.map((e) => e.after)).toContainEqual({
      Import: { Job: job.Id, Rows: 3, Created: 2, Updated: 1 },
    });
    // Each user too, before and after, as the back office's changes are recorded; the check, nothing.
    for (const user of created)
      expect(await auditsOf(user.id)).toMatchObject([
        {
          actor: 'admin@sportello.demo',
          action: 'create',
          before: null,
          after: { UserName: user.userName, Email: user.email, Role: user.role, Enabled: true },
        },
      ]);
    // Lucia's change is recorded once: by the import, not by the check before it.
    const luciaChanges = (await auditsOf(lucia!.id)).filter(
      (entry) => (entry.after as { LastName?: string } | null)?.LastName === 'Bianchi Rossi',
    );
    expect(luciaChanges).toMatchObject([
      {
        action: 'update',
        before: { UserName: 'lucia.bianchi', LastName: 'Bianchi' },
        after: { UserName: 'lucia.bianchi', LastName: 'Bianchi Rossi' },
      },
    ]);

    // In the caller's language: the admin's session is in Italian.
    const report = await who.admin.get(`/api/User/Import/Jobs/${job.Id}/Report`);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body.split('\r\n').slice(0, 4)).toEqual([
      '\uFEFFRiga;Nome utente;Esito',
      `"2";"${a}";"creato"`,
      `"3";"${b.toUpperCase()}";"creato"`,
      '"4";"Lucia.Bianchi";"aggiornato"',
    ]);
  });

  it('lists each row’s problems by line and column, and an import of such a file writes and mails nothing', async () => {
    const [ok, twice] = [fresh(), fresh()];
    const content = csv([
      HEADER,
      person(ok),
      person(fresh(), '99999999990'),
      person(fresh(), VENDOR),
      person('mario.rossi'),
      person(twice),
      person(twice.toUpperCase()),
      row([fresh(), 'Anna', 'Importata', 'non-un-indirizzo', OCRA, 'user', 1, '']),
      person(fresh(), OCRA, ['admin', 1, '']),
      row([fresh(), '=HYPERLINK(1)', 'Importata', 'f@ocra.example', OCRA, 'user', 1, '']),
      `"${fresh()}";"Anna"`,
    ]);
    const job = await send(content, false);
    expect(job).toMatchObject({ State: 'failed', ErrorCount: 10 });
    expect(job.Error?.ErrorMessage).toBe('ERROR_IMPORT_ROWS');
    expect(job.Errors.map((e) => [e.Line, e.Field, e.ErrorMessage.split(' ')[0]])).toEqual([
      [3, 'CompanyVatCode', 'ERROR_IMPORT_COMPANY_UNKNOWN'],
      [4, 'Role', 'ERROR_BAD_ROLE'],
      [5, 'UserName', 'ERROR_REGISTER_USER_EXISTS'],
      [7, 'UserName', 'ERROR_REGISTER_USER_EXISTS'],
      [8, 'Email', 'ERROR_BAD_EMAIL'],
      [9, 'Role', 'ERROR_BAD_ROLE'],
      [10, 'FirstName', 'ERROR_IMPORT_FORMULA'],
      [11, '', 'ERROR_IMPORT_CELLS'],
      // The short row's missing cells are empty: no company, no role.
      [11, 'CompanyVatCode', 'ERROR_FIELD_REQUIRED'],
      [11, 'Role', 'ERROR_BAD_ROLE'],
    ]);
    expect(await usersNamed([ok, twice])).toEqual([]);
    expect(await welcomesTo([`${ok}@ocra.example`])).toEqual([]);

    const report = await who.admin.get(`/api/User/Import/Jobs/${job.Id}/Report`);
    const lines = report.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFRiga;Colonna;Problema;Codice');
    expect(lines[1]).toBe(
      `"3";"Azienda (CompanyVatCode)";"Nessuna azienda ha questa partita IVA: importa prima l'azienda.";"ERROR_IMPORT_COMPANY_UNKNOWN"`,
    );
  });

  it('words a language out of range and a role not allowed: the column by name and label, what is allowed', async () => {
    const content = csv([
      HEADER,
      person(fresh(), OCRA, ['user', 3, '']),
      person(fresh(), OCRA, ['capo', 1, '']),
    ]);
    const job = await send(content, true);
    expect(job.Errors.map(({ Line, Column, Message }) => [Line, Column, Message])).toEqual([
      [
        2,
        'Lingua (LanguageId)',
        "Valore fuori dall'intervallo ammesso. Scritto: «3». Valori ammessi: da 1 a 2.",
      ],
      [
        3,
        'Ruolo (Role)',
        'Seleziona un ruolo valido. Valori ammessi: user (Utente), company_admin (Amministratore aziendale).',
      ],
    ]);
    const report = await who.admin.get(`/api/User/Import/Jobs/${job.Id}/Report`);
    expect(report.body).toContain('"2";"Lingua (LanguageId)";"Valore fuori dall\'intervallo ammesso.');
    expect(report.body).not.toMatch(/Too big|expected|ERROR_BAD_REQUEST/);
  });

  it('reads a comma-separated file, and mails no welcome when told not to', async () => {
    const name = fresh();
    const job = await send(
      csv([
        'UserName,FirstName,LastName,Email,CompanyVatCode',
        `${name},Carla,Virgola,${name}@ocra.example,${OCRA}`,
      ]),
      false,
      false,
    );
    expect(job).toMatchObject({ State: 'done', Created: 1 });
    expect((await usersNamed([name]))[0]?.firstName).toBe('Carla');
    expect(await welcomesTo([`${name}@ocra.example`])).toEqual([]);
  });

  it('signs out a user whose role the import changed', async () => {
    expect((await who.plainUser.get('/api/Auth/session')).statusCode).toBe(200);
    const job = await send(csv(['UserName;Role', row(['lucia.bianchi', 'company_admin'])]), false);
    expect(job).toMatchObject({ State: 'done', Updated: 1 });
    expect((await usersNamed(['lucia.bianchi']))[0]?.role).toBe('company_admin');
    expect((await who.plainUser.get('/api/Auth/session')).statusCode).toBe(401);
  });

  it('is for admins: an operator may not import users', async () => {
    const res = await who.operator.post('/api/User/Import', {
      Content: csv([HEADER, person(fresh())]),
      Encoding: 65001,
      DryRun: true,
    });
    expect(res.statusCode).toBe(403);
  });
});
