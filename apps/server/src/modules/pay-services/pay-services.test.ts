import { addDays, portalDay } from '@sportello/contracts/common/days';
import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers, deleteRequest } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { companies } from '../companies/companies.tables';
import { addPeriod } from '../support-plans/support-plans.service';
import { supportPlans, supportSubscriptions } from '../support-plans/support-plans.tables';

// mario.rossi: Rossi Impianti's administrator (products include payroll); lucia.bianchi: its plain
// user; giulia.neri: Neri Trasporti (portal and invoicing, no payroll).
const app = appWithCallers();
const { who } = app;

const EMAIL = { mario: 'mario.rossi@rossi-impianti.example' };

interface Item {
  Id: number;
  Status: string;
  Reason: string;
  SubscriptionEndsOn: string | null;
  Subscription: { Id: number; EndsOn: string } | null;
}

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}${Date.now().toString(36)}`;

async function createType(extra: Record<string, unknown> = {}) {
  const res = await who.admin.post('/api/BackOffice/PayServices/Types/Save', {
    Code: unique('t'),
    Name: 'Formazione',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number; Code: string; Services: number }>();
}

async function createService(extra: Record<string, unknown> = {}) {
  const type = await createType();
  const res = await who.admin.post('/api/BackOffice/PayServices/Services/Save', {
    TypeId: type.Id,
    Name: unique('Corso '),
    PriceCents: 123_450,
    VatRate: 22,
    Unit: 'unit',
    Period: 'once',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number; Name: string; Type: { Id: number } }>();
}

const ask = (c: TestClient, serviceId: number, extra: Record<string, unknown> = {}) =>
  c.post('/api/App/PayServices/Requests', { ServiceId: serviceId, ...extra });

const offered = async (c: TestClient) => {
  const res = await c.get('/api/App/PayServices/Services');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number; PendingRequestId: number | null }[]>();
};

const history = async (c: TestClient) => {
  const res = await c.get('/api/App/PayServices/Requests');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Item[]>();
};

const decide = (id: number, verb: 'Approve' | 'Reject', reason = '', by = who.operator) =>
  by.post(`/api/BackOffice/PayServices/Requests/${id}/${verb}`, { Reason: reason });

async function planId(code: string) {
  const [row] = await app.t.database.db
    .select({ id: supportPlans.id })
    .from(supportPlans)
    .where(eq(supportPlans.code, code));
  if (!row) throw new Error(`no plan ${code}`);
  return row.id;
}

async function companyId(vatCode: string) {
  const [row] = await app.t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.vatCode, vatCode));
  if (!row) throw new Error(`no company ${vatCode}`);
  return row.id;
}

/** Each field's error key (without the detail some add, such as the longest length). */
const fieldsOf = (res: Parameters<typeof errorBody>[0]) =>
  errorBody(res).Fields?.map((f) => [f.Field, f.ErrorMessage.split(' ')[0]]);

describe('the catalogue', () => {
  it('creates, changes, lists and deletes types and services, with errors next to their fields', async () => {
    const badCode = await who.admin.post('/api/BackOffice/PayServices/Types/Save', { Code: 'a b', Name: '' });
    expect(badCode.statusCode).toBe(400);
    expect(fieldsOf(badCode)).toEqual([
      ['Code', 'ERROR_SPECIAL_CHARS'],
      ['Name', 'ERROR_FIELD_REQUIRED'],
    ]);
    const type = await createType({ Code: unique('Storage') });
    expect(type.Code).toBe(type.Code.toLowerCase());
    const twice = await who.admin.post('/api/BackOffice/PayServices/Types/Save', {
      Code: type.Code,
      Name: 'X',
    });
    expect(twice.statusCode).toBe(409);
    expect(fieldsOf(twice)).toEqual([['Code', 'ERROR_PAY_TYPE_CODE_TAKEN']]);

    const invalid = await who.admin.post('/api/BackOffice/PayServices/Services/Save', {
      TypeId: type.Id,
      Name: '',
      PriceCents: -1,
      VatRate: 23,
      Unit: 'unit',
      Period: 'once',
      PlanId: await planId('premium'),
    });
    expect(invalid.statusCode).toBe(400);
    expect(fieldsOf(invalid)).toEqual(
      expect.arrayContaining([
        ['Name', 'ERROR_FIELD_REQUIRED'],
        ['PriceCents', 'ERROR_NUMBER_OUT_OF_RANGE'],
        ['VatRate', 'ERROR_NUMBER_OUT_OF_RANGE'],
      ]),
    );
    const oncePlan = await who.admin.post('/api/BackOffice/PayServices/Services/Save', {
      TypeId: type.Id,
      Name: 'Premium',
      PriceCents: 100,
      VatRate: 22,
      Unit: 'unit',
      Period: 'once',
      PlanId: await planId('premium'),
    });
    expect(fieldsOf(oncePlan)).toEqual([['Period', 'ERROR_PAY_PLAN_PERIOD']]);
    const noPlan = await who.admin.post('/api/BackOffice/PayServices/Services/Save', {
      TypeId: type.Id,
      Name: 'Premium',
      PriceCents: 100,
      VatRate: 22,
      Unit: 'unit',
      Period: 'year',
      PlanId: 2_147_483_647,
    });
    expect(noPlan.statusCode).toBe(400);
    expect(fieldsOf(noPlan)).toEqual([['PlanId', 'ERROR_PAY_SERVICE_PLAN']]);
    const noType = await who.admin.post('/api/BackOffice/PayServices/Services/Save', {
      TypeId: 2_147_483_647,
      Name: 'Spazio',
      PriceCents: 100,
      VatRate: 22,
      Unit: 'gb',
      Period: 'month',
    });
    expect(fieldsOf(noType)).toEqual([['TypeId', 'ERROR_PAY_TYPE_NOT_FOUND']]);

    const saved = await who.admin.post('/api/BackOffice/PayServices/Services/Save', {
      TypeId: type.Id,
      Name: 'Spazio aggiuntivo 100 GB',
      PriceCents: 123_450,
      VatRate: 22,
      Unit: 'gb',
      Period: 'month',
      Products: ['invoicing', 'invoicing'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const service = saved.json<{ Id: number; VatCents: number; TotalCents: number; Products: string[] }>();
    expect(service).toMatchObject({ VatCents: 27_159, TotalCents: 150_609, Products: ['invoicing'] });

    const renamed = await who.admin.post('/api/BackOffice/PayServices/Services/Save', {
      Id: service.Id,
      TypeId: type.Id,
      Name: 'Spazio aggiuntivo 200 GB',
      PriceCents: 200_000,
      VatRate: 10,
      Unit: 'gb',
      Period: 'year',
    });
    expect(renamed.json()).toMatchObject({
      Name: 'Spazio aggiuntivo 200 GB',
      VatCents: 20_000,
      TotalCents: 220_000,
    });

    const page = await who.operator.get(
      `/api/BackOffice/PayServices/Services/Filters/${encodeFilter({ Text: '200 GB', TypeId: type.Id, Sort: 'Price' })}`,
    );
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<{ Total: number; Items: { Id: number }[] }>()).toMatchObject({
      Total: 1,
      Items: [{ Id: service.Id }],
    });
    const types = (await who.operator.get('/api/BackOffice/PayServices/Types')).json<PayTypeRow[]>();
    expect(types.find((t) => t.Id === type.Id)?.Services).toBe(1);

    // The operators read the catalogue; only the admins write it.
    const refused = await who.operator.post('/api/BackOffice/PayServices/Types/Save', {
      Code: 'x',
      Name: 'X',
    });
    expect(refused.statusCode).toBe(403);

    const gone = await deleteRequest(who.admin, `/api/BackOffice/PayServices/Services/Delete/${service.Id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(
      (await who.admin.get(`/api/BackOffice/PayServices/Services/Detail/${service.Id}`)).statusCode,
    ).toBe(404);
  });

  it('keeps a type that has services, and a service somebody asked for', async () => {
    const service = await createService();
    const inUse = await deleteRequest(
      who.admin,
      `/api/BackOffice/PayServices/Types/Delete/${service.Type.Id}`,
    );
    expect(inUse.statusCode).toBe(409);
    expect(errorBody(inUse).ErrorMessage).toBe('ERROR_PAY_TYPE_IN_USE');
    expect((await ask(who.customer, service.Id)).statusCode).toBe(200);
    const asked = await deleteRequest(who.admin, `/api/BackOffice/PayServices/Services/Delete/${service.Id}`);
    expect(asked.statusCode).toBe(409);
    expect(errorBody(asked).ErrorMessage).toBe('ERROR_PAY_SERVICE_HAS_REQUESTS');
  });
});

