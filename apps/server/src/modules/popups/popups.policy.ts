import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of every pop-up message action (decision 015): listing and reading them,
 * creating one, changing one or its place in the order (`update`), deleting them. Every grant is
 * scoped `all`: the messages are the vendor's own.
 */
export function popupsPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'popups', action);
}
