import type { MailTransport } from './mailer';

/** A text message to a mobile number (international form, `+393331234567`). */
export interface SmsMessage {
  to: string;
  text: string;
}

/**
 * Hands one text message to an SMS provider; resolves once the provider accepted it. A refusal for
 * good (a number the provider will never reach) rejects with a `responseCode` in the 5xx range, as
 * an SMTP refusal does, so that the outbox marks it failed at once instead of retrying.
 */
export interface SmsTransport {
  readonly kind: 'http' | 'mailbox';
  send(message: SmsMessage): Promise<{ messageId: string }>;
}

/** Where the development provider's messages go: an address no mail leaves the catcher for. */
export const SMS_MAILBOX_DOMAIN = 'sms.invalid';

/** A phone number as the outbox stores it: `+` and digits, an Italian number without prefix given +39. */
export function normalisePhone(raw: string): string | undefined {
  const compact = raw.replace(/[\s./()-]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const full = international.startsWith('+') ? international : `+39${international}`;
  return /^\+\d{8,15}$/.test(full) ? full : undefined;
}

/** Whether text messages can be sent: a gateway is configured, or development's mailbox takes them. */
export const smsAvailable = (options: { smsUrl?: string; production: boolean }): boolean =>
  Boolean(options.smsUrl) || !options.production;

/**
 * The provider in force: an HTTP gateway when SMS_URL is set (a JSON `{ to, text, from }` POSTed with
 * the bearer token, the shape most gateways or a small adapter in front of one accept); otherwise,
 * outside production, the development provider, which writes each message to the dev mailbox (the
 * mail transport) as a mail to `<number>@sms.invalid`. In production without SMS_URL there is none
 * and no SMS is queued.
 */
export function createSmsTransport(options: {
  smsUrl?: string;
  token?: string;
  from: string;
  mail: MailTransport;
  production: boolean;
}): SmsTransport | undefined {
  const { smsUrl, token, from, mail } = options;
  if (smsUrl)
    return {
      kind: 'http',
      async send(message) {
        const response = await fetch(smsUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token && { authorization: `Bearer ${token}` }),
          },
          body: JSON.stringify({ to: message.to, text: message.text, from }),
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) {
          const refusal = new Error(`SMS provider answered ${response.status}`);
          // 4xx: the gateway refuses this message for good (a bad number, a text too long).
          const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
          throw Object.assign(refusal, { responseCode: permanent ? 550 : response.status });
        }
        const answer = (await response.json().catch(() => ({}))) as { id?: unknown };
        return { messageId: String(answer.id ?? '') };
      },
    };
  if (!smsAvailable(options)) return undefined;
  return {
    kind: 'mailbox',
    send: (message) =>
      mail.send({
        to: `${message.to.replace('+', '')}@${SMS_MAILBOX_DOMAIN}`,
        subject: `SMS ${message.to} (${from})`,
        text: message.text,
        html: '',
      }),
  };
}
