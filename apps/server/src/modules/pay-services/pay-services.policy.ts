import type { Action } from '@sportello/contracts/backoffice/access.contract';
import { AppError } from '../../core/app-error';
import { type CustomerActor, type ServiceContext, signedIn } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The guards of the paid services (decision 086): `pay-services` for the catalogue (the whole back
 * office reads it, the admins define it), `pay-requests` for the customers' requests (operators
 * decide and export them). On the customer side any user of a company may see its catalogue and
 * history and ask for a service: the capability rules (area `pay-services`) narrow that to company
 * administrators where a vendor wants it, at the route gate.
 */
export function catalogueGrant(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'pay-services', action);
}

export function requestsGrant(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'pay-requests', action);
}

/** A customer company's user: the vendor's staff ask for nothing here, they decide. */
export function customerOnly(ctx: ServiceContext): ServiceContext<CustomerActor> {
  const signed = signedIn(ctx);
  if (signed.actor.kind !== 'customer') throw new AppError('ERROR_FORBIDDEN');
  return { ...signed, actor: signed.actor };
}
