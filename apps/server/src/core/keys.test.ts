import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configureKeys, deriveKey, hkdfKey } from './keys';

const SECRET = 'a-secret-of-at-least-32-characters-long';

describe('derived keys', () => {
  it('are HKDF-SHA-256 of the secret, 32 bytes, one per purpose', () => {
    const key = hkdfKey(SECRET, 'kb-token');
    expect(key).toHaveLength(32);
    expect(key).toEqual(Buffer.from(hkdfSync('sha256', SECRET, 'sportello/keys/v1', 'kb-token', 32)));
    expect(hkdfKey(SECRET, 'kb-token')).toEqual(key);
    const purposes = ['kb-token', 'kb-session', 'content-cipher', 'captcha-challenge', 'captcha-key'];
    const keys = purposes.map((purpose) => hkdfKey(SECRET, purpose).toString('hex'));
    expect(new Set(keys).size).toBe(purposes.length);
    // Another secret, other keys.
    expect(hkdfKey(`${SECRET}!`, 'kb-token')).not.toEqual(key);
    expect(() => hkdfKey(SECRET, '')).toThrow();
  });

  it('come from the configured secret', () => {
    configureKeys(SECRET);
    expect(deriveKey('content-cipher')).toEqual(hkdfKey(SECRET, 'content-cipher'));
    expect(deriveKey('single-use-token:invitation')).not.toEqual(deriveKey('single-use-token:sso_handle'));
    configureKeys(`${SECRET}!`);
    expect(deriveKey('content-cipher')).toEqual(hkdfKey(`${SECRET}!`, 'content-cipher'));
  });
});
