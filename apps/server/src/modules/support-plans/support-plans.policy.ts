import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of the support plans and their subscriptions (decision 036, resource
 * `plans`): the whole back office lists them (an operator tells a customer their plan); creating,
 * changing and deleting them is the admins'. Which plan covers a person is asked with no permission:
 * the helpdesk, the chat and the person's own support area count with it.
 */
export function plansPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'plans', action);
}
