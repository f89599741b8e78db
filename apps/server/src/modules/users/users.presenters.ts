import type { UserRow } from './users.tables';

/** What the audit log keeps of a user: a user row has it all, with or without its company's names. */
export type RecordedUser = Pick<
  UserRow,
  | 'userName'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'fiscalCode'
  | 'phoneNumber'
  | 'mobilePhone'
  | 'languageId'
  | 'companyId'
  | 'role'
  | 'enabled'
  | 'mustChangePassword'
>;

/**
 * A user as the audit log keeps it: what the back office and a company's administrators change
 * (never the password's hash, nor the lock's bookkeeping beyond whether it is locked). Every change
 * of a user is recorded alike, whichever module makes it.
 */
export function toRecord(row: RecordedUser) {
  return {
    UserName: row.userName,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    FiscalCode: row.fiscalCode,
    PhoneNumber: row.phoneNumber,
    MobilePhone: row.mobilePhone,
    LanguageId: row.languageId,
    CompanyId: row.companyId,
    Role: row.role,
    Enabled: row.enabled,
    MustChangePassword: row.mustChangePassword,
  };
}
