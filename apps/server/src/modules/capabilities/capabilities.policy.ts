import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of the capability rules (decision 066, resource `capabilities`): the whole
 * back office lists and reads them; creating, changing and deleting one — which changes what
 * customers see — is the admins'. A customer asking for their own areas needs no grant.
 */
export function capabilitiesPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'capabilities', action);
}
