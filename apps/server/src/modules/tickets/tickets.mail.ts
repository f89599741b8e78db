import type { ServiceMailKind } from '@sportello/contracts/backoffice/mail-templates.values';
import type { ServiceContext } from '../../core/context';
import { mailText } from '../../core/mail-layout';
import type { MailMessage } from '../../core/mailer';
import { renderServiceMail } from '../mail-templates/mail-templates.service';

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

/** Each event's portal mail, a template the back office may edit (decision 062). */
const KIND: Record<TicketMailEvent['kind'], ServiceMailKind> = {
  opened: 'ticket-opened',
  reply: 'ticket-reply',
  in_progress: 'ticket-in-progress',
  waiting: 'ticket-waiting',
  resolved: 'ticket-resolved',
  closed: 'ticket-closed',
};

/** The notice of `event` to the ticket's requester, in their language, in the caller's transaction. */
export async function ticketMail(
  ctx: ServiceContext,
  event: TicketMailEvent,
  to: TicketMailRecipient,
  ticket: { id: string; code: string; subject: string },
  publicUrl: string,
): Promise<MailMessage> {
  const t = mailText(to.languageId);
  const fields = {
    PortalUrl: publicUrl,
    'Recipient.Name': to.name,
    'Ticket.Code': ticket.code,
    'Ticket.Subject': ticket.subject,
    // A requester without an account reaches the portal's home; a user, the ticket itself.
    Action: t(to.hasAccount ? 'mail.ticket.action' : 'mail.support.action'),
    Link: to.hasAccount
      ? `${publicUrl}/support/tickets?ticket=${encodeURIComponent(ticket.id)}`
      : `${publicUrl}/?lg=${to.languageId}`,
    ...(event.kind === 'reply' && {
      'Reply.Author': event.author,
      Reply: event.body.length > QUOTE_MAX ? `${event.body.slice(0, QUOTE_MAX)}…` : event.body,
    }),
    ...(event.kind === 'resolved' && { ReopenDays: String(event.reopenDays) }),
  };
  return { to: to.email, ...(await renderServiceMail(ctx, KIND[event.kind], fields, to.languageId)) };
}
