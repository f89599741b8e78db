import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { preparedQuery } from '../../core/prepared-query';
import { loginThrottle } from './login-throttle.tables';

/** Failures before a key is locked: an account is strict, an address (offices behind one NAT) less so. */
export const THRESHOLD = { user: 5, ip: 20 } as const;
/** Lock after reaching the threshold: 30 s, doubling with every further failure, at most 15 minutes. */
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;
/** A key quiet for this long starts from zero again. */
const FORGET_AFTER_SECONDS = 60 * 60;

/** The instant the service saw, as SQL: every comparison uses it rather than the database's `now()`. */
const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * One atomic statement that counts a failure on `key` *before* anything is checked, unless `key` is
 * locked at `now` (then nothing changes and no row is returned). The upsert locks the row, so
 * parallel statements queue up and each either takes a slot or finds the key locked: a row comes
 * back only when the attempt was admitted. `onlyIf` can veto the attempt.
 */
function countAttempt(
  key: string,
  threshold: number,
  now: Date,
  onlyIf: SQL = sql`true`,
  alsoReturn: SQL = sql``,
) {
  const at = instant(now);
  const failures = sql`(case when t.updated_at < ${at} - make_interval(secs => ${FORGET_AFTER_SECONDS}) then 1 else t.failures + 1 end)`;
  return sql`
    insert into login_throttle as t (key, failures, locked_until, updated_at)
    select ${key}, 1, null, ${at} where ${onlyIf}
    on conflict (key) do update set
      failures = ${failures},
      locked_until = ${lockUntil(failures, threshold, at)},
      updated_at = ${at}
    where t.locked_until is null or t.locked_until <= ${at}
    returning true as admitted${alsoReturn}`;
}

/** What the throttle said to a password check: refused (and why), or admitted. */
export type Admission =
  | { admitted: false; refusal: 'account-locked' | 'address-locked' }
  /** `locksOnFailure`: this attempt reached the account's threshold; a wrong password locks it now. */
  | { admitted: true; locksOnFailure: boolean };

/**
 * Admits a password check for an account from an address: refused when the address is locked (nothing
 * is counted) or the account is locked. The account's slot is taken now and given back on success.
 * One statement still: it also tells which key refused, and whether the attempt just locked the
 * account, for the sign-in log (decision 060).
 */
export async function admitAttempt(
  tx: Tx,
  accountKey: string,
  addressKey: string,
  now: Date,
): Promise<Admission> {
  const at = instant(now);
  const result = await tx.execute(sql`
    with address as (
      select exists (select 1 from login_throttle where key = ${addressKey} and locked_until > ${at}) as locked
    ), counted as (
      ${countAttempt(accountKey, THRESHOLD.user, now, sql`not (select locked from address)`, sql`, t.locked_until > ${at} as locks`)}
    )
    select (select locked from address) as "addressLocked",
      exists (select 1 from counted) as admitted,
      coalesce((select locks from counted), false) as locks`);
  const row = rowsOf<{ addressLocked: boolean; admitted: boolean; locks: boolean }>(result)[0];
  if (row?.admitted === true) return { admitted: true, locksOnFailure: row.locks === true };
  return { admitted: false, refusal: row?.addressLocked ? 'address-locked' : 'account-locked' };
}

/** Counts a failed attempt against an address (accounts were counted on admission). */
export async function countAddressFailure(tx: Tx, addressKey: string, now: Date): Promise<void> {
  await tx.execute(countAttempt(addressKey, THRESHOLD.ip, now));
}

/**
 * A correct password: the account's counter starts afresh and its lock, if any, is lifted. On every
 * sign-in's path: a prepared query.
 */
export async function clearAccount(tx: Tx, accountKey: string): Promise<void> {
  await preparedQuery(tx, 'login_throttle_clear', (name) =>
    tx
      .update(loginThrottle)
      .set({ failures: 0, lockedUntil: null })
      .where(eq(loginThrottle.key, sql.placeholder('key')))
      .prepare(name),
  ).execute({ key: accountKey });
}

/** The lock that `failures` failures earn: none below the threshold, then doubling up to the maximum. */
function lockUntil(failures: SQL, threshold: number, at: SQL) {
  return sql`case when ${failures} >= ${threshold}
    then ${at} + make_interval(secs => least(${MAX_LOCK_SECONDS}, ${FIRST_LOCK_SECONDS} * power(2, ${failures} - ${threshold})))
    else null end`;
}

/** node-postgres and PGlite both answer `{ rows }`, under different types. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}
