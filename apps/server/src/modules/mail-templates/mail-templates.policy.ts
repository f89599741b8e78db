import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of every mail-template action (decision 015): listing and reading them
 * (also previewing one and sending oneself a test), creating, changing and deleting them — resetting
 * a service mail to its default deletes its edited template. Every grant is scoped `all`.
 */
export function templatesPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'templates', action);
}
