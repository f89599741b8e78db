import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of every campaigns action (decision 015): listing and reading campaigns and
 * their entries, deciding on an entry (`update`, which also changes a campaign), creating and
 * deleting a campaign, exporting the entries. Every grant is scoped `all`: the campaigns are the
 * vendor's own. A customer's calls need only a session: the service answers for their company alone.
 */
export function campaignsPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'campaigns', action);
}
