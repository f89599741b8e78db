import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of the toolkit (decision 084): resource `toolkit`. Viewers read; operators
 * publish files and versions (`create`, `update`) and export the downloads; withdrawing a file or a
 * version (and offering it again) is `delete`, the admins'.
 */
export function toolkitPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'toolkit', action);
}
