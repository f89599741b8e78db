import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of every partners action (decision 015): the back office reads partners and
 * their links; registering, changing, rotating a secret and removing are admins' (PARTNERS_ACCESS).
 */
export function partnersPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'partners', action);
}
