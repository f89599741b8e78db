import type {
  CompanyMember,
  Invitation,
  InvitationUserData,
  SentInvitation,
} from '@sportello/contracts/companies/invitations.contract';
import { type CompanyWithParents, signsInLocally } from '../companies/companies.service';
import type { User } from '../users/users.service';
import type { InvitationWithInviter } from './invitations.repository';
import type { InvitationRow } from './invitations.tables';
import { AUDITED_AS, accountRole, backofficeRoleOfId, stateOf } from './invitations.values';

/** The portal's users with an invited address: the invitee already has an account when there is one. */
export interface ExistingUsers {
  any: boolean;
  enabled: User[];
}

export function toSent(row: InvitationWithInviter, now: Date): SentInvitation {
  return {
    Id: row.id,
    Email: row.email,
    UserName: row.userName,
    Role: { Id: row.roleId },
    RoleTs: row.roleTsId === null ? null : { Id: row.roleTsId },
    State: stateOf(row, now),
    InvitedBy: row.inviterName,
    SentAt: row.sentAt.toISOString(),
    ExpiresAt: row.expiresAt.toISOString(),
    CompletedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toMember(user: User, locked: Set<string>): CompanyMember {
  return {
    UserId: user.id,
    UserName: user.userName,
    FirstName: user.firstName,
    LastName: user.lastName,
    Email: user.email,
    Role: user.role,
    Enabled: user.enabled,
    Locked: locked.has(user.id),
    LastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    ExcludedProducts: user.excludedProducts.map((Code) => ({ Code })),
    Topics: user.topics.map((Code) => ({ Code })),
  };
}

/**
 * The invitation its link opens. `own` is the caller's account among the invited address's, when
 * the invitee is already signed in.
 */
export function toInvitation(
  row: InvitationWithInviter,
  company: CompanyWithParents,
  existing: ExistingUsers,
  own: User | undefined,
  now: Date,
): Invitation {
  return {
    Email: row.email,
    UserName: row.userName,
    Company: {
      Name: company.name,
      VatCode: company.vatCode,
      FiscalCode: company.fiscalCode,
      // The user code registers anyone into the company (registration step 0): the invitee, whose
      // link already proves the invitation, never needs it and never gets it.
      Code: '',
      // What the invitee's page needs to know: whether a password may be chosen (ForceTsid included).
      AccessLocal: signsInLocally(company),
      CompanyType: company.companyType,
    },
    Role: { Id: row.roleId },
    RoleTs: row.roleTsId === null ? null : { Id: row.roleTsId },
    CanModifyExcludedProducts: row.canModifyExcludedProducts,
    CanModifyTopics: row.canModifyTopics,
    ExcludedProducts: row.excludedProducts.map((Code) => ({ Code })),
    Topics: row.topics.map((Code) => ({ Code })),
    InvitedBy: row.inviterName,
    IsExpired: stateOf(row, now) === 'expired',
    Completed: row.completedAt !== null,
    Existing: existing.any,
    UserId: own?.id ?? null,
  };
}

/**
 * Spec §9 "Dates with year 1 are treated as empty": nothing is known of a new invitee; an invitee
 * already signed in (`own`) sees their own data.
 */
export function toInvitationUser(existing: ExistingUsers, own: User | undefined): InvitationUserData {
  return {
    Enabled: !existing.any || existing.enabled.length > 0,
    FiscalCode: own?.fiscalCode ?? '',
    Sex: own ? sexOfFiscalCode(own.fiscalCode) : '',
    PhoneNumber: own?.phoneNumber ?? '',
    MobilePhone: own?.mobilePhone ?? '',
    Availability: {
      From: { TimeValue: own?.availabilityFrom ?? 0 },
      To: { TimeValue: own?.availabilityTo ?? 0 },
    },
  };
}

/** The Italian fiscal code's day of birth is 40 more for women; anything unreadable is unknown. */
export function sexOfFiscalCode(fiscalCode: string): 'M' | 'F' | '' {
  const day = Number(fiscalCode.slice(9, 11));
  if (fiscalCode.length !== 16 || !Number.isInteger(day)) return '';
  if (day >= 1 && day <= 31) return 'M';
  return day >= 41 && day <= 71 ? 'F' : '';
}

/**
 * An invitation as the audit log keeps it: whom it invites, where, with which roles, its state and
 * dates, and the user who completed it; never its link.
 */
export function invitationRecord(row: InvitationRow, company: CompanyWithParents, now: Date) {
  return {
    Email: row.email,
    UserName: row.userName,
    CompanyId: row.companyId,
    Role: accountRole(company, row.roleId) ?? null,
    BackofficeRole: backofficeRoleOfId(row.roleTsId) ?? null,
    State: stateOf(row, now),
    SentAt: row.sentAt.toISOString(),
    ExpiresAt: row.expiresAt.toISOString(),
    UserId: row.userId,
  };
}

/** The audit entry of a change to an invitation (sent again, revoked, completed). */
export function invitationChange(
  before: InvitationRow,
  after: InvitationRow,
  company: CompanyWithParents,
  now: Date,
) {
  return {
    resource: AUDITED_AS,
    objectId: before.id,
    action: 'update' as const,
    before: invitationRecord(before, company, now),
    after: invitationRecord(after, company, now),
  };
}
