import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of the sign-in log (decision 060, resource `signins`): operators and admins
 * list and export a user's events (they show client addresses, so viewers do not). Recording an
 * event needs no permission: every sign-in writes its own.
 */
export function signInLogPermission(ctx: ServiceContext, action: 'list' | 'export'): Promise<Grant> {
  return requirePermission(ctx, 'signins', action);
}
