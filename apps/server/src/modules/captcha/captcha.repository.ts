import { eq, lt } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { captchaConsumed } from './captcha.tables';

/**
 * Records a challenge as used; false when it already was (atomic, so two submissions cannot both win).
 * Challenges expired by `now` are forgotten on the way.
 */
export async function consumeChallenge(
  tx: Tx,
  challengeId: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await tx.delete(captchaConsumed).where(lt(captchaConsumed.expiresAt, now));
  const rows = await tx
    .insert(captchaConsumed)
    .values({ challengeId, expiresAt })
    .onConflictDoNothing({ target: captchaConsumed.challengeId })
    .returning({ challengeId: captchaConsumed.challengeId });
  return rows.length === 1;
}

export async function isChallengeConsumed(tx: Tx, challengeId: string): Promise<boolean> {
  const rows = await tx
    .select({ challengeId: captchaConsumed.challengeId })
    .from(captchaConsumed)
    .where(eq(captchaConsumed.challengeId, challengeId));
  return rows.length > 0;
}
