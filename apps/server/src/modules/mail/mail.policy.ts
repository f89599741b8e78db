import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * Who works the messages the outbox could not deliver, with the mail server's last answer (decision
 * 015, resource `mail`): the admins, the only role granted it — to list and read them, queue them
 * again (`update`), discard them (`delete`) and export them.
 */
export function mailPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'mail', action);
}

/** The wire call of the outbox's failures (`GET /api/App/mail/failed`): listing them. */
export function failedMailPermission(ctx: ServiceContext): Promise<Grant> {
  return mailPermission(ctx, 'list');
}
