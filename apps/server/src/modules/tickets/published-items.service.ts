import type { PublishedItem, QueueTicketDetail } from '@sportello/contracts/backoffice/helpdesk.contract';
import { safeFileName } from '@sportello/contracts/common/file-name';
import { attachmentTypeOf } from '@sportello/contracts/tickets/tickets.values';
import type { z } from 'zod';
import { AppError, isAppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { portalToday } from '../../core/clock';
import { type ServiceContext, within } from '../../core/context';
import { isUniqueViolation } from '../../core/database';
import { mailText } from '../../core/mail-layout';
import { enqueueMail } from '../../core/mail-outbox';
import { getCompanyWithParents } from '../companies/companies.service';
import { serviceMailRenderer } from '../mail-templates/mail-templates.service';
import { getUserById, getUsersOfCompany } from '../users/users.service';
import { getQueueTicket } from './helpdesk.service';
import { announceTicketsChanged } from './tickets.events';
import { helpdeskPermission } from './tickets.policy';
import { findLastCodeNumber, insertMessage, insertTicket } from './tickets.repository';
import { auditView, type TicketsSettings } from './tickets.service';
import { type AttachmentInput, checkAttachment, storeAttachments } from './tickets-attachments.service';

/**
 * Analyses and reports support publishes for a company (spec §2 Support area): an item of the
 * company as a whole (no parent, so under every parent it is signed in with), its text the first
 * message and its PDF that message's attachment, so the support area's detail modal shows and
 * downloads them as any other. It is delivered, not work to do: it is published closed, out of the
 * queue's unfinished views and of the customers' open count, handled by whoever published it. Every
 * user of the company, who may all read it, is told by mail (decision 039).
 */

type Input = z.output<typeof PublishedItem>;

const fieldError = (path: string, error: AppError) =>
  new AppError(error.key, error.detail, [
    { path, key: error.key, ...(error.detail !== undefined && { detail: error.detail }) },
  ]);

/** The PDF, checked like every attachment (size, name, content) and refused for any other type. */
function checkPdf(file: AttachmentInput) {
  const name = safeFileName(file.FileName);
  if (attachmentTypeOf(name) !== 'application/pdf')
    throw fieldError('Attachment', new AppError('ERROR_ATTACHMENT_TYPE', name));
  try {
    return checkAttachment(file);
  } catch (error) {
    throw isAppError(error) ? fieldError('Attachment', error) : error;
  }
}

/** The next code of the type in the current year, in the vendor's format: AN-2026-0150. */
async function nextCode(ctx: ServiceContext, type: Input['ItemType']): Promise<string> {
  const prefix = `${type.toUpperCase()}-${portalToday(ctx.clock).slice(0, 4)}-`;
  const next = (await findLastCodeNumber(ctx.tx, prefix)) + 1;
  return `${prefix}${String(next).padStart(4, '0')}`;
}

export async function publishItem(
  ctx: ServiceContext,
  input: Input,
  settings: TicketsSettings,
): Promise<QueueTicketDetail> {
  const grant = await helpdeskPermission(ctx, 'create');
  const file = input.Attachment && checkPdf(input.Attachment);
  const company = await getCompanyWithParents(ctx, input.CompanyId).catch((error: unknown) => {
    throw isAppError(error) ? fieldError('CompanyId', error) : error;
  });
  const publisher = await getUserById(ctx, grant.userId);
  if (!publisher) throw new AppError('ERROR_EMPTY_SESSION');
  const publisherName = `${publisher.firstName} ${publisher.lastName}`.trim();
  const code = input.Code || (await nextCode(ctx, input.ItemType));
  const text = input.Text ?? '';
  const now = ctx.clock.now();
  const id = await auditedTransaction(ctx, async (tx, audit) => {
    const item = await insertTicket(tx, {
      kind: 'portal',
      itemType: input.ItemType,
      code,
      subject: input.Subject,
      subtitle: input.Subtitle || null,
      state: 'closed',
      companyId: input.CompanyId,
      userId: publisher.id,
      handlerId: publisher.id,
      requesterEmail: publisher.email,
      requesterName: publisherName,
      message: text,
      createdAt: now,
      updatedAt: now,
    });
    const message = await insertMessage(
      tx,
      { ticketId: item.id, authorId: publisher.id, authorName: publisherName, fromSupport: true, body: text },
      now,
    );
    if (file) await storeAttachments(within(ctx, tx), { ticketId: item.id, messageId: message.id }, [file]);
    await mailCompanyUsers(within(ctx, tx), { ...item, code }, company, settings);
    audit({
      resource: 'tickets',
      objectId: item.id,
      action: 'create',
      before: null,
      after: {
        ...auditView(item),
        Type: item.itemType,
        Code: code,
        CompanyId: input.CompanyId,
        Subtitle: item.subtitle,
        Text: text,
        Attachments: file ? [file.fileName] : [],
      },
    });
    return item.id;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw fieldError('Code', new AppError('ERROR_ITEM_CODE_EXISTS', code));
    throw error;
  });
  ctx.log.info({ ticket: id, code }, 'analysis or report published');
  await announceTicketsChanged(ctx);
  return getQueueTicket(ctx, id, settings);
}

/**
 * Tells the company's users that an item was published for them (decision 039): every enabled user,
 * who may all read it, once per address, each in their language, with a link to the item in the
 * support area. Written in the publication's transaction, so sent only if it is kept.
 */
async function mailCompanyUsers(
  ctx: ServiceContext,
  item: { id: string; itemType: string; code: string; subject: string },
  company: { id: number; name: string },
  settings: TicketsSettings,
): Promise<void> {
  const render = await serviceMailRenderer(ctx, 'item-published');
  const addresses = new Set<string>();
  for (const user of await getUsersOfCompany(ctx, company.id)) {
    const address = user.email.trim().toLowerCase();
    if (!user.enabled || !address || addresses.has(address)) continue;
    addresses.add(address);
    const type = mailText(user.languageId)(
      item.itemType === 'ri' ? 'mail.itemPublished.type.ri' : 'mail.itemPublished.type.an',
    );
    const mail = render(
      {
        PortalUrl: settings.publicUrl,
        'Recipient.Name': `${user.firstName} ${user.lastName}`.trim(),
        'Company.Name': company.name,
        'Item.Type': type,
        'Item.Code': item.code,
        'Item.Subject': item.subject,
        Link: `${settings.publicUrl}/support/tickets?ticket=${encodeURIComponent(item.id)}`,
      },
      user.languageId,
    );
    await enqueueMail(ctx, 'ticket', { to: user.email, ...mail });
  }
}
