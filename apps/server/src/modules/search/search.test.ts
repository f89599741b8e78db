import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appWithCallers } from '../../../test/communications-fixtures';
import { errorBody } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { ticketCode, supportTickets as tickets } from '../tickets/tickets.tables';

const app = appWithCallers();
const { who } = app;

type Results = {
  Companies: { Total: number; Items: { Name: string; VatCode: string }[] } | null;
  Users: { Total: number; Items: { UserName: string; CompanyName: string }[] } | null;
  Tickets: { Total: number; Items: { TicketCode: string; State: string }[] } | null;
};

const search = async (by: TestClient, text: string) => {
  const res = await by.get(`/api/App/BackOffice/Search?Text=${encodeURIComponent(text)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Results>();
};

describe('the back office’s global search', () => {
  it('finds a company by the start of its VAT code, and users by name', async () => {
    const byVat = await search(who.operator, '098765');
    expect(byVat.Companies?.Items.map((c) => c.Name)).toEqual(['Rossi Impianti S.r.l.']);
    const byName = await search(who.operator, 'mario.rossi');
    expect(byName.Users?.Items.map((u) => u.UserName)).toContain('mario.rossi');
    expect(byName.Users?.Items.find((u) => u.UserName === 'mario.rossi')?.CompanyName).toBe(
      'Rossi Impianti S.r.l.',
    );
  });

  it('finds a ticket by its code whatever its state, a closed one too', async () => {
    const [ticket] = await app.t.database.db.select().from(tickets).limit(1);
    if (!ticket) throw new Error('the demo data has no ticket');
    await app.t.database.db.update(tickets).set({ state: 'closed' }).where(eq(tickets.id, ticket.id));
    const found = await search(who.operator, ticketCode(ticket.number));
    expect(found.Tickets?.Items).toEqual([
      expect.objectContaining({ TicketCode: ticketCode(ticket.number), State: 'closed' }),
    ]);
  });

  it('leaves out what the caller’s role may not list, and is the staff’s only', async () => {
    const narrowed = await who.admin.post('/api/App/BackOffice/Roles/Grants/Save', {
      Role: 'operator',
      Resources: [{ Resource: 'tickets', Actions: {} }],
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    try {
      const found = await search(who.operator2, 'rossi');
      expect(found.Tickets).toBeNull();
      expect(found.Companies?.Total).toBeGreaterThan(0);
    } finally {
      await who.admin.post('/api/App/BackOffice/Roles/Grants/Reset', { Role: 'operator' });
    }
    expect((await who.customer.get('/api/App/BackOffice/Search?Text=rossi')).statusCode).toBe(403);
    const empty = await who.operator.get('/api/App/BackOffice/Search?Text=%20');
    expect(empty.statusCode).toBe(400);
    expect(errorBody(empty).ErrorMessage).toContain('ERROR_FIELD_REQUIRED');
  });
});
