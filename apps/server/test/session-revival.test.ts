import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/core/passwords';
import { sessionWritingRoutes } from '../src/core/session';
import { users } from '../src/modules/users/users.tables';
import { createTestApp, type TestApp } from './test-app';
import { DEMO_PASSWORD, signedIn, type TestClient } from './test-client';

/**
 * A request's session is read when its headers arrive; its body may come whenever the client likes.
 * Whoever holds a cookie must not be able to send the headers, wait for the session to end, then send
 * the body and have the session come back (decision 055). Every route that writes to the session is
 * held open this way while each kind of ending happens on the other server process, on the database's
 * sessions and on Redis's; afterwards the session is gone on both processes.
 */

/** Password changes made so far by the endings below (each from its own client address). */
let passwordChanges = 0;
const SESSION_COOKIE = 'sportello.sid';
const USER = 'giulia.neri';
const NERI_PARENT = '12345678903';

/** A passkey's answer of the right shape: the ended session is refused before it is read. */
const PASSKEY_ANSWER = { id: 'chiave', rawId: 'chiave', type: 'public-key', response: {} };

/**
 * A body for each route that writes to the session (asked of the route table, so that a new one fails
 * here until it is given one and held like the others).
 */
const BODIES: Record<string, (client: TestClient) => Promise<unknown>> = {
  'POST /api/Auth/changeparent': async () => ({ ParentCode: NERI_PARENT }),
  'POST /api/Auth/language': async () => ({ Id: 2 }),
  'POST /api/App/PopUpMessagesSessionMinimized': async () => ({ Minimized: true, ViewedMessages: [] }),
  'POST /api/App/PopUpMessagesSessionClose': async () => ({}),
  // Nothing pending for the demo's user: the answer records nothing and opens the session.
  'POST /api/Auth/signdisclaimers': async () => ({ Disclaimers: [{ Id: 1, Version: 1, Accepted: true }] }),
  // The second factor's proofs (decision 078): a signed-in session renews its proof through them.
  'POST /api/Auth/SecondFactor/Verify': async () => ({ Code: '123456' }),
  'POST /api/Auth/SecondFactor/Totp/Confirm': async () => ({ Code: '123456' }),
  'POST /api/Auth/SecondFactor/Passkey': async () => ({
    Name: 'Chiave',
    Passwordless: false,
    Credential: PASSKEY_ANSWER,
  }),
  'POST /api/Auth/SecondFactor/Passkey/Verify': async () => ({ Credential: PASSKEY_ANSWER }),
  'POST /api/User/profile': async (client) => {
    const {
      UserName: _u,
      Email: _e,
      FiscalCode: _f,
      ...profile
    } = (await client.get('/api/User/profile')).json();
    return { ...profile, Language: { Id: 2 } };
  },
};

interface World {
  held: TestApp;
  other: TestApp;
  admin: TestClient;
  userId: string;
  companyId: number;
}

