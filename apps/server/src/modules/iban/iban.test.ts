import { encodeFilter } from '@sportello/contracts/common/filters';
import { SEPA_MANDATE_VERSION } from '@sportello/contracts/iban/iban.values';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers, deleteRequest } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

const app = appWithCallers();
const { who } = app;

// Valid Italian IBANs (check digits and CIN), one per save that must differ from the one before.
const IBAN_A = 'IT60X0542811101000000123456';
const IBAN_B = 'IT24D0542811101000000654321';
const IBAN_C = 'IT05B0542811101000000111222';
const ROSSI = '09876543217';

interface Mandate {
  Id: number;
  Iban: string;
  HolderName: string;
  MandateReference: string;
  MandateVersion: string;
  SignerName: string;
  SupersededAt: string | null;
}
interface View {
  Current: Mandate | null;
  History: Mandate[];
  Mandate: { Version: string; CreditorName: string; CreditorId: string };
}
interface Record_ {
  Id: number;
  Iban: string;
  Company: { Name: string; VatCode: string };
  SignerIp: string;
  State: string;
}

const form = (iban: string, extra: Record<string, unknown> = {}) => ({
  Iban: iban,
  HolderName: 'Rossi Impianti S.r.l.',
  HolderAddress: 'Via Roma 1, 20100 Milano',
  MandateAccepted: true,
  MandateVersion: SEPA_MANDATE_VERSION,
  ...extra,
});

async function save(c: TestClient, iban: string, extra: Record<string, unknown> = {}): Promise<View> {
  const res = await c.post('/api/App/Iban/Save', form(iban, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<View>();
}

const ibanMails = () =>
  app.t.database.db.select().from(mailOutbox).where(eq(mailOutbox.purpose, 'iban-change'));

const list = (c: TestClient, filter: object = {}) =>
  c.get(`/api/BackOffice/Ibans/Filters/${encodeFilter(filter)}`);

async function companyId(vatCode: string): Promise<number> {
  const [row] = await app.t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.vatCode, vatCode));
  if (!row) throw new Error(`no company ${vatCode}`);
  return row.id;
}

