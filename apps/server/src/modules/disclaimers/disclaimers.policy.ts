import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of the disclaimers and their consents (decision 059, resource
 * `disclaimers`): reading both, publishing a disclaimer or a version (`create`, `update`), exporting
 * a company's consents. Users answer their own disclaimers with no back-office permission.
 */
export function disclaimersPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'disclaimers', action);
}
