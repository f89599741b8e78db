import { inArray, sql } from 'drizzle-orm';
import { BATCH, batches } from '../../core/batches';
import type { Tx } from '../../core/database';
import { companies } from '../companies/companies.tables';
import { type UserRow, users } from './users.tables';
import type { PersonColumn } from './users-registry.repository';

/** The users import's reads and writes, in batches (core/batches.ts). */

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

export type NewUserValues = Pick<
  typeof users.$inferInsert,
  'userName' | 'companyId' | 'createdAt' | PersonColumn
>;

/** Creates the users, without a password, and returns them as created. */
export async function insertUsers(tx: Tx, rows: NewUserValues[]): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(users).values(rows).returning();
}

export type UserUpdate = Pick<NewUserValues, PersonColumn> & { id: string };

/**
 * Updates each user's person data, language and role, one statement per call (a batch): a changed
 * address is no longer verified, as the edit page does.
 */
export async function updateImportedUsers(tx: Tx, rows: UserUpdate[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length > BATCH) throw new Error('one batch at a time');
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.firstName}, ${r.lastName}, ${r.email}, ${r.fiscalCode}, ${r.phoneNumber}, ${r.mobilePhone}, ${r.languageId}::int, ${r.role})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update users set first_name = v.first_name, last_name = v.last_name, email = v.email,
      fiscal_code = v.fiscal_code, phone_number = v.phone_number, mobile_phone = v.mobile_phone,
      language_id = v.language_id, role = v.role,
      email_verified_at = case when lower(users.email) = v.email then users.email_verified_at end
    from (values ${values}) as v(id, first_name, last_name, email, fiscal_code, phone_number, mobile_phone, language_id, role)
    where users.id = v.id`);
}
