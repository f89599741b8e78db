import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import type { Db } from './database';
import { sessions } from './sessions.tables';

/**
 * Where sessions live: PostgreSQL by default, Redis when REDIS_URL is set. Keys are SHA-256 hashes.
 *
 * The session-write rule (decision 055): only a sign-in creates a session (`create`, under a new id);
 * every later write is `update`, which changes the fields given and nothing else, and only on a
 * session that still exists. A request holding an old copy of its session (read when its headers
 * arrived) therefore cannot bring back a session that sign-out, a password change or disabling
 * removed meanwhile, nor put back a field that someone else changed.
 */
export interface SessionStore {
  get(idHash: string): Promise<StoredSession | undefined>;
  /** Stores a session under a new id, which nobody can have read yet (a sign-in). */
  create(idHash: string, session: StoredSession, ttlSeconds: number): Promise<void>;
  /**
   * Changes the given fields of a session that still exists and renews its expiry; the session as
   * stored afterwards, or undefined when it no longer exists (nothing is written then).
   */
  update(
    idHash: string,
    changes: Partial<StoredSession>,
    ttlSeconds: number,
  ): Promise<StoredSession | undefined>;
  destroy(idHash: string): Promise<void>;
  /** Ends every session of a user (password changed or reset, user disabled). */
  destroyAllOfUser(userId: string): Promise<void>;
  /** The sessions a user holds that have not expired yet (the back office lists them). */
  listOfUser(userId: string): Promise<StoredSession[]>;
}

export interface StoredSession {
  userId: string;
  [key: string]: unknown;
}

export function databaseSessionStore(db: Db, clock: Clock): SessionStore {
  let lastSweep = 0;
  const now = () => clock.now().getTime();
  // Every sign-in writes one, every request of an uncached session reads one: prepared queries.
  const insert = db
    .insert(sessions)
    .values({
      idHash: sql.placeholder('idHash'),
      userId: sql.placeholder('userId'),
      data: sql.placeholder('data'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('session_insert');
  // `||` merges the changed top-level fields into the stored ones; a row that is gone or expired is
  // not matched, so nothing is written.
  const update = db
    .update(sessions)
    .set({
      data: sql`${sessions.data} || ${sql.placeholder('changes')}::jsonb`,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .where(
      and(eq(sessions.idHash, sql.placeholder('idHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .returning({ data: sessions.data })
    .prepare('session_update');
  const byIdHash = db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('session_by_id_hash');
  const expiry = (ttlSeconds: number) => new Date(now() + ttlSeconds * 1000);
  // Expired rows are swept at most once a minute, piggy-backing on sign-ins.
  const sweep = async () => {
    if (now() - lastSweep <= 60_000) return;
    lastSweep = now();
    await db.delete(sessions).where(lt(sessions.expiresAt, clock.now()));
  };
  return {
    async get(idHash) {
      const [row] = await byIdHash.execute({ idHash });
      if (!row || row.expiresAt.getTime() <= now()) return undefined;
      return row.data as StoredSession;
    },
    async create(idHash, session, ttlSeconds) {
      await insert.execute({ idHash, userId: session.userId, data: session, expiresAt: expiry(ttlSeconds) });
      await sweep();
    },
    async update(idHash, changes, ttlSeconds) {
      const [row] = await update.execute({
        idHash,
        changes: JSON.stringify(changes),
        expiresAt: expiry(ttlSeconds).toISOString(),
        now: clock.now(),
      });
      return row?.data as StoredSession | undefined;
    },
    async destroy(idHash) {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },
    async destroyAllOfUser(userId) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async listOfUser(userId) {
      const rows = await db
        .select({ data: sessions.data })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock.now())));
      return rows.map((row) => row.data as StoredSession);
    },
  };
}

/**
 * Redis keeps a session as a hash, one field per top-level session field (JSON-encoded), so that an
 * update writes only its fields, and only while the key exists (checked in the same script).
 */
const UPDATE_IF_PRESENT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return nil end
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
redis.call('EXPIRE', KEYS[1], ARGV[1])
local userId = cjson.decode(redis.call('HGET', KEYS[1], 'userId'))
redis.call('EXPIRE', ARGV[2] .. userId, ARGV[1])
return redis.call('HGETALL', KEYS[1])`;

export function redisSessionStore(redis: Redis): SessionStore {
  const key = (idHash: string) => `sportello:session-fields:${idHash}`;
  const USER_KEY_PREFIX = 'sportello:user-sessions:';
  const userKey = (userId: string) => `${USER_KEY_PREFIX}${userId}`;
  const fieldsOf = (values: object) =>
    Object.entries(values).flatMap(([field, value]) => [field, JSON.stringify(value)]);
  const sessionOf = (pairs: string[]): StoredSession | undefined => {
    if (pairs.length === 0) return undefined;
    const session: Record<string, unknown> = {};
    for (let i = 0; i < pairs.length; i += 2)
      session[pairs[i] as string] = JSON.parse(pairs[i + 1] as string);
    return session as StoredSession;
  };
  const get = async (idHash: string) => sessionOf(Object.entries(await redis.hgetall(key(idHash))).flat());
  return {
    get,
    async create(idHash, session, ttlSeconds) {
      await redis
        .multi()
        .hset(key(idHash), ...fieldsOf(session))
        .expire(key(idHash), ttlSeconds)
        .sadd(userKey(session.userId), idHash)
        .expire(userKey(session.userId), ttlSeconds)
        .exec();
    },
    async update(idHash, changes, ttlSeconds) {
      const fields = fieldsOf(changes);
      if (fields.length === 0) return get(idHash);
      // The user's list of sessions lives as long as the longest-lived of them.
      const args = [ttlSeconds, USER_KEY_PREFIX, ...fields];
      const pairs = (await redis.eval(UPDATE_IF_PRESENT, 1, key(idHash), ...args)) as string[] | null;
      return pairs ? sessionOf(pairs) : undefined;
    },
    async destroy(idHash) {
      await redis.del(key(idHash));
    },
    async destroyAllOfUser(userId) {
      const ids = await redis.smembers(userKey(userId));
      await redis
        .multi()
        .del(...ids.map(key), userKey(userId))
        .exec();
    },
    async listOfUser(userId) {
      const ids = await redis.smembers(userKey(userId));
      return (await Promise.all(ids.map(get))).filter((session) => session !== undefined);
    },
  };
}
