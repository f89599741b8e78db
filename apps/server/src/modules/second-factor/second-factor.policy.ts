import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';
import { mayActOnUser } from '../users/users.service';

/**
 * Who may reset a user's second factor (decision 078): whoever may change that user in the back
 * office — the permission first (so that a caller without it learns nothing of which ids exist), then
 * the users module's check of an action on that user (staff on staff by rank, decision 056).
 */
export async function mayResetSecondFactor(ctx: ServiceContext, userId: string): Promise<Grant> {
  await requirePermission(ctx, 'users', 'update');
  return mayActOnUser(ctx, userId, { resource: 'users', action: 'update' });
}
