import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * Who sees the messages the outbox could not deliver, with the mail server's last answer (decision
 * 015, resource `mail`, `list`): the admins, the only role granted it.
 */
export function failedMailPermission(ctx: ServiceContext): Promise<Grant> {
  return requirePermission(ctx, 'mail', 'list');
}
