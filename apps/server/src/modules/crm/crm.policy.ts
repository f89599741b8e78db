import type { Action, Scope } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission, scopeFor, usersGranted } from '../access/access.service';

/**
 * The CRM's guard (decision 083, resource `crm`): the back office reads; operators record and change
 * or remove their own activities (`own`: their author); admins anyone's.
 */
export function crmPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'crm', action);
}

/** The caller's scope of an action, or undefined when denied: what they may change. */
export function crmScope(ctx: ServiceContext, action: Action): Promise<Scope | undefined> {
  return scopeFor(ctx, 'crm', action);
}

/** Who may own a next action: whoever records activities (`crm` create). */
export function crmOwners(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  return usersGranted(ctx, 'crm', 'create');
}
