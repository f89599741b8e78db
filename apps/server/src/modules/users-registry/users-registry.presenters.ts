import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import type { IdentityOfUser } from '@sportello/contracts/backoffice/identities.contract';
import type { UserDetail, UserSummary } from '@sportello/contracts/backoffice/users.contract';
import type { UserListRow } from '../users/users.service';

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
  /** Since when the user has an authenticator (ISO), null without one. */
  secondFactorSince: string | null;
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
    SecondFactorSince: extras.secondFactorSince,
  };
}
