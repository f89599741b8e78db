import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedIn } from '../../../test/test-client';

/**
 * The operators' live queue (#41): the menu's counts, and the helpdesk's event stream telling every
 * open back office that a ticket changed — here a customer's new ticket, an assignment and a reply.
 */

let t: TestApp;
beforeAll(async () => {
  // Streams stay open long enough for the test to act while one listens.
  t = await createTestApp({ env: { CHAT_STREAM_MS: '1500' } });
});
afterAll(() => t.close());

const mario = () => signedIn(t.app, 'mario.rossi', '12345678903');
const operator = () => signedIn(t.app, 'operatore@sportello.demo');

type Counts = { Unassigned: number; Mine: number; Breached: number };

describe('the live helpdesk', () => {
  it('counts the unassigned and the caller’s own tickets, as they change', async () => {
    const staff = await operator();
    const before = (await staff.get('/api/Helpdesk/Counts')).json<Counts>();
    const opened = await (await mario()).post('/api/Support/Tickets', {
      Subject: 'Conta nel menu',
      Product: 'accounting',
      Message: 'Aiuto.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const after = (await staff.get('/api/Helpdesk/Counts')).json<Counts>();
    expect(after.Unassigned).toBe(before.Unassigned + 1);

    const operators = (await staff.get('/api/Helpdesk/Operators')).json<{ Id: string; Me: boolean }[]>();
    const me = operators.find((o) => o.Me)?.Id;
    const taken = await staff.post(`/api/Helpdesk/Tickets/${opened.json<{ Id: string }>().Id}/Assign`, {
      HandlerId: me,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await staff.get('/api/Helpdesk/Counts')).json<Counts>()).toMatchObject({
      Unassigned: before.Unassigned,
      Mine: before.Mine + 1,
    });
    // A customer has no counts to read.
    expect((await (await mario()).get('/api/Helpdesk/Counts')).statusCode).toBe(403);
  });

  it('tells an open back office at once that a ticket was opened', async () => {
    const staff = await operator();
    const stream = staff.get('/api/Helpdesk/Events');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await (await mario()).post('/api/Support/Tickets', {
      Subject: 'Arriva in diretta',
      Product: 'portal',
      Message: 'Ciao.',
    });
    const res = await stream;
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.body).toMatch(/event: ready\n/);
    expect(res.body).toContain('event: changed\n');
  });
});
