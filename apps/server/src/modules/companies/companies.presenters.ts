import type { Company, CompanySummary } from '@sportello/contracts/backoffice/companies.contract';
import { maskUserCode } from '@sportello/contracts/backoffice/companies.values';
import type { CompanyRow } from './companies.tables';
import type { CompanyListRow } from './companies-registry.repository';

export interface ParentRef {
  id: number;
  vatCode: string;
  name: string;
}

export function toSummary(row: CompanyListRow): CompanySummary {
  return {
    Id: row.id,
    VatCode: row.vatCode,
    VatCodeType: row.vatCodeType,
    FiscalCode: row.fiscalCode,
    Name: row.name,
    CompanyType: row.companyType,
    Products: row.products,
    GroupCodes: row.groupCodes,
    AccessLocal: row.accessLocal,
    ForceTsid: row.forceTsid,
    Migrated: row.migratedOn !== null,
    MigratedOn: row.migratedOn,
    MigrationUrl: row.migrationUrl,
    Enabled: row.enabled,
    Users: row.users,
    Tags: row.tags,
    CreatedAt: row.createdAt.toISOString(),
  };
}

export function toCompany(row: CompanyListRow, parents: ParentRef[]): Company {
  return {
    ...toSummary(row),
    Parents: parents.map((p) => ({ Id: p.id, VatCode: p.vatCode, Name: p.name })),
    UserCodeMasked: maskUserCode(row.userCode),
  };
}

/**
 * A company as the audit log keeps it: what the edit page changes, parents by VAT code, the user
 * code masked (the log must not hold it in clear), without the users count (not the company's data)
 * or its tags (their changes are audited on their own, by the tags module).
 */
export function toRecord(row: CompanyRow, parents: ParentRef[]) {
  return recordOf(
    row,
    parents.map((p) => p.vatCode),
  );
}

/** The same record with the parents' VAT codes only, as the import knows them. */
export function recordOf(row: CompanyRow, parentVatCodes: string[]) {
  const { Users: _users, Tags: _tags, ...record } = toCompany({ ...row, users: 0, tags: [] }, []);
  return { ...record, Parents: parentVatCodes };
}
