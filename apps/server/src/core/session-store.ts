import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Clock } from './clock';
import type { Db } from './database';
import { sessions } from './sessions.tables';

/** Where sessions live: PostgreSQL by default, Redis when REDIS_URL is set. Keys are SHA-256 hashes. */
export interface SessionStore {
  get(idHash: string): Promise<StoredSession | undefined>;
  /** Stores a session under a new id, which nobody can have read yet (a sign-in). */
  create(idHash: string, session: StoredSession, ttlSeconds: number): Promise<void>;
  /** Stores a change to a session. */
  set(idHash: string, session: StoredSession, ttlSeconds: number): Promise<void>;
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
  const upsert = db
    .insert(sessions)
    .values({
      idHash: sql.placeholder('idHash'),
      userId: sql.placeholder('userId'),
      data: sql.placeholder('data'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoUpdate({
      target: sessions.idHash,
      set: { data: sql`excluded.data`, expiresAt: sql`excluded.expires_at` },
    })
    .prepare('session_upsert');
  const byIdHash = db
    .select()
    .from(sessions)
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare('session_by_id_hash');
  const set: SessionStore['set'] = async (idHash, session, ttlSeconds) => {
    const expiresAt = new Date(now() + ttlSeconds * 1000);
    await upsert.execute({ idHash, userId: session.userId, data: session, expiresAt });
    // Expired rows are swept at most once a minute, piggy-backing on writes.
    if (now() - lastSweep > 60_000) {
      lastSweep = now();
      await db.delete(sessions).where(lt(sessions.expiresAt, clock.now()));
    }
  };
  return {
    async get(idHash) {
      const [row] = await byIdHash.execute({ idHash });
      if (!row || row.expiresAt.getTime() <= now()) return undefined;
      return row.data as StoredSession;
    },
    create: set,
    set,
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

export function redisSessionStore(redis: Redis): SessionStore {
  const key = (idHash: string) => `sportello:session:${idHash}`;
  const userKey = (userId: string) => `sportello:user-sessions:${userId}`;
  const set: SessionStore['set'] = async (idHash, session, ttlSeconds) => {
    await redis
      .multi()
      .set(key(idHash), JSON.stringify(session), 'EX', ttlSeconds)
      .sadd(userKey(session.userId), idHash)
      .expire(userKey(session.userId), ttlSeconds)
      .exec();
  };
  return {
    async get(idHash) {
      const raw = await redis.get(key(idHash));
      return raw ? (JSON.parse(raw) as StoredSession) : undefined;
    },
    create: set,
    set,
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
      if (ids.length === 0) return [];
      const raws = await redis.mget(...ids.map(key));
      return raws.filter((raw) => raw !== null).map((raw) => JSON.parse(raw) as StoredSession);
    },
  };
}
