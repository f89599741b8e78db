import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of every companies action (decision 015): the caller's back-office role
 * must grant it. Every grant of `companies` is scoped `all`: the registry is the vendor's own.
 * Seeing a user code in clear takes `update`, as giving a new one does: whoever may only read the
 * registry sees it masked.
 */
export function companiesPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'companies', action);
}
