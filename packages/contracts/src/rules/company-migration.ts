import { fail, pass, type RuleResult } from './rule-result';

/**
 * The rules of a company's migration to the customer hub (decision 042): the day it takes effect and
 * the address its users are sent to. The contract, the server and the back office's dialog all check
 * with these.
 */

/** How far ahead a migration may be planned: a date years away is a typing slip, not a plan. */
export const MIGRATION_HORIZON_YEARS = 2;

export const MIGRATION_URL_MAX_LENGTH = 2000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A migration day: a real `YYYY-MM-DD` date from `today` (the portal's today, common/days.ts) up to
 * the horizon. A past day is refused: the portal let the company's people in on that day, so it is
 * not when their migration took effect.
 */
export function checkMigrationDate(value: string, today: string): RuleResult {
  const match = ISO_DAY.exec(value.trim());
  if (!match) return fail('ERROR_DATE_INVALID');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return fail('ERROR_DATE_INVALID');
  const latest = `${Number(today.slice(0, 4)) + MIGRATION_HORIZON_YEARS}${today.slice(4)}`;
  const iso = match[0];
  return iso < today || iso > latest ? fail('ERROR_MIGRATION_DATE') : pass(iso);
}

/**
 * Where a migrated company's users are sent: a whole https address (a plain-http hub would take
 * them off the secure portal), without a user name or password in it (the address is shown on
 * pages and kept in the audit log). Empty is allowed by the caller: the portal's configured hub.
 */
export function checkMigrationUrl(value: string): RuleResult {
  const text = value.trim();
  const url = text.length <= MIGRATION_URL_MAX_LENGTH ? parsedUrl(text) : undefined;
  if (url?.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '')
    return fail('ERROR_MIGRATION_URL');
  return pass(url.href);
}

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}
