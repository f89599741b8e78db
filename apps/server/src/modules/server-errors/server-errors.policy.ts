import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * Who reads the server's failures (decision 068, resource `errors`): the admins, the only role
 * granted it — to list, read (with the stack) and export them. Nobody changes them.
 */
export function serverErrorsPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'errors', action);
}
