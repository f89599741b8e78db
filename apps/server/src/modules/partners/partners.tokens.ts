import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { deriveKey } from '../../core/keys';

/**
 * A partner's access tokens (decision 080): JWTs signed with the portal's own key for them (HS256,
 * derived for this purpose alone), so that a call is checked without a database read for the
 * token; the partner row is still read on each call, so that disabling a partner stops its tokens at
 * once. Short-lived (the partner's lifetime, an hour by default), never refreshed: the partner asks
 * for a new one with its credentials.
 */

const AUDIENCE = 'sportello-partner-api';
const ISSUER = 'sportello';
const ALGORITHM = 'HS256';

const tokenKey = () => new Uint8Array(deriveKey('partner-access-token'));

export interface TokenClaims {
  partnerId: number;
  scopes: string[];
}

export async function signPartnerToken(
  claims: TokenClaims,
  now: Date,
  lifetimeSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope: claims.scopes.join(' ') })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'at+jwt' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(claims.partnerId))
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(tokenKey());
}

/** The claims of a token that is genuine and live at `now`; undefined otherwise (forged, expired, other audience). */
export async function readPartnerToken(token: string, now: Date): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, tokenKey(), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      issuer: ISSUER,
      currentDate: now,
      typ: 'at+jwt',
    });
    const partnerId = Number(payload.sub);
    if (!Number.isInteger(partnerId) || typeof payload.scope !== 'string') return undefined;
    return { partnerId, scopes: payload.scope.split(' ').filter(Boolean) };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
