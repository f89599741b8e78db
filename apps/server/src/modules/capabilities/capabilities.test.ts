import { encodeFilter } from '@sportello/contracts/common/filters';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { createTestApp, errorBody } from '../../../test/test-app';
import { signedIn, type TestClient } from '../../../test/test-client';
import { auditLog } from '../../core/audit-trail.tables';
import { companies } from '../companies/companies.tables';

// mario.rossi: Rossi Impianti's administrator (standard plan; products include payroll);
// lucia.bianchi: Rossi Impianti's plain user; giulia.neri: Neri Trasporti (premium, no payroll).
const app = appWithCallers();
const { who } = app;

const ALL = [
  'support',
  'knowledge-base',
  'ivr',
  'chat',
  'reservations',
  'campaigns',
  'toolkit',
  'iban',
  'pay-services',
];

const areasOf = async (client: TestClient) => {
  const res = await client.get('/api/App/capabilities');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Areas: string[] }>().Areas;
};

const save = async (rule: object, by = who.admin) => {
  const res = await by.post('/api/Capability/Save', rule);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: number; TargetName: string }>();
};

const list = (filter: object = {}, by = who.admin) =>
  by.get(`/api/Capability/Filters/${encodeFilter(filter)}`);

const companyId = async (vatCode: string) => {
  const [row] = await app.t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.vatCode, vatCode));
  return row!.id;
};

const planIdNamed = async (name: string) => {
  const plans = (await who.admin.get('/api/Helpdesk/Plans')).json<{ Id: number; Name: string }[]>();
  return plans.find((plan) => plan.Name === name)!.Id;
};

const planOf = async (client: TestClient) =>
  (await client.get('/api/Support/Plan')).json<{ Name: string }>().Name;

afterEach(async () => {
  // Each test starts from no rules: every area granted.
  const rules = (await list({ Size: 100 })).json<{ Items: { Id: number }[] }>().Items;
  for (const rule of rules)
    expect(
      (await who.admin.request({ method: 'DELETE', url: `/api/Capability/Delete/${rule.Id}` })).statusCode,
    ).toBe(200);
});

