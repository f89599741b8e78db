import type { Action } from '@sportello/contracts/backoffice/access.contract';
import { AppError } from '../../core/app-error';
import { type CustomerActor, type ServiceContext, signedIn } from '../../core/context';
import { type Grant, requirePermission, scopeFor } from '../access/access.service';

/**
 * Who may do what with a company's IBAN (decision 085). On the customer side, only the company's
 * administrators: the IBAN and the mandate bind the company. In the back office, `ibans`: operators
 * list and export masked IBANs, admins also reveal whole ones (`read`).
 */
export function requireCompanyAdmin(ctx: ServiceContext): ServiceContext<CustomerActor> {
  const signed = signedIn(ctx);
  if (signed.actor.kind !== 'customer' || signed.actor.role !== 'company_admin')
    throw new AppError('ERROR_FORBIDDEN');
  return { ...signed, actor: signed.actor };
}

/**
 * The signer as they are now, not as their session remembers them: still enabled and still an
 * administrator of the company the session names.
 */
export function requireCurrentSigner<S extends { role: string; enabled: boolean; companyId: number }>(
  actor: CustomerActor,
  signer: S | undefined,
): asserts signer is S {
  if (!signer?.enabled || signer.role !== 'company_admin' || signer.companyId !== actor.companyId)
    throw new AppError('ERROR_FORBIDDEN');
}

export function ibansPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'ibans', action);
}

/** Whether the caller may see whole IBANs: their export then carries them. */
export async function mayReveal(ctx: ServiceContext): Promise<boolean> {
  return (await scopeFor(ctx, 'ibans', 'read')) === 'all';
}
