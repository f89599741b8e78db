import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, createDatabase, HttpClient, type PortalProcess, startPortal } from './portal-process';

// Two portal processes behind one (imaginary) load balancer. Sharing PostgreSQL and Redis: a
// session made on one is used and ended on the other, the sign-in lockout and the per-address rate
// limit count the attempts made on both. Sharing PostgreSQL alone: the same for sessions, whose
// endings cross through PostgreSQL.

const cluster = inject('cluster');
// A Redis database of the suite's own, emptied first: counters of other runs must not count here.
const REDIS_URL = process.env.FAULTS_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const LOGIN_LIMIT = 12;

/** Whether Redis answers at REDIS_URL: without it the Redis tests are skipped (and say so), not failed. */
async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {}); // the outcome is the answer to PING below
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const redisUp = await redisAnswers(REDIS_URL);
if (!redisUp) {
  console.warn(
    `No Redis answers at ${REDIS_URL}: the Redis two-process tests are SKIPPED (set FAULTS_REDIS_URL).`,
  );
}

let a: PortalProcess;
let b: PortalProcess;

/** The same browser, talking to one process or the other. */
function browser() {
  const onA = new HttpClient(a.url);
  const onB = new HttpClient(b.url);
  return {
    onA,
    onB,
    /** Copies the cookies (session, anti-forgery) from one side to the other, as a browser would. */
    sync(from: HttpClient, to: HttpClient) {
      from.shareWith(to);
    },
  };
}

describe.skipIf(!redisUp)('two processes, one Redis', () => {
  let loginCalls = 0;

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    const databaseUrl = await createDatabase(cluster.url, 'sportello_fault_two');
    const env = { REDIS_URL, LOGIN_RATE_LIMIT_MAX: String(LOGIN_LIMIT) };
    a = await startPortal({ databaseUrl, env });
    b = await startPortal({ databaseUrl, env });
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('a session made on one process is used and ended on the other', async () => {
    const tab = browser();
    expect((await tab.onA.signIn('giulia.neri')).status).toBe(200);
    loginCalls++;
    tab.sync(tab.onA, tab.onB);
    const session = await tab.onB.request('GET', '/api/Auth/session');
    expect(session.status).toBe(200);
    expect((session.body as { User: { UserName: string } }).User.UserName).toBe('giulia.neri');
    expect((await tab.onB.request('POST', '/api/Auth/logout')).status).toBe(200);
    // A keeps a copy of the session it made for up to a second (decision 045); the news of the
    // sign-out crosses through Redis and ends it there within that second.
    const started = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - started < 1_000) {
      status = (await tab.onA.request('GET', '/api/Auth/session')).status;
    }
    expect(status).toBe(401);
  });

  it('the lockout counts wrong passwords made on both processes', async () => {
    const tab = browser();
    for (let attempt = 0; attempt < 5; attempt++) {
      const side = attempt % 2 === 0 ? tab.onA : tab.onB;
      expect((await side.signIn('paolo.verdi', 'Sbagliata#2026')).status).toBe(400);
      loginCalls++;
    }
    // The right password is refused now, on either process, with the same answer as a wrong one.
    const locked = await tab.onA.signIn('paolo.verdi');
    loginCalls++;
    expect(locked.status).toBe(400);
    expect((locked.body as { ErrorMessage: string }).ErrorMessage).toMatch(/^ERROR_INVALID_PASSWORD/);
  });

  it('the sign-in rate limit counts the calls made on both processes', async () => {
    const tab = browser();
    const statuses: number[] = [];
    while (loginCalls < LOGIN_LIMIT) {
      const side = loginCalls % 2 === 0 ? tab.onA : tab.onB;
      statuses.push((await side.signIn('nessuno.esiste', 'Sbagliata#2026')).status);
      loginCalls++;
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    // The next call is one too many, whichever process takes it.
    expect((await tab.onB.signIn('nessuno.esiste', 'Sbagliata#2026')).status).toBe(429);
    expect((await tab.onA.signIn('nessuno.esiste', 'Sbagliata#2026')).status).toBe(429);
  });
});

