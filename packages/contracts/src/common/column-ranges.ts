import { z } from 'zod';

/**
 * Numbers and instants as the database's columns hold them. zod's `int()` stops at JavaScript's
 * safe integers (2^53), PostgreSQL's `integer` at 2^31 and `smallint` at 2^15, and a timestamp the
 * browser's `Date` reads (year 0, or year 10000 once a -14:00 offset is applied) may be one
 * PostgreSQL refuses: a value in between passed validation and failed in the database, a 500.
 * Every id, number and date of a contract is one of these, so that it is refused with a 400 first.
 */

export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
export const SMALLINT_MIN = -32_768;
export const SMALLINT_MAX = 32_767;

/** A PostgreSQL `integer`. */
export const int4 = z.number().int().min(INT4_MIN).max(INT4_MAX);

/** A PostgreSQL `smallint`: types, roles, modes. */
export const smallint = z.number().int().min(SMALLINT_MIN).max(SMALLINT_MAX);

/** The id of a row (`serial`): a positive `integer`. */
export const int4Id = z.number().int().min(1).max(INT4_MAX);

/** The same id as a path segment or query value (`/Detail/:Id`), read from its text. */
export const int4IdText = z.coerce.number().int().min(1).max(INT4_MAX);

/**
 * The earliest and latest instants a contract takes: 1900 is older than any date the portal
 * records (publication windows, events, releases, the audit log), and the year ends at 9999 —
 * the spec's placeholder for "no end" (§9), which formatDate shows as empty.
 */
export const EARLIEST_INSTANT = Date.UTC(1900, 0, 1);
export const LATEST_INSTANT = Date.UTC(10_000, 0, 1) - 1;

/** True when an ISO 8601 instant falls within the range above, its offset applied. */
export function isInstantInRange(value: string): boolean {
  const time = Date.parse(value);
  return time >= EARLIEST_INSTANT && time <= LATEST_INSTANT;
}

/**
 * An instant on the wire: ISO 8601 with a zone or offset, between 1900 and the end of 9999. A text
 * that is no instant at all is one problem, not two: the range is checked only after the format.
 */
export const wireInstant = z.iso
  .datetime({ offset: true, error: 'ERROR_DATE_INVALID', abort: true })
  .refine(isInstantInRange, 'ERROR_DATE_INVALID');

/** A calendar day, `YYYY-MM-DD`, in the same years as `wireInstant` (PostgreSQL's `date` has no year 0). */
export const wireDate = z.iso
  .date({ error: 'ERROR_DATE_INVALID' })
  .refine((v) => v >= '1900-01-01', 'ERROR_DATE_INVALID');
