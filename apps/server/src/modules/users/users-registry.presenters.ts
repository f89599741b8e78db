import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import type { IdentityOfUser } from '@sportello/contracts/backoffice/identities.contract';
import type { UserDetail, UserSummary } from '@sportello/contracts/backoffice/users.contract';
import type { UserRow } from './users.tables';
import type { UserListRow } from './users-registry.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toSummary(row: UserListRow): UserSummary {
  return {
    Id: row.id,
    UserName: row.userName,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Company: { Id: row.companyId, VatCode: row.companyVatCode, Name: row.companyName },
    Role: row.role,
    Enabled: row.enabled,
    Locked: row.locked,
    SsoLinked: row.ssoLinked,
    MustChangePassword: row.mustChangePassword,
    LastLoginAt: iso(row.lastLoginAt),
    CreatedAt: row.createdAt.toISOString(),
  };
}

export interface DetailExtras {
  backofficeRole: BackofficeRole | null;
  activeSessions: number;
  identities: IdentityOfUser[];
  ivrUserId: string | null;
}

export function toDetail(row: UserListRow, extras: DetailExtras): UserDetail {
  return {
    ...toSummary(row),
    FiscalCode: row.fiscalCode,
    PhoneNumber: row.phoneNumber,
    MobilePhone: row.mobilePhone,
    LanguageId: row.languageId,
    BackofficeRole: extras.backofficeRole,
    LockedUntil: row.locked ? iso(row.lockedUntil) : null,
    HasPassword: row.passwordHash !== null,
    PasswordExpiresAt: iso(row.passwordExpiresAt),
    EmailVerified: row.emailVerifiedAt !== null,
    ActiveSessions: extras.activeSessions,
    Identities: extras.identities,
    IvrUserId: extras.ivrUserId,
  };
}

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
 * A user as the audit log keeps it: what the back office changes (never the password's hash, nor
 * the lock's bookkeeping beyond whether it is locked).
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
