import { checkEmail } from '@sportello/contracts/rules/patterns';
import { checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import { layoutMail, mailText, PORTAL_NAME } from '../../core/mail-layout';
import { enqueueMail } from '../../core/mail-outbox';
import { insertMessage, insertTicket } from './support.repository';
import { ticketCode } from './support.tables';

export interface SupportRequestInput {
  Mode: number;
  Email: string;
  VatCode: string;
  VisibleName: string;
  Phone: string;
  Message: string;
  MessageOther: string;
}

type Kind = 'support_request' | 'data_request' | 'wrc_join';

/**
 * Opens a support request and acknowledges it by e-mail to the requester, in one transaction (the
 * request and its acknowledgement exist together or not at all). Answers the ticket code.
 */
export async function openSupportRequest(
  ctx: ServiceContext,
  kind: Kind,
  input: SupportRequestInput,
  options: { languageId: number; publicUrl: string; companyId?: number; userId?: string },
): Promise<string> {
  const email = checkEmail(input.Email);
  if (!email.ok) throw new AppError(email.key);
  const vat = input.VatCode ? checkVatOrFiscalCode(input.VatCode) : undefined;
  if (vat && !vat.ok) throw new AppError(vat.key, vat.detail);

  const code = await ctx.tx.transaction(async (tx) => {
    const ticket = await insertTicket(tx, {
      kind,
      mode: input.Mode,
      companyId: options.companyId,
      userId: options.userId,
      requesterEmail: email.value,
      requesterName: input.VisibleName,
      requesterPhone: input.Phone,
      vatCode: vat?.ok ? vat.value : '',
      message: [input.Message, input.MessageOther].filter(Boolean).join('\n\n'),
    });
    // The request is a ticket like any other: its text is the first message of the conversation.
    await insertMessage(tx, {
      ticketId: ticket.id,
      authorId: options.userId,
      authorName: input.VisibleName,
      body: ticket.message,
    });
    const code = ticketCode(ticket.number);
    const t = mailText(options.languageId);
    await enqueueMail(
      tx,
      layoutMail(
        {
          to: email.value,
          languageId: options.languageId,
          subject: t('mail.support.subject', { portal: PORTAL_NAME, code }),
          name: input.VisibleName,
          paragraphs: [t('mail.support.intro', { code })],
          action: { label: t('mail.support.action'), url: `${options.publicUrl}/?lg=${options.languageId}` },
        },
        options.publicUrl,
      ),
    );
    return code;
  });
  ctx.log.info({ ticket: code, kind }, 'support request opened');
  return code;
}
