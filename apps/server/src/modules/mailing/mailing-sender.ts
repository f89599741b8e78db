import { randomUUID } from 'node:crypto';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, within } from '../../core/context';
import { enqueueMails } from '../../core/mail-outbox';
import { campaignRenderer } from '../mail-templates/mail-templates.campaign';
import { campaignObject, RESOURCE } from './mailing.audit-labels';
import type { CampaignRow } from './mailing.tables';
import { audienceWhere, findAudience } from './mailing-audiences.repository';
import {
  claimCampaign,
  findDueCampaignIds,
  hasQueued,
  insertRecipients,
  lockQueuedRecipients,
  markHanded,
  markRecipients,
  type QueuedRecipient,
  updateCampaign,
} from './mailing-campaigns.repository';
import { unsubscribeToken } from './mailing-unsubscribe-token';

/**
 * The campaign sender (decision 075), run every second by every process. Exactly one mail per person:
 * - a campaign starts once: the scheduled row is locked (SKIP LOCKED) while its people are written,
 *   one row each (the primary key), in the transaction that marks it sending;
 * - each batch locks the campaign's row (SKIP LOCKED: one process hands a campaign's batch at a
 *   time, and the pace holds across processes through `next_batch_at`), locks its next queued
 *   people, writes their mails to the outbox and marks them handed, in one transaction: a crash
 *   undoes the whole batch, never half of it;
 * - the outbox then sends each message once (its own claim is SKIP LOCKED too), with a Message-ID
 *   fixed per campaign and person, so that the one mail a crash between the server's acceptance and
 *   its record could send again is the same message to the receiving mailbox.
 */

export interface SenderConfig {
  /** The portal's address, for the links in the mails. */
  publicUrl: string;
}

/** One round: starts the due campaigns and hands each sending campaign's due batch; returns mails handed. */
export async function runCampaignSender(ctx: ServiceContext, config: SenderConfig): Promise<number> {
  let handed = 0;
  for (const id of await findDueCampaignIds(ctx.tx, ctx.clock.now()))
    handed += await advance(ctx, config, id);
  return handed;
}

async function advance(ctx: ServiceContext, config: SenderConfig, id: number): Promise<number> {
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const now = ctx.clock.now();
    const due = await claimCampaign(tx, id, 'scheduled', now);
    if (due) {
      const audience = await findAudience(tx, due.audienceId);
      const people = audience ? await insertRecipients(tx, id, audienceWhere(audience)) : 0;
      await updateCampaign(tx, id, { state: 'sending', startedAt: now, nextBatchAt: now });
      audit({
        resource: RESOURCE,
        objectId: campaignObject(id),
        action: 'update',
        before: { State: 'scheduled' },
        after: { State: 'sending', Recipients: people },
      });
      ctx.log.info({ campaignId: id, recipients: people }, 'campaign started');
      return 0;
    }
    const sending = await claimCampaign(tx, id, 'sending', now);
    if (!sending) return 0;
    const handed = await handBatch(inTx, config, sending);
    await updateCampaign(tx, id, { nextBatchAt: new Date(now.getTime() + 1000) });
    if (!(await hasQueued(tx, id))) {
      await updateCampaign(tx, id, { state: 'sent', finishedAt: now });
      audit({
        resource: RESOURCE,
        objectId: campaignObject(id),
        action: 'update',
        before: { State: 'sending' },
        after: { State: 'sent' },
      });
      ctx.log.info({ campaignId: id }, 'campaign handed over in full');
    }
    return handed;
  });
}

/** A second's worth of the campaign's people: their mails to the outbox, those who unsubscribed since left out. */
async function handBatch(ctx: ServiceContext, config: SenderConfig, campaign: CampaignRow): Promise<number> {
  const people = await lockQueuedRecipients(ctx.tx, campaign.id, campaign.ratePerSecond);
  const left = people.filter((p) => !p.newsletter || !p.enabled);
  const reached = people.filter((p) => p.newsletter && p.enabled);
  if (left.length)
    await markRecipients(
      ctx.tx,
      campaign.id,
      left.map((p) => p.userId),
      'skipped',
    );
  const render = await campaignRenderer(ctx, campaign.templateId);
  if (!render || reached.length === 0) {
    // Its template deleted meanwhile (the database refuses that while the campaign names it): nothing to send.
    if (!render && reached.length)
      await markRecipients(
        ctx.tx,
        campaign.id,
        reached.map((p) => p.userId),
        'skipped',
      );
    return 0;
  }
  const host = new URL(config.publicUrl).host;
  const mails = await Promise.all(reached.map((p) => mailFor(p, campaign.id, config, host, render)));
  await enqueueMails(ctx, 'campaign', mails);
  await markHanded(
    ctx.tx,
    campaign.id,
    mails.map((m, i) => ({ userId: (reached[i] as QueuedRecipient).userId, outboxId: m.id })),
    ctx.clock.now(),
  );
  return mails.length;
}

async function mailFor(
  person: QueuedRecipient,
  campaignId: number,
  config: SenderConfig,
  host: string,
  render: NonNullable<Awaited<ReturnType<typeof campaignRenderer>>>,
) {
  const token = await unsubscribeToken(campaignId, person.userId);
  const page = `${config.publicUrl}/unsubscribe/${token}`;
  const oneClick = `${config.publicUrl}/api/MLC/Unsubscribe/OneClick/${token}`;
  const mail = render(person.languageId, {
    PortalUrl: config.publicUrl,
    Link: config.publicUrl,
    Unsubscribe: page,
    'Company.Name': person.companyName,
    'User.FirstName': person.firstName,
    'User.LastName': person.lastName,
    'User.UserName': person.userName,
    'User.Email': person.email,
  });
  return {
    id: randomUUID(),
    to: person.email,
    ...mail,
    messageId: `<campaign-${campaignId}-${person.userId}@${host}>`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
