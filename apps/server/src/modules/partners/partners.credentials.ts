import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../core/keys';

/**
 * A partner's client credentials (decision 080). The client id is public; the secret is 256 random
 * bits given once and kept as an HMAC under its own derived key: a secret that strong needs no slow
 * hash (no dictionary reaches it), and a leaked table row still does not give it.
 */

export const newClientId = () => `sp_${randomBytes(12).toString('hex')}`;

export const newClientSecret = () => randomBytes(32).toString('base64url');

export const hashClientSecret = (secret: string) =>
  createHmac('sha256', deriveKey('partner-client-secret')).update(secret).digest('hex');

/** Whether `secret` is the one `hash` was made of, in constant time. */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashClientSecret(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The client's credentials of a token request: HTTP Basic (RFC 6749 §2.3.1, each part
 * form-url-encoded), else the body's `client_id` and `client_secret`.
 */
export function clientCredentials(
  authorization: string | undefined,
  body: { client_id?: string; client_secret?: string },
): { clientId: string; secret: string } | undefined {
  const basic = authorization?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i);
  if (basic) {
    const decoded = Buffer.from(basic[1] as string, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 1) return undefined;
    try {
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
        secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
      };
    } catch {
      return undefined;
    }
  }
  if (body.client_id && body.client_secret) return { clientId: body.client_id, secret: body.client_secret };
  return undefined;
}
