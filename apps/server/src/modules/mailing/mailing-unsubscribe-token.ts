import { CompactSign, compactVerify } from 'jose';
import { AppError } from '../../core/app-error';
import { deriveKey } from '../../core/keys';

/**
 * The unsubscribe link's token (decision 075, RFC 8058): signed by the portal (HS256 under a key of
 * its own purpose), naming the person and the campaign, so that the link works without a session
 * and cannot be made for anyone else. It never expires: an old mail's link must still work.
 */

const PURPOSE = 'campaign-unsubscribe';
const encoder = new TextEncoder();

interface Claims {
  /** The campaign. */
  c: number;
  /** The person. */
  u: string;
}

export function unsubscribeToken(campaignId: number, userId: string): Promise<string> {
  const claims: Claims = { c: campaignId, u: userId };
  return new CompactSign(encoder.encode(JSON.stringify(claims)))
    .setProtectedHeader({ alg: 'HS256' })
    .sign(deriveKey(PURPOSE));
}

/** The person and campaign a link names; ERROR_UNSUBSCRIBE_LINK for one the portal did not make. */
export async function claimsOf(token: string): Promise<Claims> {
  try {
    const { payload } = await compactVerify(token, deriveKey(PURPOSE), { algorithms: ['HS256'] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<Claims>;
    if (typeof claims.c === 'number' && typeof claims.u === 'string') return { c: claims.c, u: claims.u };
  } catch {
    // Below: whatever is wrong with it, it is not a link the portal made.
  }
  throw new AppError('ERROR_UNSUBSCRIBE_LINK');
}
