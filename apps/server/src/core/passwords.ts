import { hash, verify } from '@node-rs/argon2';

/** How costly a new hash is: argon2id memory in KiB and passes (one lane). */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/**
 * OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. The production default, and the
 * least the configuration accepts outside the test suites (config.ts).
 */
export const OWASP_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

// Algorithm 2 = Argon2id; the library's enum is a `const enum`, which isolated modules cannot import.
const paramsOf = (cost: PasswordHashCost) => ({ algorithm: 2, parallelism: 1, ...cost }) as const;
const tagOf = (cost: PasswordHashCost) => `$argon2id$v=19$m=${cost.memoryCost},t=${cost.timeCost},p=1$`;

let cost = OWASP_HASH_COST;
let params = paramsOf(cost);
let paramsTag = tagOf(cost);

/**
 * Sets the cost of the hashes made from now on in this process (one portal per process: `buildApp`
 * calls it with the configuration's cost). Verifying reads the cost from the stored hash; a stored
 * hash of another cost is replaced at the next sign-in (`needsRehash`).
 */
export function configurePasswordHashing(next: PasswordHashCost): void {
  const tag = tagOf(next);
  if (tag === paramsTag) return;
  cost = { memoryCost: next.memoryCost, timeCost: next.timeCost };
  params = paramsOf(cost);
  paramsTag = tag;
  dummy = undefined;
}

/** The cost of the hashes this process makes now. */
export function passwordHashCost(): PasswordHashCost {
  return cost;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

/**
 * Verifies a password. Without a stored hash (unknown user, SSO-only user) it verifies against a
 * dummy hash anyway, so that the answer takes the same time whether or not the account exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

/** True when a stored hash was made with other parameters: it is replaced at the next sign-in. */
export function needsRehash(storedHash: string): boolean {
  return !storedHash.startsWith(paramsTag);
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash('not a password: equalises timing for unknown accounts', params);
  return dummy;
}
