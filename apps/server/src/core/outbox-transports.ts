import type { Config } from '../config';
import type { Clock } from './clock';
import { createMailTransport, type MailTransport } from './mailer';
import { createSmsTransport, type SmsTransport } from './sms';

/**
 * What the outbox sends through, from the configuration: mail (SMTP, or development's files), and
 * text messages where a provider is available (core/sms.ts). The server's worker and the admin
 * command's one-off drain use the same.
 */
export function outboxTransports(
  config: Pick<Config, 'mail' | 'sms' | 'production'>,
  clock: Clock,
): { transport: MailTransport; sms: SmsTransport | undefined } {
  const transport = createMailTransport({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    mailDir: config.mail.dir,
    clock,
  });
  const sms = createSmsTransport({
    smsUrl: config.sms.url,
    token: config.sms.token,
    from: config.sms.from,
    mail: transport,
    production: config.production,
  });
  return { transport, sms };
}
