import { layoutMail, type MailBrand, mailText } from '../../core/mail-layout';
import type { MailMessage } from '../../core/mailer';

/** What a ticket's requester is told by e-mail (decision 012). */
export type TicketMailEvent =
  | { kind: 'opened' }
  | { kind: 'reply'; author: string; body: string }
  | { kind: 'closed' }
  | { kind: 'in_progress' }
  | { kind: 'waiting' }
  | { kind: 'resolved'; reopenDays: number };

export interface TicketMailRecipient {
  email: string;
  name: string;
  languageId: number;
  /** A portal user, who can open the ticket there; a public requester has no account. */
  hasAccount: boolean;
}

/** A reply is quoted in the e-mail up to this many characters; the rest is on the portal. */
const QUOTE_MAX = 4000;

export function ticketMail(
  event: TicketMailEvent,
  to: TicketMailRecipient,
  ticket: { id: string; code: string; subject: string },
  publicUrl: string,
  brand: MailBrand,
): MailMessage {
  const t = mailText(to.languageId);
  const vars = { portal: brand.productName, code: ticket.code, subject: ticket.subject };
  const paragraphs = [
    t(`mail.ticket.${event.kind}.intro`, {
      ...vars,
      author: event.kind === 'reply' ? event.author : '',
      days: event.kind === 'resolved' ? String(event.reopenDays) : '',
    }),
  ];
  if (event.kind === 'reply') {
    const quoted = event.body.length > QUOTE_MAX ? `${event.body.slice(0, QUOTE_MAX)}…` : event.body;
    paragraphs.push(...quoted.split(/\n{2,}/).filter((p) => p.trim()));
  }
  return layoutMail(
    {
      to: to.email,
      languageId: to.languageId,
      subject: t(`mail.ticket.${event.kind}.subject`, vars),
      name: to.name,
      paragraphs,
      action: to.hasAccount
        ? {
            label: t('mail.ticket.action'),
            url: `${publicUrl}/support/tickets?ticket=${encodeURIComponent(ticket.id)}`,
          }
        : { label: t('mail.support.action'), url: `${publicUrl}/?lg=${to.languageId}` },
    },
    publicUrl,
    brand,
  );
}
