import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';

/**
 * The back-office guard of every companies action (decision 015): the caller's back-office role
 * must grant it. Every grant of `companies` is scoped `all`: the registry is the vendor's own.
 * Seeing a user code in clear takes `update`, as giving a new one does: whoever may only read the
 * registry sees it masked.
 */
export function companiesPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'companies', action);
}

/** A company's switches that decide whether its people can sign in. */
export interface AccessSwitches {
  enabled?: boolean;
  /** Marked as migrated to the customer hub, whatever the day: it would take access away on that day. */
  migrated?: boolean;
  accessLocal?: boolean;
  forceTsid?: boolean;
}

/**
 * The field that would take access away from the caller's own company — the vendor's, whose staff
 * sign in locally — or undefined. Disabling it, migrating it, or turning its local sign-in off would
 * lock every operator and admin out of the back office at once (ERROR_COMPANY_SELF).
 */
export function ownAccessTakenBy(grant: Grant, companyId: number, after: AccessSwitches): string | undefined {
  if (companyId !== grant.companyId) return undefined;
  if (after.enabled === false) return 'Enabled';
  if (after.migrated === true) return 'Migrated';
  if (after.accessLocal === false) return 'AccessLocal';
  if (after.forceTsid === true) return 'ForceTsid';
  return undefined;
}