describe("a company admin's IBAN", () => {
  it('saves a valid IBAN with the mandate: masked, with a unique reference and the evidence', async () => {
    const before = (await ibanMails()).length;
    const view = await save(who.customer, 'it60 x054 2811 1010 0000 0123 456');
    expect(view.Current).toMatchObject({
      Iban: 'IT60 **** **** **** **** ***3 456',
      HolderName: 'Rossi Impianti S.r.l.',
      MandateVersion: SEPA_MANDATE_VERSION,
      SignerName: 'Mario Rossi',
      SupersededAt: null,
    });
    expect(view.Current?.MandateReference).toMatch(/^SPT-\d+-\d{8}-[A-Z0-9]{8}$/);
    expect(view.Current?.MandateReference.length).toBeLessThanOrEqual(35);
    expect(view.Mandate).toEqual({
      Version: SEPA_MANDATE_VERSION,
      CreditorName: 'Sportello S.r.l.',
      CreditorId: 'IT91ZZZ01234567897',
    });
    // Nothing whole leaves the server on the customer's side.
    expect(JSON.stringify(view)).not.toContain('0542811101');
    const [entry] = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'ibans'), eq(auditLog.objectId, String(view.Current?.Id))));
    expect(entry).toMatchObject({ actor: 'mario.rossi', action: 'create' });
    expect(entry?.after).toMatchObject({ Iban: 'IT60 **** **** **** **** ***3 456', SignerIp: '127.0.0.1' });
    expect((await ibanMails()).length).toBeGreaterThan(before);
    expect((await who.customer.get('/api/App/Iban')).json<View>().Current?.Id).toBe(view.Current?.Id);
  });

  it('refuses a wrong IBAN with the rule’s key on the field, and the mandate not accepted on its box', async () => {
    const wrong = await who.customer.post('/api/App/Iban/Save', form('IT60X0542811101000000123457'));
    expect(wrong.statusCode).toBe(400);
    const body = errorBody(wrong);
    expect(body.ErrorCode).toBe(515);
    expect(body.Fields).toEqual([
      expect.objectContaining({ Field: 'Iban', ErrorMessage: 'ERROR_IBAN_BADCHECK' }),
    ]);

    const unaccepted = await who.customer.post(
      '/api/App/Iban/Save',
      form(IBAN_A, { MandateAccepted: false }),
    );
    expect(unaccepted.statusCode).toBe(400);
    expect(errorBody(unaccepted).Fields).toEqual([
      expect.objectContaining({ Field: 'MandateAccepted', ErrorMessage: 'ERROR_MANDATE_NOT_ACCEPTED' }),
    ]);
    expect(errorBody(unaccepted).ErrorCode).toBe(920);
  });

  it('refuses a mandate accepted in a version other than the current one (409)', async () => {
    const stale = await who.customer.post('/api/App/Iban/Save', form(IBAN_B, { MandateVersion: '2020-01' }));
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).ErrorCode).toBe(921);
  });

  it("is the company admin's only: a plain user and the staff are refused, another company sees its own", async () => {
    for (const c of [who.plainUser, who.operator, who.admin]) {
      const read = await c.get('/api/App/Iban');
      expect(read.statusCode).toBe(403);
      expect(errorBody(read).ErrorMessage).toBe('ERROR_FORBIDDEN');
      expect((await c.post('/api/App/Iban/Save', form(IBAN_C))).statusCode).toBe(403);
    }
    const neri = await who.otherCustomer.get('/api/App/Iban');
    expect(neri.statusCode).toBe(200);
    expect(neri.json<View>()).toMatchObject({ Current: null, History: [] });
  });

  it('keeps the replaced IBAN in the history and mails every administrator of the company', async () => {
    // A second administrator of Rossi Impianti, who must hear of a change they did not make.
    const [second] = await app.t.database.db
      .insert(users)
      .values({
        userName: 'anna.seconda',
        email: 'anna.seconda@rossi-impianti.example',
        firstName: 'Anna',
        lastName: 'Seconda',
        companyId: await companyId(ROSSI),
        role: 'company_admin',
        languageId: 2,
      })
      .returning({ id: users.id });
    try {
      const first = (await who.customer.get('/api/App/Iban')).json<View>().Current;
      const before = new Set((await ibanMails()).map((m) => m.id));
      const view = await save(who.customer, IBAN_B);
      expect(view.Current?.Iban).toBe('IT24 **** **** **** **** ***4 321');
      expect(view.Current?.MandateReference).not.toBe(first?.MandateReference);
      expect(view.History[0]).toMatchObject({ Id: first?.Id, SupersededAt: expect.any(String) });
      // The outbox's ids are random: the new mails are those not there before.
      const mails = (await ibanMails()).filter((m) => !before.has(m.id));
      expect(mails.map((m) => m.toAddress).sort()).toEqual([
        'anna.seconda@rossi-impianti.example',
        'mario.rossi@rossi-impianti.example',
      ]);
      // Each in their own language, the IBAN masked.
      const english = mails.find((m) => m.toAddress.startsWith('anna'));
      expect(english?.subject).toContain('direct debit IBAN');
      expect(english?.text).toContain('IT24 **** **** **** **** ***4 321');
      expect(english?.text).not.toContain(IBAN_B);

      // The same details again: no new mandate, no mail.
      const again = await save(who.customer, IBAN_B);
      expect(again.Current?.Id).toBe(view.Current?.Id);
      expect((await ibanMails()).length).toBe(before.size + 2);
    } finally {
      await app.t.database.db.delete(users).where(eq(users.id, second!.id));
    }
  });

  it('answers 403 ERROR_CAPABILITY_DENIED when the company is denied the area', async () => {
    const rule = await who.admin.post('/api/Capability/Save', {
      Area: 'iban',
      Kind: 'company',
      CompanyId: await companyId(ROSSI),
      Granted: false,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    try {
      const res = await who.customer.get('/api/App/Iban');
      expect(res.statusCode).toBe(403);
      expect(errorBody(res).ErrorMessage).toBe('ERROR_CAPABILITY_DENIED');
    } finally {
      const id = rule.json<{ Id: number }>().Id;
      expect((await deleteRequest(who.admin, `/api/Capability/Delete/${id}`)).statusCode).toBe(200);
    }
  });
});

