import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * Who reads the change log (decisions 015 and 016, resource `audit`): the admins, the only role
 * granted it. It records every back-office change with its before and after; nobody changes or
 * deletes an entry through the application, so reading is its one action.
 */
export function auditLogPermission(ctx: ServiceContext): Promise<Grant> {
  return requirePermission(ctx, 'audit', 'list');
}