describe('customer capabilities', () => {
  it('without rules every area is granted, to customers and staff alike', async () => {
    expect(await areasOf(who.customer)).toEqual(ALL);
    expect(await areasOf(who.plainUser)).toEqual(ALL);
    expect(await areasOf(who.operator)).toEqual(ALL);
    expect((await who.anonymous.get('/api/App/capabilities')).statusCode).toBe(401);
  });

  it('the back office reads the rules; only admins write them, each change audited', async () => {
    expect((await list({}, who.operator)).statusCode).toBe(200);
    expect((await list({}, who.customer)).statusCode).toBe(403);
    const refused = await who.operator.post('/api/Capability/Save', {
      Area: 'ivr',
      Kind: 'role',
      Role: 'user',
      Granted: false,
    });
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_FORBIDDEN');

    const rossi = await companyId('09876543217');
    const rule = await save({ Area: 'chat', Kind: 'company', CompanyId: rossi, Granted: false });
    expect(rule.TargetName).toBe('Rossi Impianti S.r.l.');
    await save({ Id: rule.Id, Area: 'chat', Kind: 'company', CompanyId: rossi, Granted: true });
    const page = (await list({ CompanyId: rossi })).json<{ Total: number; Items: { Granted: boolean }[] }>();
    expect(page.Total).toBe(1);
    expect(page.Items[0]!.Granted).toBe(true);
    expect((await list({ Area: 'ivr' })).json<{ Total: number }>().Total).toBe(0);

    const entries = await app.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'capabilities'), eq(auditLog.objectId, String(rule.Id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'update']);
    const update = entries.find((e) => e.action === 'update')!;
    expect(update.before).toMatchObject({ Area: 'chat', Target: 'Rossi Impianti S.r.l.', Granted: false });
    expect(update.after).toMatchObject({ Granted: true });
  });

  it('refuses a rule without its target, a second rule for one target, and a target that does not exist', async () => {
    const missing = await who.admin.post('/api/Capability/Save', {
      Area: 'ivr',
      Kind: 'company',
      Granted: false,
    });
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).Fields?.map((f) => [f.Field, f.ErrorMessage])).toEqual([
      ['CompanyId', 'ERROR_FIELD_REQUIRED'],
    ]);

    await save({ Area: 'ivr', Kind: 'product', Product: 'payroll', Granted: false });
    const twice = await who.admin.post('/api/Capability/Save', {
      Area: 'ivr',
      Kind: 'product',
      Product: 'payroll',
      // A field of another kind is ignored: the rule is still the payroll product's.
      Role: 'user',
      Granted: true,
    });
    expect(twice.statusCode).toBe(409);
    expect(errorBody(twice).Fields?.map((f) => [f.Field, f.ErrorMessage])).toEqual([
      ['Product', 'ERROR_CAPABILITY_RULE_EXISTS'],
    ]);

    const unknown = await who.admin.post('/api/Capability/Save', {
      Area: 'ivr',
      Kind: 'plan',
      PlanId: 2_147_483_647,
      Granted: false,
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).Fields?.map((f) => f.Field)).toEqual(['PlanId']);
  });

  it('a denied area is refused at the route gate in the error shape, for customers only', async () => {
    await save({ Area: 'ivr', Kind: 'role', Role: 'user', Granted: false });
    expect(await areasOf(who.plainUser)).toEqual(ALL.filter((a) => a !== 'ivr'));
    const refused = await who.plainUser.get('/api/User/IvrCredentials');
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused)).toMatchObject({
      ErrorCode: 820,
      ErrorMessage: 'ERROR_CAPABILITY_DENIED',
      Message: 'Questa funzione non è disponibile per la tua azienda o il tuo ruolo.',
    });
    // Refused before the body is read: a write of the area meets the same answer.
    const write = await who.plainUser.post('/api/User/IvrCredentials/update', {});
    expect(errorBody(write).ErrorMessage).toBe('ERROR_CAPABILITY_DENIED');
    // The company's administrator is another role; staff are never ruled.
    expect((await who.customer.get('/api/User/IvrCredentials')).statusCode).not.toBe(403);
    expect((await who.operator.get('/api/User/IvrCredentials')).statusCode).not.toBe(403);
  });

  it('company over plan over product over role; at one level a denial wins', async () => {
    const rossi = await companyId('09876543217');
    const standard = await planIdNamed(await planOf(who.plainUser));
    const premium = await planIdNamed(await planOf(who.otherCustomer));
    expect(standard).not.toBe(premium);

    // Role: plain users lose the support area.
    await save({ Area: 'support', Kind: 'role', Role: 'user', Granted: false });
    expect((await who.plainUser.get('/api/Support/Tickets')).statusCode).toBe(403);
    // Product over role: companies with payroll get it back (Rossi has payroll).
    const payroll = await save({ Area: 'support', Kind: 'product', Product: 'payroll', Granted: true });
    expect((await who.plainUser.get('/api/Support/Tickets')).statusCode).toBe(200);
    // At the product level a denial beats a grant: Rossi's invoicing denies it.
    const invoicing = await save({ Area: 'support', Kind: 'product', Product: 'invoicing', Granted: false });
    expect((await who.plainUser.get('/api/Support/Tickets')).statusCode).toBe(403);
    // Plan over product: the standard plan grants it.
    await save({ Area: 'support', Kind: 'plan', PlanId: standard, Granted: true });
    expect((await who.plainUser.get('/api/Support/Tickets')).statusCode).toBe(200);
    // Neri (premium, invoicing) is still denied by its product.
    expect((await who.otherCustomer.get('/api/Support/Tickets')).statusCode).toBe(403);
    // Company over plan: Rossi denied whatever its plan says.
    await save({ Area: 'support', Kind: 'company', CompanyId: rossi, Granted: false });
    expect(await areasOf(who.plainUser)).not.toContain('support');
    expect(await areasOf(who.customer)).not.toContain('support');
    expect(await areasOf(who.otherCustomer)).not.toContain('support');
    // Other areas are untouched.
    expect(await areasOf(who.plainUser)).toContain('chat');
    // Deleting rules brings the lower levels back.
    for (const id of [payroll.Id, invoicing.Id])
      await who.admin.request({ method: 'DELETE', url: `/api/Capability/Delete/${id}` });
    // Neri's administrator: no rule left applies to her (the role rule is about plain users)…
    expect(await areasOf(who.otherCustomer)).toContain('support');
    // …until her premium plan's does.
    await save({ Area: 'support', Kind: 'plan', PlanId: premium, Granted: false });
    expect(await areasOf(who.otherCustomer)).not.toContain('support');
    expect((await who.plainUser.get('/api/Support/Tickets')).statusCode).toBe(403);
  });

  it('holds on a second process over the same database within a second, without a restart', async () => {
    const second = await createTestApp({ database: app.t.database });
    try {
      const lucia = await signedIn(second.app, 'lucia.bianchi', '12345678903');
      expect(await areasOf(lucia)).toContain('chat');
      // The second process has read the rules: its copy is now the one to go stale.
      const rule = await save({ Area: 'chat', Kind: 'role', Role: 'user', Granted: false });
      const savedAt = performance.now();
      let areas = await areasOf(lucia);
      while (areas.includes('chat') && performance.now() - savedAt < 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        areas = await areasOf(lucia);
      }
      expect(areas).not.toContain('chat');
      // A process keeps its copy a second at most (a loaded machine adds its queue).
      expect(performance.now() - savedAt).toBeLessThan(2_500);
      expect((await lucia.get('/api/Chat/Conversations')).statusCode).toBe(403);
      expect(rule.Id).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });
});
