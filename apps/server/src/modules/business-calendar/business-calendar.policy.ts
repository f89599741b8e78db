import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of the business calendar (decision 036, resource `calendar`): the whole back
 * office reads it, with its preview (an operator tells a customer when support opens); changing it is
 * the admins'. The helpdesk's service targets and the chat's hours read it with no permission: they
 * count in it for everyone, and show none of it.
 */
export function calendarPermission(ctx: ServiceContext, action: 'read' | 'update'): Promise<Grant> {
  return requirePermission(ctx, 'calendar', action);
}
