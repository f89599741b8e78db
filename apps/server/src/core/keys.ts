import { hkdfSync } from 'node:crypto';

/**
 * Every key the server derives from its one configured secret (`COOKIE_SECRET`), in one place
 * (decision 033): HKDF-SHA-256 with a fixed salt and the key's purpose as the `info`, 32 bytes. Each
 * use gets a key of its own — a token's MAC, a signed token, the content cipher, the captcha
 * signatures — so that nothing signed or hashed for one purpose is ever accepted for another.
 *
 * The secret is the process's, set once when the application is built (`configureKeys`, from
 * `buildApp`), as the password-hashing cost is; deriving a key before that is a programming error.
 */

/** Fixed and public: HKDF's salt only separates these keys from any other use of the same secret. */
const SALT = 'sportello/keys/v1';
const KEY_BYTES = 32;

let root: string | undefined;
const derived = new Map<string, Buffer>();

/** Sets the secret every key is derived from (the configuration's `cookieSecret`). */
export function configureKeys(secret: string): void {
  if (secret.length === 0) throw new Error('the key secret must not be empty');
  if (secret === root) return;
  root = secret;
  derived.clear();
}

/** The key of `purpose` under the configured secret (`configureKeys`). */
export function deriveKey(purpose: string): Buffer {
  if (root === undefined) throw new Error('keys are not configured: call configureKeys first');
  let key = derived.get(purpose);
  if (!key) {
    key = hkdfKey(root, purpose);
    derived.set(purpose, key);
  }
  return key;
}

/** The key of `purpose` under `secret`: the same for the same both, unrelated for any other purpose. */
export function hkdfKey(secret: string, purpose: string): Buffer {
  if (purpose.length === 0) throw new Error('a key needs a purpose');
  return Buffer.from(hkdfSync('sha256', secret, SALT, purpose, KEY_BYTES));
}