describe("the back office's IBANs", () => {
  it('lists them masked, filtered by company, product, state and acceptance time', async () => {
    await save(who.customer, IBAN_C);
    const all = await list(who.operator, { Text: 'Rossi' });
    expect(all.statusCode, all.body).toBe(200);
    const items = all.json<{ Items: Record_[] }>().Items;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.every((r) => r.Iban.includes('****') && r.Company.VatCode === ROSSI)).toBe(true);
    expect(items[0]).toMatchObject({ State: 'current', SignerIp: '127.0.0.1' });

    const current = (await list(who.operator, { Text: 'Rossi', State: 'current' })).json<{ Total: number }>();
    expect(current.Total).toBe(1);
    // Rossi uses payroll, Neri does not.
    expect((await list(who.operator, { Product: 'payroll' })).json<{ Total: number }>().Total).toBe(
      items.length,
    );
    expect((await list(who.operator, { Text: 'Neri' })).json<{ Total: number }>().Total).toBe(0);
    const future = { From: '2999-01-01T00:00:00Z', To: '2999-12-31T00:00:00Z' };
    expect((await list(who.operator, future)).json<{ Total: number }>().Total).toBe(0);
    const bad = await list(who.operator, { From: '2027-01-02T00:00:00Z', To: '2027-01-01T00:00:00Z' });
    expect(bad.statusCode).toBe(400);
  });

  it('reveals a whole IBAN to an admin, audited, and never to an operator', async () => {
    const [row] = (await list(who.admin, { Text: 'Rossi', State: 'current' })).json<{ Items: Record_[] }>()
      .Items;
    const denied = await who.operator.post(`/api/BackOffice/Ibans/${row!.Id}/Reveal`);
    expect(denied.statusCode).toBe(403);
    const revealed = await who.admin.post(`/api/BackOffice/Ibans/${row!.Id}/Reveal`);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toEqual({ Iban: 'IT05 B054 2811 1010 0000 0111 222' });
    const entries = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, String(row!.Id)), eq(auditLog.action, 'reveal')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: 'admin@sportello.demo', resource: 'ibans' });
    expect((await who.admin.post('/api/BackOffice/Ibans/2147483647/Reveal')).statusCode).toBe(404);
  });

  it('exports CSV in the chosen encoding: masked for an operator, whole (and audited) for an admin', async () => {
    const filter = encodeFilter({ Text: 'Rossi', State: 'current' });
    const masked = await who.operator.get(`/api/BackOffice/Ibans/Export/${filter}?Encoding=1252`);
    expect(masked.statusCode).toBe(200);
    expect(masked.headers['content-type']).toContain('windows-1252');
    expect(masked.body).toContain('"IT05 **** **** **** **** ***1 222"');
    expect(masked.body).not.toContain(IBAN_C);
    const exportsBefore = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, 'export'), eq(auditLog.action, 'reveal')));
    expect(exportsBefore).toHaveLength(0);

    const whole = await who.admin.get(`/api/BackOffice/Ibans/Export/${filter}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toContain('utf-8');
    expect(whole.body.split('\r\n')[0]).toContain('VatCode;Company;Iban');
    expect(whole.body).toContain(`"${IBAN_C}"`);
    const [entry] = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, 'export'), eq(auditLog.action, 'reveal')));
    expect(entry?.after).toMatchObject({ Revealed: 'Iban', Rows: 1 });
  });
});