/** The ways a session ends, each done on the other process, with what puts the demo back afterwards. */
const ENDINGS: {
  name: string;
  end(world: World, victim: TestClient): Promise<void>;
  undo?(world: World): Promise<void>;
}[] = [
  {
    name: 'signing out',
    async end({ other }, victim) {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/Auth/logout',
        headers: { cookie: victim.cookieHeader, 'x-csrf-token': await tokenOf(victim) },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'the back office ending every session',
    async end({ admin, userId }) {
      expect((await admin.post(`/api/User/Sessions/End/${userId}`)).statusCode).toBe(200);
    },
  },
  {
    name: 'a password change elsewhere',
    async end({ other }) {
      const elsewhere = await signedIn(other.app, USER);
      // From an address of its own: the call's per-address limit (10 a minute) counts in Redis,
      // which every run of this file shares, and there are more session writers than that.
      const res = await elsewhere.post(
        '/api/Auth/changepassword',
        { OldPassword: DEMO_PASSWORD, NewPassword: 'Nuova#Pass1', NewPassword2: 'Nuova#Pass1' },
        { headers: { 'x-forwarded-for': `10.77.${++passwordChanges}.1` } },
      );
      expect(res.statusCode, res.body).toBe(200);
    },
    async undo({ other, userId }) {
      await other.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
        .where(eq(users.id, userId));
    },
  },
  {
    name: 'disabling the user',
    async end({ admin, userId }) {
      expect((await admin.post('/api/User/Enable', { Ids: [userId], Enabled: false })).statusCode).toBe(200);
    },
    async undo({ admin, userId }) {
      expect((await admin.post('/api/User/Enable', { Ids: [userId], Enabled: true })).statusCode).toBe(200);
    },
  },
  {
    name: 'disabling the company',
    async end({ admin, companyId }) {
      const res = await admin.post('/api/Company/Enable', { Ids: [companyId], Enabled: false });
      expect(res.statusCode, res.body).toBe(200);
    },
    async undo({ admin, companyId }) {
      expect((await admin.post('/api/Company/Enable', { Ids: [companyId], Enabled: true })).statusCode).toBe(
        200,
      );
    },
  },
  {
    name: 'demoting the company administrator',
    async end({ admin, userId }) {
      const res = await admin.post('/api/User/Roles', { Id: userId, Role: 'user' });
      expect(res.statusCode, res.body).toBe(200);
    },
    async undo({ admin, userId }) {
      const res = await admin.post('/api/User/Roles', { Id: userId, Role: 'company_admin' });
      expect(res.statusCode, res.body).toBe(200);
    },
  },
];

async function tokenOf(client: TestClient): Promise<string> {
  return (await client.get('/api/Auth/antiforgery')).json<{ Token: string }>().Token;
}

/** Requests whose headers the server has read, by the marker they carry: the test then holds the body. */
const arrived = new Map<string, () => void>();

/**
 * Sends a request's headers now and its body when `release` is called, as a client on a slow line
 * (or an attacker) may; resolves once the server has read the headers and the caller's session.
 */
async function holdBody(
  app: TestApp,
  route: string,
  client: TestClient,
  body: unknown,
): Promise<{ release(): Promise<number> }> {
  const [method, path] = route.split(' ') as [string, string];
  const marker = `${Math.random()}`;
  const headersRead = new Promise<void>((done) => arrived.set(marker, done));
  const payload = JSON.stringify(body);
  const { port } = app.app.server.address() as AddressInfo;
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method,
    path,
    headers: {
      cookie: client.cookieHeader,
      'x-csrf-token': await tokenOf(client),
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      'x-held': marker,
    },
  });
  const status = new Promise<number>((done, fail) => {
    req.on('response', (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', fail);
  });
  req.flushHeaders();
  await headersRead;
  return {
    release() {
      req.end(payload);
      return status;
    },
  };
}

const STORES = [
  { name: 'the database', redis: () => undefined },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis', redis: () => new Redis(process.env.TEST_REDIS_URL as string) }]
    : []),
];

describe.each(STORES)('sessions on $name: a held request cannot bring its session back', (store) => {
  const world = {} as World;
  const connections: Redis[] = [];

  beforeAll(async () => {
    const redis = () => {
      const connection = store.redis();
      if (connection) connections.push(connection);
      return connection;
    };
    world.held = await createTestApp({
      redis: redis(),
      extend: (app) =>
        app.addHook('onRequest', async (request) => {
          const marker = request.headers['x-held'];
          if (typeof marker === 'string') arrived.get(marker)?.();
        }),
    });
    await world.held.app.listen({ port: 0, host: '127.0.0.1' });
    world.other = await createTestApp({ database: world.held.database, redis: redis() });
    world.admin = await signedIn(world.other.app, 'admin@sportello.demo');
    const [row] = await world.held.database.db
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.userName, USER));
    world.userId = row!.id;
    world.companyId = row!.companyId;
  });

  afterAll(async () => {
    await world.other?.close();
    await world.held?.close();
    for (const connection of connections) connection.disconnect();
  });

  it('every route that writes to the session has a body here', () => {
    expect([...sessionWritingRoutes(world.held.app)].sort()).toEqual(Object.keys(BODIES).sort());
  });

  for (const route of Object.keys(BODIES))
    for (const ending of ENDINGS)
      it(`${route}, held while ${ending.name}`, async () => {
        const victim = await signedIn(world.held.app, USER);
        const body = await BODIES[route]!(victim);
        const held = await holdBody(world.held, route, victim, body);
        await ending.end(world, victim);
        const status = await held.release();
        await ending.undo?.(world);

        expect(status).toBe(401);
        for (const app of [world.held.app, world.other.app]) {
          const res = await app.inject({
            url: '/api/Auth/session',
            cookies: { [SESSION_COOKIE]: victim.cookies.get(SESSION_COOKIE) as string },
          });
          expect(res.statusCode).toBe(401);
        }
      });

  it('a call that changes something is judged on the session as it is once its body is in', async () => {
    // A user disabled while her request to open a ticket was held open does not open it.
    const victim = await signedIn(world.held.app, USER);
    const before = (await victim.get('/api/Support/Tickets')).body;
    const ticket = { Subject: 'Aperto da una sessione chiusa', Product: 'portal', Message: 'Testo' };
    const held = await holdBody(world.held, 'POST /api/Support/Tickets', victim, ticket);
    const disabling = ENDINGS.find((e) => e.name === 'disabling the user')!;
    await disabling.end(world, victim);
    expect(await held.release()).toBe(401);
    await disabling.undo?.(world);
    const again = await signedIn(world.held.app, USER);
    expect((await again.get('/api/Support/Tickets')).body).toBe(before);
  });
});
