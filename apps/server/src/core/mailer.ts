import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Clock } from './clock';

/** Messages the outbox sends at once: the SMTP connections the transport keeps open. */
export const OUTBOX_CONCURRENCY = 5;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Headers of its own: a campaign's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** A Message-ID chosen by the sender (a campaign's, the same if the mail is ever sent again). */
  messageId?: string;
  /** A calendar file: an invitation (`REQUEST`) or its cancellation (`CANCEL`). */
  calendar?: CalendarPart;
}

/** An iCalendar object a mail carries, and its method (RFC 5546), as nodemailer's `icalEvent` takes it. */
export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

/** Hands one message to the mail system; resolves only once it was accepted. */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set (nodemailer resolves once the server accepted the message); otherwise,
 * in development, every message is written as an .eml file under DATA_DIR/mail, to read at /dev/mail,
 * named after the time on `clock`.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  clock: Clock;
}): MailTransport {
  if (options.smtpUrl) {
    // A pool of open connections: a new connection costs a greeting and a handshake (around 100 ms
    // even on loopback), a message on an open one a couple of milliseconds. The URL's own options
    // (`?maxConnections=`) win.
    const url = new URL(options.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    if (!url.searchParams.has('maxConnections'))
      url.searchParams.set('maxConnections', String(OUTBOX_CONCURRENCY));
    const smtp = createTransport(url.toString(), { from: options.from });
    return {
      kind: 'smtp',
      async send(message) {
        const info = await smtp.sendMail(toNodemailer(message));
        return { messageId: String(info.messageId) };
      },
      close: () => smtp.close(),
    };
  }
  const files = createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: options.from },
  );
  return {
    kind: 'files',
    async send(message) {
      const info = await files.sendMail(toNodemailer(message));
      await mkdir(options.mailDir, { recursive: true });
      const name = `${options.clock.now().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`;
      await writeFile(join(options.mailDir, name), info.message as Buffer);
      return { messageId: String(info.messageId) };
    },
    close: () => {},
  };
}

/** A message as nodemailer takes it: a calendar file goes as its `icalEvent` (an alternative and an attachment). */
function toNodemailer({ calendar, ...message }: MailMessage) {
  return calendar
    ? {
        ...message,
        icalEvent: { method: calendar.method, content: calendar.content, filename: 'invite.ics' },
      }
    : message;
}
