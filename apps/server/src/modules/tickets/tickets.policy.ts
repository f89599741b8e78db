import { AppError } from '../../core/app-error';
import { type CustomerActor, type ServiceContext, type SignedInActor, signedIn } from '../../core/context';
import { type Grant, requirePermission, usersGranted } from '../access/access.service';
import type { TicketScope } from './tickets.repository';

/**
 * Decision 012: the vendor's operators and admins see every item (they are the support desk); a
 * company administrator sees all of the company's items under the active parent; a plain user only
 * the ones they opened. Anything else does not exist for the caller (404).
 */
export function scopeOf(actor: SignedInActor): TicketScope {
  if (actor.kind === 'staff') return { all: true };
  return {
    companyId: actor.companyId,
    parentCode: actor.parentCode,
    ...(actor.role === 'company_admin' ? {} : { userId: actor.userId }),
  };
}

/**
 * The vendor's staff act on items through the back-office permissions (decision 015, resource
 * `tickets`): every call is checked against the caller's back-office role, and their changes are
 * recorded in the audit log (`grant` set). Customers act under the visibility rule above and leave no
 * audit entry (the log is the back office's).
 */
export async function staffGrant(
  ctx: ServiceContext,
  action: 'list' | 'read' | 'create' | 'update',
): Promise<{ ctx: ServiceContext<SignedInActor>; grant: Grant | undefined }> {
  const signed = signedIn(ctx);
  const grant = signed.actor.kind === 'staff' ? await requirePermission(ctx, 'tickets', action) : undefined;
  return { ctx: signed, grant };
}

/**
 * The helpdesk (decision 036) is the vendor's support desk at work on every company's items: reading
 * the queue, an item, its operators and the dashboard takes `tickets` list or read (the whole back
 * office); assigning, answering, changing the state and bulk changes take `update` (operators and
 * admins), and publishing an analysis or a report for a company (decision 039) takes `create`.
 */
export function helpdeskPermission(
  ctx: ServiceContext,
  action: 'list' | 'read' | 'create' | 'update',
): Promise<Grant> {
  return requirePermission(ctx, 'tickets', action);
}

/** Whom a ticket may be given to: whoever may work tickets (`tickets` update). */
export function ticketHandlers(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  return usersGranted(ctx, 'tickets', 'update');
}

/**
 * A call-back (issue #19) is a customer's request to the support desk: only a customer company's user
 * asks for one; the vendor's staff are the ones who call. Whether their plan offers it is the
 * service's to tell (ERROR_CALLBACK_PLAN).
 */
export function callbackRequester(context: ServiceContext): ServiceContext<CustomerActor> {
  const ctx = signedIn(context);
  if (ctx.actor.kind !== 'customer') throw new AppError('ERROR_FORBIDDEN');
  return { ...ctx, actor: ctx.actor };
}
