import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * One database handle for both engines: PostgreSQL in production, PGlite (PostgreSQL compiled to
 * WebAssembly, stored under ./data) as the embedded default. Same dialect, same migrations, same code.
 * Repositories use the query builder only, so the handle carries no schema type.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `work` while holding a database-wide lock, so that processes starting together take turns
   * (migrations and seeding). PGlite serves one process only, so it needs no lock.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Throws when the database cannot answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Any constant: the advisory lock under which starting processes migrate and seed, one at a time. */
const STARTUP_LOCK = 7_261_823;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

/** PostgreSQL's type id of bytea, and its text form: `\x` and two hex digits a byte. */
const BYTEA = 17;
function byteaToHex(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

async function openPglite(options: { dir?: string; loadDataDir?: Blob }): Promise<Database> {
  // Loaded only when PGlite is the database: a server on PostgreSQL starts without it.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite({
    ...(options.dir && { dataDir: options.dir }),
    ...(options.loadDataDir && { loadDataDir: options.loadDataDir }),
    // PGlite's own bytea conversion goes byte by byte through an array of strings: an import's file
    // of 1 MB took about a second to store and half as long to read back, with the one connection and
    // the event loop held meanwhile. Node's hex codec does the same in a few milliseconds.
    serializers: { [BYTEA]: byteaToHex },
    parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
  });
  await client.waitReady;
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: () => client.close(),
  };
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // Fail fast when the database is gone, rather than letting requests hang (answered as 503).
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    query_timeout: 15_000,
  });
  // A client losing its connection (database restart) must not crash the process: an idle one
  // reports to the pool, a checked-out one (between two statements of a transaction) to itself;
  // either way the statement in progress fails and the request answers 503.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool });
  return {
    kind: 'postgres',
    db,
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    async exclusively(work) {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        lock.release();
      }
    },
    ping: (timeoutMs) => withTimeout(pool.query('select 1'), timeoutMs),
    close: () => pool.end(),
  };
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      promise,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

/**
 * True when an error means "the database cannot be reached right now" rather than "this query is
 * wrong": such requests are answered 503 so that clients and load balancers retry elsewhere.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(
    ({ code, message }) =>
      (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) ||
      (typeof message === 'string' &&
        /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
          message,
        )),
  );
}

/** True when the database refused a row because another holds the same unique value (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return causes(error).some(({ code }) => code === '23505');
}

/** A row others still refer to (23503): what a delete of something in use meets. */
export function isForeignKeyViolation(error: unknown): boolean {
  return causes(error).some(({ code }) => code === '23503');
}

/** Text PostgreSQL cannot store: a NUL character (22021), a character outside the encoding (22P05). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/**
 * A JSON value PostgreSQL cannot read (22P02 on a `json`/`jsonb` value): a lone UTF-16 surrogate
 * (`"\ud800"`), which JavaScript strings may hold and JSON escapes, but no Unicode text does.
 */
const isUnreadableJson = ({ code, message }: { code?: unknown; message?: unknown }) =>
  code === '22P02' && typeof message === 'string' && /type json/i.test(message);

/**
 * True when the database refused a value the request brought: JSON and URLs can carry a NUL
 * character, which no PostgreSQL text column holds, or a lone surrogate, which no JSON column holds.
 * The caller's input is wrong, not the server.
 */
export function isUnstorableText(error: unknown): boolean {
  return causes(error).some(
    (cause) =>
      (typeof cause.code === 'string' && UNSTORABLE_TEXT_CODES.has(cause.code)) || isUnreadableJson(cause),
  );
}

/** The error and its causes (the driver's error sits under the ORM's). */
function causes(error: unknown): { code?: unknown; message?: unknown }[] {
  const chain: { code?: unknown; message?: unknown }[] = [];
  for (
    let e: unknown = error;
    e && typeof e === 'object' && chain.length < 5;
    e = (e as { cause?: unknown }).cause
  )
    chain.push(e as { code?: unknown; message?: unknown });
  return chain;
}
