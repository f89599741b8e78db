import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from './app-error';
import type { Clock } from './clock';

/**
 * Authenticated encryption (AES-256-GCM) of small JSON payloads that travel through the browser,
 * such as the registration wizard's data kept in a cookie while the user visits the identity
 * provider. The expiry is inside the ciphertext; anything tampered, foreign or expired is
 * ERROR_INVALID_OBJECT. The expiry is set and checked on `clock`. `key` is 32 bytes used for nothing
 * else: `deriveKey('content-cipher')` (core/keys.ts).
 */
export function createContentCipher(key: Buffer, clock: Clock) {
  return {
    encipher(content: Record<string, unknown>, ttlSeconds: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = Buffer.from(JSON.stringify({ exp: clock.now().getTime() + ttlSeconds * 1000, content }));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    decipher(value: string): Record<string, unknown> {
      try {
        const raw = Buffer.from(value, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
        const { exp, content } = JSON.parse(plain.toString('utf8')) as {
          exp: number;
          content: Record<string, unknown>;
        };
        if (typeof exp !== 'number' || exp < clock.now().getTime()) throw new Error('expired');
        return content;
      } catch {
        throw new AppError('ERROR_INVALID_OBJECT');
      }
    },
  };
}
