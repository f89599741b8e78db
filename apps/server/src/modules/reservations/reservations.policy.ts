import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission, scopeFor, usersGranted } from '../access/access.service';

/**
 * The back-office guards of the reservations area (decision 082): `reservation-services` for the
 * services customers book (the admins define them), `reservations` for the appointments, absences
 * and demonstration requests. An `update` scoped `own` reaches the appointments and absences of the
 * caller as their operator.
 */
export function servicesPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'reservation-services', action);
}

export function reservationsPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'reservations', action);
}

/** Whether the caller may change what `operatorId` delivers: any operator's (`all`) or their own. */
export async function changeRule(
  ctx: ServiceContext,
  userId: string,
): Promise<(operatorId: string | null) => boolean> {
  const scope = await scopeFor(ctx, 'reservations', 'update');
  if (scope === 'all') return () => true;
  if (scope === 'own') return (operatorId) => operatorId === userId;
  return () => false;
}

/** Who may deliver a service: whoever may change appointments (`reservations` update). */
export function reservationOperators(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  return usersGranted(ctx, 'reservations', 'update');
}