// Without Redis, the processes share sessions through PostgreSQL and hear of their endings through
// its LISTEN/NOTIFY (decision 045): each keeps a copy of a session it read for up to a second, and
// a sign-out, a disabled user or a password change on one ends the session on the other within it.
describe('two processes, PostgreSQL alone', () => {
  let one: PortalProcess;
  let two: PortalProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = await createDatabase(cluster.url, 'sportello_fault_two_postgres');
    [one, two] = await Promise.all([
      startPortal({ databaseUrl, env: { REDIS_URL: '' } }),
      startPortal({ databaseUrl, env: { REDIS_URL: '' } }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
  });

  /** A browser signed in on the first process whose session the second has read (and holds a copy of). */
  async function heldOnBoth(userName: string): Promise<{ onOne: HttpClient; onTwo: HttpClient }> {
    const onOne = new HttpClient(one.url);
    const onTwo = new HttpClient(two.url);
    expect((await onOne.signIn(userName)).status).toBe(200);
    onOne.shareWith(onTwo);
    const session = await onTwo.request('GET', '/api/Auth/session');
    expect(session.status).toBe(200);
    expect((session.body as { User: { UserName: string } }).User.UserName).toBe(userName);
    return { onOne, onTwo };
  }

  /**
   * Whether the second process refuses the session within half a second, polling. Its copy was read
   * just before and lives up to a second (the most SESSION_CACHE_MS allows): only the news crossing
   * through PostgreSQL can end it this soon, so a silent bus fails here.
   */
  async function refusedSoon(onTwo: HttpClient): Promise<boolean> {
    const started = performance.now();
    while (performance.now() - started < 500) {
      if ((await onTwo.request('GET', '/api/Auth/session')).status === 401) return true;
    }
    return false;
  }

  it('a sign-out on one process ends the session on the other within a second', async () => {
    const { onOne, onTwo } = await heldOnBoth('giulia.neri');
    expect((await onOne.request('POST', '/api/Auth/logout')).status).toBe(200);
    expect(await refusedSoon(onTwo)).toBe(true);
  });

  it('disabling the user on one process ends their session on the other within a second', async () => {
    const admin = new HttpClient(one.url);
    expect((await admin.signIn('admin@sportello.demo')).status).toBe(200);
    const [giulia] = await adminQuery<{ id: number }>(
      databaseUrl,
      "select id from users where user_name = 'giulia.neri'",
    );
    // Read on the other process last, just before the change: its copy is as fresh as can be.
    const { onTwo } = await heldOnBoth('giulia.neri');
    const disabled = await admin.request('POST', '/api/User/Enable', { Ids: [giulia?.id], Enabled: false });
    expect(disabled.status).toBe(200);
    expect(await refusedSoon(onTwo)).toBe(true);
  });

  it('a password change in another browser ends the session on the other process within a second', async () => {
    const changing = new HttpClient(one.url);
    expect((await changing.signIn('lucia.bianchi.neri')).status).toBe(200);
    const { onTwo } = await heldOnBoth('lucia.bianchi.neri');
    const changed = await changing.request('POST', '/api/Auth/changepassword', {
      OldPassword: 'Sportello#2026',
      NewPassword: 'Nuova#Pass1',
      NewPassword2: 'Nuova#Pass1',
    });
    expect(changed.status).toBe(200);
    expect(await refusedSoon(onTwo)).toBe(true);
  });
  /** Polls `probe` on the other process for up to 1.5 s: its settings copy lives up to a second. */
  async function soon(probe: () => Promise<boolean>): Promise<boolean> {
    const started = performance.now();
    while (performance.now() - started < 1_500) {
      if (await probe()) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  // Last in this file: it leaves the settings as it found them, but sessions made before it may end.
  it('settings saved on one process are in force on the other within a second, without a restart', async () => {
    const admin = new HttpClient(one.url);
    expect((await admin.signIn('admin@sportello.demo')).status).toBe(200);
    const before = (await admin.request('GET', '/api/Settings')).body as Record<string, unknown> & {
      Maintenance: Record<string, unknown>;
    };
    const { UpdatedAt: _at, UpdatedBy: _by, ...input } = before;
    const { Active: _active, ...maintenance } = before.Maintenance;
    // Giulia was disabled above; Lucia's password was changed.
    const password = 'Nuova#Pass1';
    const customer = new HttpClient(two.url);
    expect((await customer.signIn('lucia.bianchi.neri', password)).status).toBe(200);
    const longer = { ...input, Maintenance: maintenance, PasswordMinLength: 14 };
    expect((await admin.request('POST', '/api/Settings/Save', longer)).status).toBe(200);

    // The minimum password length: told to the web by the other process, and enforced by it.
    const settingsOnTwo = async () =>
      ((await customer.request('GET', '/api/App/settings')).body as { PasswordMinLength: number })
        .PasswordMinLength === 14;
    expect(await soon(settingsOnTwo)).toBe(true);
    const short = await customer.request('POST', '/api/Auth/changepassword', {
      OldPassword: password,
      NewPassword: 'Nuova#Passw12',
      NewPassword2: 'Nuova#Passw12',
    });
    expect(short.status).toBe(400);

    // Maintenance switched on: the other process refuses the customer's calls and sign-ins, and
    // still lets an admin of the back office sign in.
    const closed = { ...longer, Maintenance: { ...maintenance, Enabled: true, From: null, To: null } };
    expect((await admin.request('POST', '/api/Settings/Save', closed)).status).toBe(200);
    const refused = async () =>
      ((await customer.request('GET', '/api/Auth/session')).body as { ErrorMessage?: string })
        .ErrorMessage === 'ERROR_NOT_ALLOWED_MAINTENANCE';
    expect(await soon(refused)).toBe(true);
    expect((await new HttpClient(two.url).signIn('lucia.bianchi.neri', password)).status).toBe(503);
    expect((await new HttpClient(two.url).signIn('admin@sportello.demo')).status).toBe(200);

    expect(
      (await admin.request('POST', '/api/Settings/Save', { ...input, Maintenance: maintenance })).status,
    ).toBe(200);
  });
});
