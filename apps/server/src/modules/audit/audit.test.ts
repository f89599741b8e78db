import { encodeFilter } from '@sportello/contracts/common/filters';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedIn, type TestClient } from '../../../test/test-client';
import type { auditLog } from '../../core/audit-trail.tables';
import type { Tx } from '../../core/database';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { idsToLabel, type LabelsByKind, labelsOf } from './audit-labels';
import { findLabels } from './audit-labels.repository';

/**
 * The change log names what people recognise (decision 046): a ticket by its code, a user by name and
 * user name, a company by its name, and the ids the entries hold (who handles a ticket, a user's
 * company) the same way, read once per kind for the whole page.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PARENT = '12345678903';

interface Entry {
  Action: string;
  ObjectId: string;
  ObjectLabel: string | null;
  ValueLabels: Record<string, Record<string, string>>;
}

async function entries(filter: object): Promise<Entry[]> {
  const admin = await signedIn(t.app, 'admin@sportello.demo');
  const res = await admin.get(
    `/api/App/Audit/Filters/${encodeFilter({ Sort: 'At', Desc: false, ...filter })}/`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Items: Entry[] }>().Items;
}

async function person(userName: string) {
  const [row] = await t.database.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, company: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return { ...row, label: `${row.firstName} ${row.lastName} (${userName})` };
}

async function openTicket(customer: TestClient) {
  const res = await customer.post('/api/Support/Tickets', {
    Subject: 'La stampa non parte',
    Product: 'accounting',
    Message: 'Aiuto.',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ Id: string; TicketCode: string }>();
}

describe('the audit log’s labels', () => {
  it('names a ticket by its code, and its handler by name and user name', async () => {
    const ticket = await openTicket(await signedIn(t.app, 'mario.rossi', PARENT));
    const olga = await person('operatore@sportello.demo');
    const staff = await signedIn(t.app, 'operatore@sportello.demo');
    const assigned = await staff.post(`/api/Helpdesk/Tickets/${ticket.Id}/Assign`, { HandlerId: olga.id });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const [update] = await entries({ Resource: 'tickets', ObjectId: ticket.Id, Action: 'update' });
    expect(update).toMatchObject({
      ObjectId: ticket.Id,
      ObjectLabel: ticket.TicketCode,
      ValueLabels: { HandlerId: { [olga.id]: olga.label } },
    });
  });

  it('names a user, and the company their entry holds by id', async () => {
    const giulia = await person('giulia.neri');
    const admin = await signedIn(t.app, 'admin@sportello.demo');
    for (const Enabled of [false, true])
      expect((await admin.post('/api/User/Enable', { Ids: [giulia.id], Enabled })).statusCode).toBe(200);

    const changes = await entries({ Resource: 'users', ObjectId: giulia.id });
    expect(changes).toHaveLength(2);
    for (const change of changes)
      expect(change).toMatchObject({
        ObjectLabel: giulia.label,
        ValueLabels: { CompanyId: expect.any(Object) },
      });
    expect(Object.values(changes[0]?.ValueLabels.CompanyId ?? {})).toEqual([giulia.company]);
  });

  it('keeps the label a deleted object had, and names nothing that has no label', async () => {
    const operator = await signedIn(t.app, 'operatore@sportello.demo');
    const saved = await operator.post('/api/Communication/Save', {
      Type: 10,
      Title: 'Da togliere dal registro',
      Status: 'draft',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = String(saved.json<{ Id: number }>().Id);
    const removed = await operator.request({ method: 'DELETE', url: `/api/Communication/Delete/${id}/` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      (await entries({ Resource: 'communications', ObjectId: id })).map((e) => [e.Action, e.ObjectLabel]),
    ).toEqual([
      ['create', 'Da togliere dal registro'],
      ['delete', 'Da togliere dal registro'],
    ]);

    const admin = await signedIn(t.app, 'admin@sportello.demo');
    const calendar = (await admin.get('/api/Helpdesk/Calendar')).json();
    const saveCalendar = await admin.post('/api/Helpdesk/Calendar/Save', calendar);
    expect(saveCalendar.statusCode, saveCalendar.body).toBe(200);
    expect(await entries({ Resource: 'calendar' })).toContainEqual(
      expect.objectContaining({ ObjectLabel: null, ValueLabels: {} }),
    );
  });

  it('names an invitation, logged as the user it is to be, by its address until it has a user name', () => {
    const none: LabelsByKind = {};
    const invitation = {
      id: 1,
      at: new Date(),
      actor: 'mario.rossi',
      resource: 'users',
      objectId: '6f1c2a3e-0000-4000-8000-0000000000ab',
      action: 'create' as const,
      before: null,
      after: { Email: 'nuova@rossi-impianti.example', UserName: null, State: 'pending' },
    };
    expect(labelsOf(invitation, none).ObjectLabel).toBe('nuova@rossi-impianti.example');
    expect(
      labelsOf({ ...invitation, after: { ...invitation.after, UserName: 'nuova.collega' } }, none)
        .ObjectLabel,
    ).toBe('nuova.collega');
  });

  it('reads the labels of a whole page with one query per kind of object', async () => {
    const customer = await signedIn(t.app, 'mario.rossi', PARENT);
    const tickets = [await openTicket(customer), await openTicket(customer), await openTicket(customer)];
    const olga = await person('operatore@sportello.demo');
    const row = (ticketId: string, i: number): typeof auditLog.$inferSelect => ({
      id: i,
      at: new Date(),
      actor: 'operatore@sportello.demo',
      resource: 'tickets',
      objectId: ticketId,
      action: 'update',
      before: { HandlerId: null },
      after: { HandlerId: olga.id },
    });
    const ids = idsToLabel([
      ...tickets.map((ticket, i) => row(ticket.Id, i)),
      { ...row('import', 9), resource: 'users' },
    ]);
    expect(ids.ticket?.size).toBe(3);
    expect([...(ids.user ?? [])]).toEqual([olga.id]);

    let selects = 0;
    const db = t.database.db;
    const counting = new Proxy(db, {
      get(target, property) {
        if (property === 'select')
          return (...args: Parameters<typeof db.select>) => {
            selects += 1;
            return target.select(...args);
          };
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const labels = await findLabels(counting as Tx, ids);
    expect(selects).toBe(2);
    expect(tickets.map((ticket) => labels.ticket?.get(ticket.Id))).toEqual(tickets.map((x) => x.TicketCode));
    expect(labels.user?.get(olga.id)).toBe(olga.label);
  });
});