interface PayTypeRow {
  Id: number;
  Services: number;
}

describe('what customers are offered', () => {
  it('offers a service naming products only to companies using one, and everything else to all', async () => {
    const payroll = await createService({ Products: ['payroll'] });
    const everyone = await createService();
    const disabled = await createService({ Enabled: false });
    const rossi = (await offered(who.customer)).map((s) => s.Id);
    expect(rossi).toEqual(expect.arrayContaining([payroll.Id, everyone.Id]));
    expect(rossi).not.toContain(disabled.Id);
    const neri = (await offered(who.otherCustomer)).map((s) => s.Id);
    expect(neri).toContain(everyone.Id);
    expect(neri).not.toContain(payroll.Id);
    const notOffered = await ask(who.otherCustomer, payroll.Id);
    expect(notOffered.statusCode).toBe(404);
    expect(errorBody(notOffered).ErrorMessage).toBe('ERROR_PAY_SERVICE_NOT_FOUND');
    // The vendor's staff decide requests; they ask for nothing.
    expect((await ask(who.operator, everyone.Id)).statusCode).toBe(403);
  });

  it('refuses the area at the gate to a role its capabilities deny', async () => {
    const rule = await who.admin.post('/api/Capability/Save', {
      Area: 'pay-services',
      Kind: 'role',
      Role: 'user',
      Granted: false,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    try {
      const refused = await who.plainUser.get('/api/App/PayServices/Services');
      expect(refused.statusCode).toBe(403);
      expect(errorBody(refused).ErrorMessage).toBe('ERROR_CAPABILITY_DENIED');
      expect((await who.customer.get('/api/App/PayServices/Services')).statusCode).toBe(200);
    } finally {
      await deleteRequest(who.admin, `/api/Capability/Delete/${rule.json<{ Id: number }>().Id}`);
    }
  });
});

describe('requests', () => {
  it('takes one open request per service and company, also when two arrive at once', async () => {
    const service = await createService();
    const both = await Promise.all([
      ask(who.customer, service.Id, { Quantity: 2 }),
      ask(who.plainUser, service.Id, { Quantity: 3 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect(refused && errorBody(refused).ErrorMessage).toBe('ERROR_PAY_REQUEST_OPEN');
    const again = await ask(who.customer, service.Id);
    expect(again.statusCode).toBe(409);
    // Another company's request is its own.
    expect((await ask(who.otherCustomer, service.Id)).statusCode).toBe(200);
    const open = (await offered(who.customer)).find((s) => s.Id === service.Id);
    expect(open?.PendingRequestId).toEqual(expect.any(Number));
  });

  it('checks quantity and note next to their fields, at the price of the day', async () => {
    const service = await createService();
    const bad = await ask(who.customer, service.Id, { Quantity: 0, Note: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual([
      ['Quantity', 'ERROR_NUMBER_OUT_OF_RANGE'],
      ['Note', 'ERROR_FIELD_TOO_LONG'],
    ]);
    const res = await ask(who.customer, service.Id, { Quantity: 2, Note: 'Per due persone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Status: 'pending',
      Quantity: 2,
      PriceCents: 123_450,
      NetCents: 246_900,
      VatCents: 54_318,
      TotalCents: 301_218,
      RequestedBy: 'Mario Rossi',
    });
  });

  it("shows a company its own requests only, and asks for nobody else's company", async () => {
    const service = await createService();
    const rossiId = await companyId('09876543217');
    const neri = await ask(who.otherCustomer, service.Id, { CompanyId: rossiId });
    expect(neri.statusCode, neri.body).toBe(200);
    const id = neri.json<{ Id: number }>().Id;
    expect((await history(who.customer)).map((r) => r.Id)).not.toContain(id);
    expect((await history(who.otherCustomer)).map((r) => r.Id)).toContain(id);
    const queue = await who.operator.get(
      `/api/BackOffice/PayServices/Requests/Filters/${encodeFilter({ ServiceId: service.Id })}`,
    );
    expect(queue.json<{ Items: { Id: number; Company: { VatCode: string } }[] }>().Items).toEqual([
      expect.objectContaining({ Id: id, Company: expect.objectContaining({ VatCode: '05555555555' }) }),
    ]);
    // A user of the same company sees it: the history is the company's.
    const mario = (await ask(who.customer, service.Id)).json<{ Id: number }>().Id;
    expect((await history(who.plainUser)).map((r) => r.Id)).toContain(mario);
  });
});

describe('decisions', () => {
  it('approves a plan service by starting a subscription today, then extends it by the period', async () => {
    const rossiId = await companyId('09876543217');
    const premium = await planId('premium');
    await app.t.database.db
      .delete(supportSubscriptions)
      .where(and(eq(supportSubscriptions.companyId, rossiId), eq(supportSubscriptions.planId, premium)));
    const service = await createService({ PlanId: premium, Period: 'year', Unit: 'user' });
    const first = (await ask(who.customer, service.Id)).json<{ Id: number }>().Id;
    const approved = await decide(first, 'Approve', 'Attivato dal 1° del mese');
    expect(approved.statusCode, approved.body).toBe(200);
    const today = portalDay(new Date());
    const created = approved.json<Item>();
    expect(created.Status).toBe('approved');
    const [row] = await app.t.database.db
      .select()
      .from(supportSubscriptions)
      .where(eq(supportSubscriptions.id, created.Subscription?.Id ?? 0));
    // A year from today, today included: it ends the day before the same date next year.
    expect(row).toMatchObject({
      companyId: rossiId,
      planId: premium,
      userId: null,
      startsOn: today,
      endsOn: addDays(addPeriod(today, 'year'), -1),
    });
    expect(created.Subscription?.EndsOn).toBe(row?.endsOn);

    const second = (await ask(who.customer, service.Id)).json<{ Id: number }>().Id;
    const extended = (await decide(second, 'Approve')).json<Item>();
    expect(extended.Subscription?.Id).toBe(created.Subscription?.Id);
    const previous = created.Subscription?.EndsOn ?? '';
    const [y, m, d] = previous.split('-');
    expect(extended.Subscription?.EndsOn).toBe(`${Number(y) + 1}-${m}-${d}`);
    const mine = (await history(who.customer)).find((r) => r.Id === second);
    expect(mine).toMatchObject({ Status: 'approved', SubscriptionEndsOn: extended.Subscription?.EndsOn });
  });

  it("extends the company's running subscription by a month from its end", async () => {
    const neriId = await companyId('05555555555');
    const standard = await planId('standard');
    const saved = await who.admin.post('/api/Helpdesk/Subscriptions/Save', {
      PlanId: standard,
      CompanyId: neriId,
      StartsOn: '2020-01-01',
      EndsOn: '2030-06-30',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const service = await createService({ PlanId: standard, Period: 'month' });
    const id = (await ask(who.otherCustomer, service.Id)).json<{ Id: number }>().Id;
    const res = (await decide(id, 'Approve')).json<Item>();
    expect(res.Subscription).toEqual({
      Id: saved.json<{ Id: number }>().Id,
      PlanName: 'Standard',
      EndsOn: '2030-07-31',
    });
  });

  it('rejects with the reason mailed to the requester, and refuses a second decision', async () => {
    const service = await createService();
    const id = (await ask(who.customer, service.Id)).json<{ Id: number }>().Id;
    const missing = await decide(id, 'Reject', '  ');
    expect(fieldsOf(missing)).toEqual([['Reason', 'ERROR_FIELD_REQUIRED']]);
    const rejected = await decide(id, 'Reject', 'Servizio non disponibile nella tua zona');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      Status: 'rejected',
      Reason: 'Servizio non disponibile nella tua zona',
    });
    const mails = await app.t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, EMAIL.mario), eq(mailOutbox.purpose, 'pay-request')));
    const mail = mails.find((m) => m.subject.includes(service.Name));
    expect(mail?.text).toContain('Motivo: Servizio non disponibile nella tua zona');
    expect(mail?.text).toContain('non è stata accolta');
    for (const verb of ['Approve', 'Reject'] as const) {
      const twice = await decide(id, verb, 'ancora');
      expect(twice.statusCode).toBe(409);
      expect(errorBody(twice).ErrorMessage).toBe('ERROR_PAY_REQUEST_DECIDED');
    }
    const concurrent = (await ask(who.customer, service.Id)).json<{ Id: number }>().Id;
    const both = await Promise.all([
      decide(concurrent, 'Approve'),
      decide(concurrent, 'Reject', 'No', who.admin),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await decide(2_147_483_647, 'Approve')).statusCode).toBe(404);
    // The trail names the decision by its company and service.
    const trail = await who.admin.get(
      `/api/App/Audit/Filters/${encodeFilter({ Resource: 'pay-requests', ObjectId: String(id) })}/`,
    );
    expect(trail.json<{ Items: { Action: string; ObjectLabel: string | null }[] }>().Items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Action: 'update', ObjectLabel: `Rossi Impianti S.r.l. — ${service.Name}` }),
      ]),
    );
  });

  it('exports the filtered requests as CSV in each encoding, for whoever may export', async () => {
    const service = await createService({ Name: unique('Esportazione ') });
    await ask(who.customer, service.Id, { Note: '=SUM(A1)' });
    const filter = encodeFilter({ ServiceId: service.Id });
    for (const encoding of [65001, 1252, 65000]) {
      const res = await who.operator.get(
        `/api/BackOffice/PayServices/Requests/Export/${filter}?Encoding=${encoding}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=/);
      expect(res.headers['content-disposition']).toContain('pay-requests.csv');
    }
    const utf8 = await who.operator.get(`/api/BackOffice/PayServices/Requests/Export/${filter}`);
    const lines = utf8.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Id;CreatedAt;Status;Type;Service;VatCode;Company;RequestedBy;Quantity;Price;VatRate;Net;Vat;Total;Note;Reason;DecidedBy;DecidedAt;SubscriptionEndsOn',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      '"09876543217";"Rossi Impianti S.r.l.";"Mario Rossi";"1";"1234,50";"22";"1234,50";"271,59";"1506,09";"\'=SUM(A1)"',
    );
    // Customers export nothing.
    expect((await who.customer.get(`/api/BackOffice/PayServices/Requests/Export/${filter}`)).statusCode).toBe(
      403,
    );
  });
});
