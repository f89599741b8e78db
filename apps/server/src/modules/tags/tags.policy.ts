import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of every tags action (decision 015): listing and reading the tags, creating
 * one, renaming it or giving it to companies and taking it away (`update`), deleting it — merging
 * one into another deletes it, so it takes `delete` too. Every grant is scoped `all`: the
 * vocabulary is the vendor's own.
 */
export function tagsPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'tags', action);
}
