import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of the runtime settings (decision 058, resource `settings`): the whole back
 * office reads them, changing them is the admins'. The services that apply them (sign-in, passwords,
 * maintenance) read them through `ctx.settings` with no permission: they hold for everyone.
 */
export function settingsPermission(ctx: ServiceContext, action: 'read' | 'update'): Promise<Grant> {
  return requirePermission(ctx, 'settings', action);
}
