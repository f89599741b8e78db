import type { Action } from '@sportello/contracts/backoffice/access.contract';
import type { ServiceContext } from '../../core/context';
import { type Grant, requirePermission } from '../access/access.service';
import type { CompanyRow } from './companies.tables';

/**
 * The back-office guard of every companies action (decision 015): the caller's back-office role
 * must grant it. Every grant of `companies` is scoped `all`: the registry is the vendor's own.
 * Seeing a user code in clear takes `update`, as giving a new one does: whoever may only read the
 * registry sees it masked.
 */
export function companiesPermission(ctx: ServiceContext, action: Action): Promise<Grant> {
  return requirePermission(ctx, 'companies', action);
}

/**
 * Who may import companies, follow an import and read its report (decisions 040 and 041): whoever may
 * create one (admins), checked when the job starts and again when it runs as the person who started
 * it. Every act of an import creates or changes companies: a grant of its own would either repeat
 * `create` or let someone import companies they may not create one by one.
 */
export function mayImportCompanies(ctx: ServiceContext): Promise<Grant> {
  return companiesPermission(ctx, 'create');
}

/**
 * Who may migrate (or bring back) every company a filter finds: the change reaches companies nobody
 * looked at one by one, and on its day signs all their people out, as an import's would; so it is the
 * admins', by the same grant as an import (`create`). Selected companies take `update`.
 */
export function mayMigrateEveryFound(ctx: ServiceContext): Promise<Grant> {
  return companiesPermission(ctx, 'create');
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

/**
 * Why a change of the vendor's own company is refused, or undefined (decision 056): only an admin
 * edits it; its VAT number, fiscal code and their type identify the vendor to its customers and are
 * not the back office's to change; it has no user code (nobody registers into it).
 */
export function vendorRecordRefusal(
  grant: Grant,
  before: Pick<CompanyRow, 'isVendor' | 'vatCode' | 'vatCodeType' | 'fiscalCode'>,
  after: Partial<Pick<CompanyRow, 'vatCode' | 'vatCodeType' | 'fiscalCode' | 'userCode'>>,
): { field?: string } | undefined {
  if (!before.isVendor) return undefined;
  if (grant.role !== 'admin') return {};
  for (const [field, column] of [
    ['VatCode', 'vatCode'],
    ['VatCodeType', 'vatCodeType'],
    ['FiscalCode', 'fiscalCode'],
  ] as const)
    if (after[column] !== undefined && after[column] !== before[column]) return { field };
  if (after.userCode) return { field: 'UserCode' };
  return undefined;
}
