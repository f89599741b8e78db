import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. (Algorithm 2 = Argon2id; the
 * library's enum is a `const enum`, which isolated modules cannot import.) */
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const PARAMS_TAG = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
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
  return !storedHash.startsWith(PARAMS_TAG);
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hash('not a password: equalises timing for unknown accounts', PARAMS);
  return dummy;
}
