import { type ServiceContext, type SignedInActor, signedIn } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';
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
