import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of every audience and campaign action (decision 075): reading them and the
 * reports, exporting a report, writing audiences, sending, pausing and cancelling campaigns
 * (`create`, `update`), deleting them. Every grant is scoped `all`.
 */
export function mailingPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'mailing', action);
}
