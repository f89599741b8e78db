import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedIn, type TestClient } from '../../../test/test-client';
import { type ManualClock, manualClock } from '../../core/clock';
import { users } from '../users/users.tables';

/**
 * A chat event stream lives as long as its session (decision 055): when the session ends on any
 * process (sign-out, the user disabled), the stream ends at once rather than at the end of its
 * lifetime, delivers nothing more, and an operator's desk stops counting them online. The streams
 * are read over a real connection from one process while the session ends on another.
 */

const WEDNESDAY_10AM = new Date('2026-12-02T09:00:00Z');
const PARENT = '12345678903';
const OPERATOR = 'operatore@sportello.demo';
/** Far longer than any test here: a stream that ends did so because its session did. */
const LIFETIME_MS = 60_000;
/** How soon an ending must reach a stream on the other process. */
const PROMPTLY_MS = 2_000;

let live: TestApp;
let other: TestApp;
let clock: ManualClock;
let admin: TestClient;

interface Stream {
  /** Everything received so far. */
  text(): string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
}

/** Opens an event stream on the listening process with the client's cookies; resolves once it is ready. */
function openStream(path: string, client: TestClient): Promise<Stream> {
  const { port } = live.app.server.address() as AddressInfo;
  return new Promise((opened, fail) => {
    let text = '';
    let ended!: () => void;
    const stream: Stream = { text: () => text, ended: new Promise((done) => (ended = done)) };
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { cookie: client.cookieHeader } });
    req.on('error', fail);
    req.on('response', (res) => {
      if (res.statusCode !== 200) fail(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: ready\n')) opened(stream);
      });
      res.on('close', ended);
    });
    req.end();
  });
}

/** Whether the stream ended within `ms`. */
const endsWithin = (stream: Stream, ms: number) =>
  Promise.race([
    stream.ended.then(() => true),
    new Promise<boolean>((done) => setTimeout(() => done(false), ms)),
  ]);

/** What the stream received after its `ready` event. */
const afterReady = (stream: Stream) => stream.text().split('event: ready\ndata: {}\n\n')[1] ?? '';

async function operatorId(): Promise<string> {
  const [row] = await live.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, OPERATOR));
  return row!.id;
}

/** The names of the operators the back office's queue shows online. */
async function online(): Promise<string[]> {
  const res = await admin.get('/api/Helpdesk/Chat/Conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ OperatorsOnline: { Name: string }[] }>().OperatorsOnline.map((o) => o.Name);
}

const STORES = [
  { name: 'the database', redis: () => undefined },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis', redis: () => new Redis(process.env.TEST_REDIS_URL as string) }]
    : []),
];

describe.each(STORES)('sessions on $name: a chat event stream ends with its session', (store) => {
  const connections: Redis[] = [];
  const redis = () => {
    const connection = store.redis();
    if (connection) connections.push(connection);
    return connection;
  };

  beforeAll(async () => {
    clock = manualClock(WEDNESDAY_10AM);
    live = await createTestApp({ clock, redis: redis(), env: { CHAT_STREAM_MS: String(LIFETIME_MS) } });
    await live.app.listen({ port: 0, host: '127.0.0.1' });
    other = await createTestApp({ database: live.database, clock, redis: redis() });
    admin = await signedIn(other.app, 'admin@sportello.demo');
    // Everyone may chat: these tests are about streams, not plans.
    const res = await admin.post('/api/Helpdesk/Chat/Settings', { Plans: [], Products: [] });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await other?.close();
    await live?.close();
    for (const connection of connections) connection.disconnect();
  });

  it('a customer signing out on another process ends their conversation’s stream, which delivers nothing more', async () => {
    const customer = await signedIn(other.app, 'mario.rossi', PARENT);
    const staff = await signedIn(other.app, OPERATOR);
    // The operator's desk, for an instant: the chat is open while an operator is online.
    expect((await staff.get('/api/Helpdesk/Chat/Events')).statusCode).toBe(200);
    const started = await customer.post('/api/Chat/Conversations', { Body: 'Buongiorno' });
    expect(started.statusCode, started.body).toBe(200);
    const { Id } = started.json<{ Id: number }>();
    expect((await staff.post(`/api/Helpdesk/Chat/Conversations/${Id}/Accept`)).statusCode).toBe(200);

    const stream = await openStream(`/api/Chat/Conversations/${Id}/Events`, customer);
    expect((await customer.post('/api/Auth/logout')).statusCode).toBe(200);
    // The operator goes on typing and writing: none of it may reach the signed-out browser.
    expect((await staff.post(`/api/Chat/Conversations/${Id}/Typing`)).statusCode).toBe(200);
    expect((await staff.post(`/api/Chat/Conversations/${Id}/Messages`, { Body: 'Eccomi' })).statusCode).toBe(
      200,
    );

    expect(await endsWithin(stream, PROMPTLY_MS)).toBe(true);
    expect(afterReady(stream)).not.toContain('event: typing');
    expect(afterReady(stream)).not.toContain('event: changed');
    expect(afterReady(stream)).not.toContain('Olga Operatrice');
    expect((await staff.post(`/api/Chat/Conversations/${Id}/Close`)).statusCode).toBe(200);
  });

  it('an operator disabled on another process loses their desk’s stream and is no longer online', async () => {
    clock.advance(20 * 60_000);
    const staff = await signedIn(other.app, OPERATOR);
    const stream = await openStream('/api/Helpdesk/Chat/Events', staff);
    expect(await online()).toContain('Olga Operatrice');

    const id = await operatorId();
    const enable = async (Enabled: boolean) => {
      const res = await admin.post('/api/User/Enable', { Ids: [id], Enabled });
      expect(res.statusCode, res.body).toBe(200);
    };
    let ended: boolean;
    try {
      await enable(false);
      ended = await endsWithin(stream, PROMPTLY_MS);
    } finally {
      await enable(true);
    }
    expect(ended).toBe(true);
    // Enabled again, she has no session and no desk open: she is not online until she opens one.
    await expect.poll(online, { timeout: PROMPTLY_MS }).not.toContain('Olga Operatrice');
  });

  it('an operator signing out on another process loses their desk’s stream and is no longer online', async () => {
    clock.advance(20 * 60_000);
    const staff = await signedIn(other.app, OPERATOR);
    const stream = await openStream('/api/Helpdesk/Chat/Events', staff);
    expect(await online()).toContain('Olga Operatrice');

    expect((await staff.post('/api/Auth/logout')).statusCode).toBe(200);
    expect(await endsWithin(stream, PROMPTLY_MS)).toBe(true);
    await expect.poll(online, { timeout: PROMPTLY_MS }).not.toContain('Olga Operatrice');
  });
});
