import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../../test/captcha-solver';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signIn, TestClient } from '../../../test/test-client';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { supportTickets } from '../tickets/tickets.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
});

const request = {
  Mode: 2,
  Email: 'Carla.Verdi@Example.it',
  VatCode: '05555555555',
  VisibleName: 'Carla Verdi',
  Phone: '0612345678',
  Message: 'Non ricordo il mio nome utente.',
};

describe('support requests', () => {
  it('opens a ticket without an account and acknowledges it by e-mail with its code', async () => {
    const res = await new TestClient(t.app).post('/api/Support/Request', request);
    expect(res.statusCode).toBe(200);
    const code = res.json().TicketCode;
    expect(code).toMatch(/^SR-\d{6}$/);
    const tickets = await t.database.db.select().from(supportTickets);
    expect(tickets.at(-1)).toMatchObject({
      kind: 'support_request',
      mode: 2,
      requesterEmail: 'carla.verdi@example.it',
      vatCode: '05555555555',
      state: 'open',
    });
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail).toMatchObject({
      toAddress: 'carla.verdi@example.it',
      subject: `Sportello: richiesta ${code} ricevuta`,
    });
  });

  it('records a data request from the retrieve-info page the same way', async () => {
    const res = await new TestClient(t.app).post('/api/User/Request/Data', { ...request, Mode: 4 });
    expect(res.json().TicketCode).toMatch(/^SR-/);
    expect((await t.database.db.select().from(supportTickets)).some((x) => x.kind === 'data_request')).toBe(
      true,
    );
  });

  it('refuses a bad e-mail or VAT number next to its field, and opens nothing', async () => {
    const before = (await t.database.db.select().from(supportTickets)).length;
    const bad = await new TestClient(t.app).post('/api/Support/Request', { ...request, Email: 'carla' });
    expect(errorBody(bad).ErrorMessage).toBe('ERROR_BAD_EMAIL');
    const missing = await new TestClient(t.app).post('/api/Support/Request', { ...request, Message: '' });
    expect(missing.json().Fields[0]).toMatchObject({
      Field: 'Message',
      ErrorMessage: 'ERROR_FIELD_REQUIRED',
    });
    // A phone number by the rule of every phone field of the portal (#41).
    const phone = await new TestClient(t.app).post('/api/Support/Request', { ...request, Phone: 'chiamami' });
    expect(phone.json().Fields[0]).toMatchObject({ Field: 'Phone', ErrorMessage: 'ERROR_BAD_PHONE' });
    expect((await t.database.db.select().from(supportTickets)).length).toBe(before);
  });

  it('needs a solved captcha, once, on both public forms; a refused form keeps it', async () => {
    const withCaptcha = await createTestApp({ database: t.database, env: { CAPTCHA: 'altcha' } });
    try {
      const client = new TestClient(withCaptcha.app);
      // Its own address: each address has a small allowance of requests (tested below).
      const form = { ...request, Email: 'con.captcha@example.it' };
      const before = (await t.database.db.select().from(supportTickets)).length;
      for (const url of ['/api/Support/Request', '/api/User/Request/Data']) {
        const missing = await client.post(url, form);
        expect(missing.statusCode).toBe(400);
        expect(errorBody(missing).ErrorMessage).toBe('ERROR_CAPTCHA_REQUIRED');
      }
      expect(await t.database.db.select().from(mailOutbox)).toEqual([]);
      expect(await t.database.db.select().from(supportTickets)).toHaveLength(before);

      const ReCaptcha = await solvedCaptcha(client);
      const refused = await client.post('/api/Support/Request', { ...form, Email: 'carla', ReCaptcha });
      expect(errorBody(refused).ErrorMessage).toBe('ERROR_BAD_EMAIL');
      expect((await client.post('/api/Support/Request', { ...form, ReCaptcha })).statusCode).toBe(200);
      const reused = await client.post('/api/User/Request/Data', { ...form, Mode: 4, ReCaptcha });
      expect(errorBody(reused).ErrorMessage).toBe('ERROR_CAPTCHA_INVALID');
      expect(await t.database.db.select().from(supportTickets)).toHaveLength(before + 1);
    } finally {
      await withCaptcha.close();
    }
  });

  it('acknowledges an anonymous request without any of the text its sender typed', async () => {
    // Anyone may give any address: the portal's mail must not carry a stranger's words to it.
    const res = await new TestClient(t.app).post('/api/Support/Request', {
      ...request,
      Email: 'sconosciuto@example.it',
      VisibleName: 'Vinci un premio su http://premio.example',
      Message: 'Clicca qui http://premio.example',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.database.db.select().from(mailOutbox);
    expect(mail?.text).toMatch(/^Gentile cliente,/);
    expect(`${mail?.subject} ${mail?.text} ${mail?.html}`).not.toMatch(/premio|Vinci/);
  });

  it('a signed-in user asks to join the support group: MSG_SUPPORT_WRC_DONE, ticket for the company', async () => {
    const c = new TestClient(t.app);
    expect((await c.post('/api/Auth/Support/Request/Wrc/Join/Default/')).statusCode).toBe(401);
    await signIn(c, 'giulia.neri');
    const res = await c.post('/api/Auth/Support/Request/Wrc/Join/Default/');
    expect(res.json()).toEqual({ Message: 'MSG_SUPPORT_WRC_DONE' });
    const tickets = await t.database.db.select().from(supportTickets);
    expect(tickets.find((x) => x.kind === 'wrc_join')).toMatchObject({
      requesterEmail: 'giulia.neri@neri-trasporti.example',
    });
  });

  it('refuses another join while the first is open (409, no ticket, no e-mail), and accepts one once it is closed', async () => {
    const c = new TestClient(t.app);
    await signIn(c, 'lucia.bianchi.neri');
    const joins = () =>
      t.database.db.select().from(supportTickets).where(eq(supportTickets.kind, 'wrc_join'));
    const before = (await joins()).length;
    expect((await c.post('/api/Auth/Support/Request/Wrc/Join/Default/')).statusCode).toBe(200);
    const again = await c.post('/api/Auth/Support/Request/Wrc/Join/Default/');
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).ErrorMessage).toBe('ERROR_SUPPORT_WRC_PENDING');
    expect(await joins()).toHaveLength(before + 1);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(1);

    // Support handled it: the user may ask again.
    await t.database.db
      .update(supportTickets)
      .set({ state: 'closed' })
      .where(eq(supportTickets.kind, 'wrc_join'));
    expect((await c.post('/api/Auth/Support/Request/Wrc/Join/Default/')).statusCode).toBe(200);
  });

  it('acknowledges at most 3 requests from one address a quarter of an hour; then 429 and nothing opens', async () => {
    const from = { ...request, Email: 'molte.richieste@example.it' };
    const ticketsFrom = () =>
      t.database.db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.requesterEmail, 'molte.richieste@example.it'));
    // Every public form counts: support requests and data requests alike.
    expect((await new TestClient(t.app).post('/api/Support/Request', from)).statusCode).toBe(200);
    expect(
      (await new TestClient(t.app).post('/api/User/Request/Data', { ...from, Mode: 4 })).statusCode,
    ).toBe(200);
    expect((await new TestClient(t.app).post('/api/Support/Request', from)).statusCode).toBe(200);
    const refused = await new TestClient(t.app).post('/api/Support/Request', {
      ...from,
      Email: 'Molte.Richieste@Example.it',
    });
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused).ErrorMessage).toBe('ERROR_TOO_MANY_REQUESTS');
    expect(await ticketsFrom()).toHaveLength(3);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(3);
    // Another address is not affected.
    expect((await new TestClient(t.app).post('/api/Support/Request', request)).statusCode).toBe(200);
  });
});
