import { OWASP_HASH_COST } from '../src/core/passwords';
import { ANTI_ENUMERATION_FLOOR_MS } from '../src/core/timing';

/**
 * What the test apps run with unless a test says otherwise: the cheapest argon2id hash (0.1 ms
 * instead of about 50 ms a sign-in) and no anti-enumeration floor (400 ms a recovery call). The
 * template database is seeded with the same cost (template-database.ts).
 */
export const TEST_COSTS = {
  PASSWORD_HASH_MEMORY_KIB: '8',
  PASSWORD_HASH_TIME_COST: '1',
  ANTI_ENUMERATION_FLOOR_MS: '0',
} as const;

/** The production floor, for the tests that time the answers which must not reveal accounts. */
export const PRODUCTION_FLOOR = { ANTI_ENUMERATION_FLOOR_MS: String(ANTI_ENUMERATION_FLOOR_MS) } as const;

/**
 * The production hash cost, for the tests that time sign-ins. Hashing is the process's, not the
 * app's (core/passwords.ts): a file that uses it builds no app with another cost.
 */
export const PRODUCTION_HASHING = {
  PASSWORD_HASH_MEMORY_KIB: String(OWASP_HASH_COST.memoryCost),
  PASSWORD_HASH_TIME_COST: String(OWASP_HASH_COST.timeCost),
} as const;
