import { inArray, sql } from 'drizzle-orm';
import { batches } from '../../core/batches';
import type { Tx } from '../../core/database';
import { companies } from '../companies/companies.tables';
import { type PersonColumn, type UserRow, users } from '../users/users.tables';

/**
 * The users import's reads, in batches (core/batches.ts): the users module's users and the companies
 * module's companies. Its writes are the users module's (users.service.ts).
 */

export type ImportedUser = Pick<
  UserRow,
  'id' | 'userName' | 'companyId' | 'enabled' | 'mustChangePassword' | PersonColumn
> & {
  companyVatCode: string;
};

/** The users holding these user names (lower-cased), with their company's VAT code. */
export async function findUsersByNameKeys(tx: Tx, keys: string[]): Promise<ImportedUser[]> {
  const found: ImportedUser[] = [];
  for (const part of batches(keys))
    found.push(
      ...(await tx
        .select({
          id: users.id,
          userName: users.userName,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          fiscalCode: users.fiscalCode,
          phoneNumber: users.phoneNumber,
          mobilePhone: users.mobilePhone,
          languageId: users.languageId,
          companyId: users.companyId,
          role: users.role,
          enabled: users.enabled,
          mustChangePassword: users.mustChangePassword,
          companyVatCode: companies.vatCode,
        })
        .from(users)
        .innerJoin(companies, sql`${companies.id} = ${users.companyId}`)
        .where(inArray(sql`lower(${users.userName})`, part))),
    );
  return found;
}

/** The companies (read from the companies module's table) holding these VAT codes: id, name, vendor mark. */
export async function findCompaniesOfVatCodes(tx: Tx, vatCodes: string[]) {
  const found: { id: number; vatCode: string; name: string; isVendor: boolean }[] = [];
  for (const part of batches(vatCodes))
    found.push(
      ...(await tx
        .select({
          id: companies.id,
          vatCode: companies.vatCode,
          name: companies.name,
          isVendor: companies.isVendor,
        })
        .from(companies)
        .where(inArray(companies.vatCode, part))),
    );
  return found;
}
