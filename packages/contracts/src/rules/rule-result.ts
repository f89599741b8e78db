import type { ErrorKey } from '../common/errors';

/**
 * What every validation rule returns: the normalised value (upper- or lower-cased as the rule says),
 * or the spec's error key with an optional detail (for example the offending character).
 */
export type RuleResult<T = string> = { ok: true; value: T } | { ok: false; key: ErrorKey; detail?: string };

export const pass = <T>(value: T): RuleResult<T> => ({ ok: true, value });

export const fail = <T = string>(key: ErrorKey, detail?: string): RuleResult<T> =>
  detail === undefined ? { ok: false, key } : { ok: false, key, detail };
