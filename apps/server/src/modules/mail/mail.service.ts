import type { FailedMail } from '@sportello/contracts/app/mail-outbox.contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/context';
import { failedMail } from '../../core/mail-outbox';
import { failedMailPermission } from './mail.policy';

/**
 * The messages that could not be delivered, with the mail server's last answer: for the vendor's
 * staff whose back-office role allows it (resource `mail`, decision 015: admins).
 */
export async function listFailedMail(ctx: ServiceContext): Promise<z.input<typeof FailedMail>[]> {
  await failedMailPermission(ctx);
  return (await failedMail(ctx.tx)).map((r) => ({
    Id: r.id,
    To: r.toAddress,
    Subject: r.subject,
    Attempts: r.attempts,
    LastError: r.lastError ?? '',
    CreatedAt: r.createdAt.toISOString(),
  }));
}
