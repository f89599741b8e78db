import { encodeFilter } from '@sportello/contracts/common/filters';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { companies } from '../companies/companies.tables';

const app = appWithCallers();
const { who } = app;

interface Item {
  Key: string;
  Kind: string;
  ActivityId: number | null;
  NextAction: string;
  DoneAt: string | null;
  CanChange: boolean;
}

async function rossiId(): Promise<number> {
  const [row] = await app.t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.vatCode, '09876543217'));
  if (!row) throw new Error('no Rossi Impianti');
  return row.id;
}

const timeline = async (companyId: number, filter: object = {}) => {
  const res = await who.operator.get(
    `/api/BackOffice/Crm/Companies/${companyId}/Timeline/${encodeFilter(filter)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Items: Item[]; Open: Item[]; Next: string | null }>();
};

describe('the CRM timeline', () => {
  it("records a call with a next action, shows it with the company's tickets, and marks it done", async () => {
    const companyId = await rossiId();
    const due = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const saved = await who.operator.post('/api/BackOffice/Crm/Activities/Save', {
      CompanyId: companyId,
      Kind: 'call',
      Subject: 'Rinnovo contratto',
      Outcome: 'interested',
      NextAction: 'Inviare offerta',
      NextDueAt: due,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const item = saved.json<Item>();
    expect(item).toMatchObject({ Kind: 'call', NextAction: 'Inviare offerta', CanChange: true });

    const all = await timeline(companyId);
    expect(all.Items.some((i) => i.ActivityId === item.ActivityId)).toBe(true);
    expect(all.Items.some((i) => i.Kind === 'ticket')).toBe(true);
    expect(all.Open.map((i) => i.ActivityId)).toContain(item.ActivityId);
    const calls = await timeline(companyId, { Kinds: ['call'] });
    expect(calls.Items.every((i) => i.Kind === 'call')).toBe(true);

    // The operator's upcoming activities name it; another operator cannot change it.
    const mine = await who.operator.get('/api/App/getactivities');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<{ Activities: { Title: string }[] }>().Activities.map((a) => a.Title)).toContain(
      'Inviare offerta',
    );
    const foreign = await who.operator2.post('/api/BackOffice/Crm/Activities/Save', {
      Id: item.ActivityId,
      CompanyId: companyId,
      Kind: 'call',
      Subject: 'Altro',
    });
    expect(foreign.statusCode).toBe(404);

    const done = await who.operator.post(`/api/BackOffice/Crm/Activities/${item.ActivityId}/Done`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Item>().DoneAt).not.toBeNull();
    expect((await timeline(companyId)).Open.map((i) => i.ActivityId)).not.toContain(item.ActivityId);
  });

  it('asks for the due date of a next action, next to its field', async () => {
    const res = await who.operator.post('/api/BackOffice/Crm/Activities/Save', {
      CompanyId: await rossiId(),
      Kind: 'note',
      Subject: 'Nota',
      NextAction: 'Richiamare',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('NextDueAt');
  });

  it('answers a customer getactivities with their own appointments only, and keeps the CRM from them', async () => {
    const res = await who.customer.get('/api/App/getactivities');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ Types: { Id: string }[] }>().Types.map((t) => t.Id)).toContain('appointment');
    expect(
      (await who.customer.get(`/api/BackOffice/Crm/Companies/1/Timeline/${encodeFilter({})}`)).statusCode,
    ).toBe(403);
  });
});
