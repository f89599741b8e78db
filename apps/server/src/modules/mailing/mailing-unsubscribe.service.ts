import type { UnsubscribeState } from '@sportello/contracts/backoffice/mailing.contract';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import type { ServiceContext } from '../../core/context';
import { within } from '../../core/context';
import { getUserById, getUsersByEmail, setNewsletter } from '../users/users.service';
import { markUnsubscribed } from './mailing-campaigns.repository';
import { claimsOf } from './mailing-unsubscribe-token';

/**
 * Unsubscribing through a campaign mail's link (decision 075, RFC 8058): from the page it opens, or
 * from the mail client's one-click POST; the link's token (mailing-unsubscribe-token.ts) names the
 * person, so no session is needed.
 */

/** An address with most of its name hidden: enough for its owner to recognise it, not to harvest it. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

type State = z.infer<typeof UnsubscribeState>;

/** What the link's page shows: whose address, and whether it already receives no campaign. */
export async function getUnsubscribe(ctx: ServiceContext, token: string): Promise<State> {
  const { u } = await claimsOf(token);
  const user = await getUserById(ctx, u);
  if (!user) throw new AppError('ERROR_UNSUBSCRIBE_LINK');
  return { Email: maskedEmail(user.email), Unsubscribed: !user.newsletter };
}

/**
 * The address the link names accepts no more campaign mail — every account of it, as a campaign
 * sends one mail per address (their profiles can turn it back on); service mail is unaffected.
 * Idempotent: a second click changes nothing. Audited as each person's own change; the campaign's
 * report counts it.
 */
export async function unsubscribe(ctx: ServiceContext, token: string): Promise<State> {
  const { c, u } = await claimsOf(token);
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const user = await getUserById(inTx, u);
    if (!user) throw new AppError('ERROR_UNSUBSCRIBE_LINK');
    if (user.newsletter) await markUnsubscribed(tx, c, u, ctx.clock.now());
    const accounts = user.email ? await getUsersByEmail(inTx, user.email) : [user];
    for (const account of accounts.filter((a) => a.newsletter)) {
      await setNewsletter(inTx, account.id, false);
      audit({
        resource: 'users',
        objectId: account.id,
        action: 'update',
        before: { NewsLetter: true },
        after: { NewsLetter: false, Campaign: c },
      });
    }
    return { Email: maskedEmail(user.email), Unsubscribed: true };
  });
}
