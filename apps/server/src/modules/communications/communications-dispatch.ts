import { randomUUID } from 'node:crypto';
import { htmlToText } from '@sportello/contracts/backoffice/mail-templates.values';
import { languageCode } from '@sportello/i18n/languages';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, within } from '../../core/context';
import { enqueueMails, enqueueSms } from '../../core/mail-outbox';
import { normalisePhone } from '../../core/sms';
import { serviceMailRenderer } from '../mail-templates/mail-templates.service';
import { toNewsItem } from './communications.presenters';
import type { CommunicationRow } from './communications.tables';
import {
  type Addressee,
  claimDueDispatch,
  findAddressees,
  findDueDispatchIds,
  insertDeliveries,
  markDispatched,
} from './communications-dispatch.repository';

/**
 * Publishing an SMS/e-mail communication (type 18) sends it, once (decision 076): every process
 * looks every few seconds for one published, inside its window and not sent; the one that locks it
 * (SKIP LOCKED) queues a mail to each person it addresses — and a text message to each with a
 * mobile number when it has an SMS text and a provider is configured — records each person's
 * message and marks it sent, in one transaction. The outbox then sends each message once.
 */

export interface DispatchConfig {
  /** The portal's address, for the link to the communication in each mail. */
  publicUrl: string;
  /** Whether an SMS provider is configured (core/sms.ts). */
  smsAvailable: boolean;
}

const RESOURCE = 'communications';

/** One round: sends every communication that has become due; returns the messages queued. */
export async function dispatchCommunications(ctx: ServiceContext, config: DispatchConfig): Promise<number> {
  let queued = 0;
  for (const id of await findDueDispatchIds(ctx.tx, ctx.clock.now()))
    queued += await dispatch(ctx, config, id);
  return queued;
}

async function dispatch(ctx: ServiceContext, config: DispatchConfig, id: number): Promise<number> {
  return auditedTransaction(ctx, async (tx, audit) => {
    const now = ctx.clock.now();
    const row = await claimDueDispatch(tx, id, now);
    if (!row) return 0;
    const inTx = within(ctx, tx);
    const people = await findAddressees(tx, row);
    // One message per mailbox and per phone: a consultant with accounts in two companies gets one.
    const mails = await mailsFor(
      inTx,
      config,
      row,
      onePer(people, (p) => p.email.toLowerCase()),
    );
    const sms = config.smsAvailable ? smsFor(row, people) : [];
    await enqueueMails(
      inTx,
      'communication',
      mails.map((m) => m.mail),
    );
    await enqueueSms(
      inTx,
      'communication',
      sms.map((m) => m.sms),
    );
    await insertDeliveries(tx, [
      ...mails.map((m) => ({
        communicationId: id,
        userId: m.userId,
        channel: 'email' as const,
        outboxId: m.mail.id,
      })),
      ...sms.map((m) => ({
        communicationId: id,
        userId: m.userId,
        channel: 'sms' as const,
        outboxId: m.sms.id,
      })),
    ]);
    await markDispatched(tx, id, now);
    audit({
      resource: RESOURCE,
      objectId: id,
      action: 'update',
      before: { DispatchedAt: null },
      after: { DispatchedAt: now.toISOString(), Emails: mails.length, Sms: sms.length },
    });
    ctx.log.info({ communicationId: id, emails: mails.length, sms: sms.length }, 'communication sent');
    return mails.length + sms.length;
  });
}

/** Each person's mail, in their language (the English version when there is one), from the template. */
async function mailsFor(
  ctx: ServiceContext,
  config: DispatchConfig,
  row: CommunicationRow,
  people: Addressee[],
) {
  const render = await serviceMailRenderer(ctx, 'communication');
  const host = new URL(config.publicUrl).host;
  const versions = { it: toNewsItem(row, 'it'), en: toNewsItem(row, 'en') };
  return people.map((p) => {
    const item = versions[languageCode(p.languageId)];
    const content = render(
      {
        PortalUrl: config.publicUrl,
        Link: `${config.publicUrl}/news/${row.id}`,
        Title: item.Title,
        Summary: item.Summary,
        // Sanitised when the communication was saved.
        Body: { html: item.Body, text: htmlToText(item.Body) },
        'Company.Name': p.companyName,
        'User.FirstName': p.firstName,
        'User.LastName': p.lastName,
        'User.UserName': p.userName,
        'User.Email': p.email,
      },
      p.languageId,
    );
    const mail = {
      id: randomUUID(),
      to: p.email,
      ...content,
      // The same message to the receiving mailbox if a crash ever makes the outbox send it again.
      messageId: `<communication-${row.id}-${p.userId}@${host}>`,
    };
    return { userId: p.userId, mail };
  });
}

/** The first person of each key (an address, a number); those without one (an empty key) left out. */
function onePer(people: Addressee[], key: (p: Addressee) => string | undefined): Addressee[] {
  const seen = new Set<string>();
  return people.filter((p) => {
    const k = key(p);
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** A text message to each mobile number the provider can reach, when the communication has an SMS text. */
function smsFor(row: CommunicationRow, people: Addressee[]) {
  const text = row.details.SmsText;
  if (!text) return [];
  return onePer(people, (p) => normalisePhone(p.mobilePhone)).map((p) => ({
    userId: p.userId,
    sms: { id: randomUUID(), to: normalisePhone(p.mobilePhone) as string, text },
  }));
}
