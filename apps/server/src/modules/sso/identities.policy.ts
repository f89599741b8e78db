import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of the identity-provider links (decision 034, resource `identities`): the
 * whole back office lists and reads them; operators and admins unlink one (`delete`). Unlinking is an
 * action on the link's user too, so the users policy's check of every such action (`mayActOn`) also
 * applies: an operator does not unlink an admin. A signed-in user's own links are theirs, with no
 * permission.
 */
export function identitiesPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'identities', action);
}
