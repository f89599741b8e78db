import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, type TestApp } from '../../../test/test-app';
import { signedIn, TestClient } from '../../../test/test-client';
import { popupMessages } from './popups.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const hour = 3600_000;
  const now = Date.now();
  await t.database.db.insert(popupMessages).values([
    { title: 'Per i clienti', body: 'x', companyType: 1, languageId: 1, sortOrder: 10 },
    { title: 'Per i trasportatori', body: 'x', companyType: 2, languageId: 1, sortOrder: 11 },
    { title: 'Per gli utenti semplici', body: 'x', role: 'user', languageId: 1, sortOrder: 12 },
    { title: 'Per gli amministratori', body: 'x', role: 'company_admin', languageId: 1, sortOrder: 13 },
    {
      title: 'Scaduto',
      body: 'x',
      validFrom: new Date(now - 2 * hour),
      validTo: new Date(now - hour),
      sortOrder: 14,
    },
    { title: 'Futuro', body: 'x', validFrom: new Date(now + hour), sortOrder: 15 },
    {
      title: 'In corso',
      body: 'x',
      validFrom: new Date(now - hour),
      validTo: new Date(now + hour),
      sortOrder: 16,
    },
  ]);
});
afterAll(() => t.close());

type Answer = {
  Messages: { Id: number; Title: string; Body: string }[];
  State: { Minimized: boolean; Closed: boolean; ViewedMessages: number[] };
};
const titles = async (c: TestClient) =>
  (await c.get('/api/App/PopUpMessages')).json<Answer>().Messages.map((m) => m.Title);

describe('pop-up messages', () => {
  it('needs a session', async () => {
    const res = await new TestClient(t.app).get('/api/App/PopUpMessages');
    expect(res.statusCode).toBe(401);
    expect(errorBody(res).ErrorMessage).toBe('ERROR_EMPTY_SESSION');
  });

  it('shows what is valid now for the company type and role, in the user’s language', async () => {
    // mario.rossi: customer company (type 1), company administrator, Italian.
    const mario = await signedIn(t.app, 'mario.rossi', '12345678903');
    expect(await titles(mario)).toEqual([
      'Nuovo servizio IVR',
      'Manutenzione programmata',
      'Per i clienti',
      'Per gli amministratori',
      'In corso',
    ]);
    // paolo.verdi would need a password change; lucia.bianchi: same company, plain user.
    const lucia = await signedIn(t.app, 'lucia.bianchi', '12345678903');
    expect(await titles(lucia)).toEqual([
      'Nuovo servizio IVR',
      'Manutenzione programmata',
      'Per i clienti',
      'Per gli utenti semplici',
      'In corso',
    ]);
    // giulia.neri: haulier (type 2).
    const giulia = await signedIn(t.app, 'giulia.neri');
    expect(await titles(giulia)).toContain('Per i trasportatori');
    expect(await titles(giulia)).not.toContain('Per i clienti');
  });

  it('speaks English to an English-speaking session', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    expect((await c.post('/api/Auth/language', { Id: 2 })).statusCode).toBe(200);
    expect(await titles(c)).toEqual(['New IVR service', 'Scheduled maintenance', 'In corso']);
  });

  it('keeps the banner state in the session across requests, per session', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    const first = (await c.get('/api/App/PopUpMessages')).json<Answer>();
    expect(first.State).toEqual({ Minimized: false, Closed: false, ViewedMessages: [] });
    const ids = first.Messages.map((m) => m.Id);

    let res = await c.post('/api/App/PopUpMessagesSessionMinimized', {
      Minimized: true,
      ViewedMessages: [ids[0]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Minimized: true, Closed: false, ViewedMessages: [ids[0]] });
    expect((await c.get('/api/App/PopUpMessages')).json<Answer>().State).toEqual({
      Minimized: true,
      Closed: false,
      ViewedMessages: [ids[0]],
    });

    res = await c.post('/api/App/PopUpMessagesSessionMinimized', {
      Minimized: false,
      ViewedMessages: [ids[1], ids[0]],
    });
    expect(res.json()).toEqual({ Minimized: false, Closed: false, ViewedMessages: [ids[0], ids[1]] });

    res = await c.post('/api/App/PopUpMessagesSessionClose');
    expect(res.statusCode).toBe(200);
    expect((await c.get('/api/App/PopUpMessages')).json<Answer>().State).toMatchObject({ Closed: true });

    // Another session of the same user starts afresh.
    const other = await signedIn(t.app, 'giulia.neri');
    expect((await other.get('/api/App/PopUpMessages')).json<Answer>().State.Closed).toBe(false);
  });

  it('refuses bad bodies, calls without a session and calls without the anti-forgery token', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    for (const body of [
      {},
      { Minimized: 'yes', ViewedMessages: [] },
      { Minimized: true },
      { Minimized: true, ViewedMessages: ['1'] },
      { Minimized: true, ViewedMessages: [-1] },
      { Minimized: true, ViewedMessages: [1.5] },
      { Minimized: true, ViewedMessages: Array.from({ length: 201 }, (_, i) => i + 1) },
    ]) {
      const res = await c.post('/api/App/PopUpMessagesSessionMinimized', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      errorBody(res);
    }
    const res = await c.post(
      '/api/App/PopUpMessagesSessionMinimized',
      { Minimized: true, ViewedMessages: [] },
      { csrf: false },
    );
    expect(res.statusCode).toBe(403);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.post('/api/App/PopUpMessagesSessionClose')).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('pop-up state with sessions in Redis', () => {
  it('is kept across requests', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    const r = await createTestApp({ redis, database: t.database });
    try {
      const c = await signedIn(r.app, 'giulia.neri');
      await c.post('/api/App/PopUpMessagesSessionMinimized', { Minimized: true, ViewedMessages: [1] });
      expect((await c.get('/api/App/PopUpMessages')).json<Answer>().State).toEqual({
        Minimized: true,
        Closed: false,
        ViewedMessages: [1],
      });
      await c.post('/api/App/PopUpMessagesSessionClose');
      expect((await c.get('/api/App/PopUpMessages')).json<Answer>().State.Closed).toBe(true);
    } finally {
      await r.close();
      redis.disconnect();
    }
  });
});
