import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@sportello/contracts/auth/second-factor.values';
import { deriveKey } from '../../core/keys';

/**
 * The second factor's secrets at rest (decision 078). An authenticator's secret must be read back to
 * check codes, so it is sealed (AES-256-GCM under a key derived for this use alone); recovery codes
 * are only ever compared, so only a keyed hash of each is kept. Both keys come from COOKIE_SECRET:
 * changing it makes every authenticator and recovery code unreadable (users enrol again).
 */

export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey('second-factor:totp-secret'), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unsealSecret(sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    deriveKey('second-factor:totp-secret'),
    raw.subarray(0, 12),
  );
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** Letters and digits that cannot be mistaken for one another when copied from paper (no l, o, 0, 1). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten new recovery codes, `xxxxx-xxxxx` (about 50 bits each). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);

/** A recovery code as kept: bound to its user, so that one user's hash says nothing of another's. */
export const recoveryCodeHash = (userId: string, code: string): string =>
  createHmac('sha256', deriveKey('second-factor:recovery-code')).update(`${userId}:${code}`).digest('hex');
