import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import { formatDate } from '@sportello/contracts/common/dates';
import type {
  CompanyMember,
  Invitation,
  InvitationCompletion,
  InvitationRequest,
  InvitationUserData,
  SentInvitation,
} from '@sportello/contracts/companies/invitations.contract';
import {
  BACKOFFICE_ROLE_IDS,
  CUSTOMER_ROLE_IDS,
  VENDOR_ROLE_IDS,
} from '@sportello/contracts/companies/invitations.values';
import { checkEmail, checkUserName } from '@sportello/contracts/rules/patterns';
import { checkPersonData, type FieldProblem } from '@sportello/contracts/rules/person-data';
import { isLanguageId } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { daysAfter } from '../../core/clock';
import { type ServiceContext, signedIn, within } from '../../core/context';
import { layoutMail, mailText, PORTAL_NAME } from '../../core/mail-layout';
import { enqueueMail, type MailPurpose, recentMailCount } from '../../core/mail-outbox';
import { hashPassword } from '../../core/passwords';
import type { SessionData } from '../../core/session';
import { assignBackofficeRoleOnJoin } from '../access/access.service';
import { type LoginSettings, type SignIn, signInUser } from '../auth/auth.service';
import {
  type CompanyWithParents,
  getCompanyWithParents,
  isVendorCompany,
  signsInLocally,
} from '../companies/companies.service';
import { checkAcceptances, isValidAvailability, recordAcceptances } from '../disclaimers/disclaimers.service';
import {
  boundIdentity,
  copyIdentityLinks,
  hasBoundIdentity,
  identityEmail,
  linkNewUser,
  type SsoProvider,
  signInWithIdentity,
} from '../sso/sso.service';
import { lockedUserIdsOfCompany } from '../users/company-colleagues.service';
import {
  createUser,
  getUserById,
  getUserByUserName,
  getUsersByEmail,
  getUsersOfCompany,
  type User,
  userAuditRecord,
} from '../users/users.service';
import { consumeToken, findToken, issueToken } from '../verification/verification.service';
import {
  grantableRoles,
  requireBackofficeSender,
  requireManager,
  roleAboveSender,
  senderMayStillSend,
} from './invitations.policy';
import {
  findInvitation,
  findInvitationsOfCompany,
  findOpenInvitation,
  type InvitationWithInviter,
  insertInvitation,
  markCompleted,
  markRevoked,
  renewInvitation,
} from './invitations.repository';
import type { InvitationRow } from './invitations.tables';

export interface InvitationSettings {
  publicUrl: string;
  ssoProvider: (id: string) => SsoProvider;
  ttlDays: number;
  /** The configured minimum password length (spec §5); the rule's own 8 when absent. */
  passwordMinLength?: number;
}

/** At most this many invitation e-mails to one address in a quarter of an hour (resends included). */
const MAX_MAILS_PER_ADDRESS = 3;
const MAIL_WINDOW_SECONDS = 15 * 60;

/** An invitation's mail, counted per company: each company's invitations to an address are limited apart. */
const invitationMailPurpose = (companyId: number): MailPurpose => `invitation:${companyId}`;

/** How the browser completing an invitation is signed in now, if it is: its session's origin. */
export type SessionOrigin = Pick<SessionData, 'isLocalLogin' | 'sso'>;

/** The account role an invitation's `Role.Id` gives in this company; undefined for an unknown id. */
function accountRole(company: CompanyWithParents, roleId: number) {
  const roles: Record<number, User['role']> = isVendorCompany(company) ? VENDOR_ROLE_IDS : CUSTOMER_ROLE_IDS;
  return roles[roleId];
}

function stateOf(
  row: Pick<InvitationRow, 'completedAt' | 'revokedAt' | 'expiresAt'>,
  now: Date,
): SentInvitation['State'] {
  if (row.completedAt) return 'completed';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

/**
 * Invitations are audited as the users they are to be (decision 034): under `users`, the object
 * being the invitation's id.
 */
const AUDITED_AS = 'users';

/**
 * An invitation as the audit log keeps it: whom it invites, where, with which roles, its state and
 * dates, and the user who completed it; never its link.
 */
function invitationRecord(row: InvitationRow, company: CompanyWithParents, now: Date) {
  return {
    Email: row.email,
    UserName: row.userName,
    CompanyId: row.companyId,
    Role: accountRole(company, row.roleId) ?? null,
    BackofficeRole: backofficeRoleOf(row.roleTsId) ?? null,
    State: stateOf(row, now),
    SentAt: row.sentAt.toISOString(),
    ExpiresAt: row.expiresAt.toISOString(),
    UserId: row.userId,
  };
}

/** The audit entry of a change to an invitation (sent again, revoked, completed). */
function invitationChange(
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

function toSent(row: InvitationWithInviter, now: Date): SentInvitation {
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

function toMember(user: User, locked: Set<string>): CompanyMember {
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

/** ERROR_FORBIDDEN, next to the field, for an invitation that gives a role above the sender's own. */
function refuseAboveSender(
  sender: BackofficeRole | undefined,
  invitation: { roleId: number; roleTsId: number | null },
) {
  const field = roleAboveSender(grantableRoles(sender), invitation);
  if (field) throw new AppError('ERROR_FORBIDDEN', field, [{ path: field, key: 'ERROR_FORBIDDEN' }]);
}

/** The company-admin page: the caller's company's users and invitations, newest invitations first. */
export async function listCompanyPeople(ctx: ServiceContext) {
  const { company, sender } = await requireManager(ctx, 'list');
  const [people, locked, sent] = await Promise.all([
    getUsersOfCompany(ctx, company.id),
    lockedUserIdsOfCompany(ctx, company.id),
    findInvitationsOfCompany(ctx.tx, company.id),
  ]);
  return {
    IsProviderCompany: isVendorCompany(company),
    Users: people.map((user) => toMember(user, locked)),
    Invitations: sent.map((row) => toSent(row, ctx.clock.now())),
    Grantable: grantableRoles(sender),
  };
}

/**
 * Spec §5 Invitation and §6: `Role.Id` must be a role of this company (ERROR_BAD_ROLE), and for the
 * vendor's own company `RoleTs.Id` a back-office role too, neither above the sender's own
 * (ERROR_FORBIDDEN); a proposed user name must be valid and free.
 */
export async function inviteUser(
  ctx: ServiceContext,
  input: InvitationRequest,
  settings: InvitationSettings,
): Promise<SentInvitation> {
  return sendInvitation(ctx, await requireManager(ctx, 'create'), input, settings);
}

/**
 * The back office's invitation to any company (decision 034): the same invitation, checks and mail as
 * a company administrator's, sent by the vendor's staff (`requireBackofficeSender`).
 */
export async function inviteToCompany(
  ctx: ServiceContext,
  companyId: number,
  input: InvitationRequest,
  settings: InvitationSettings,
): Promise<SentInvitation> {
  const company = await getCompanyWithParents(ctx, companyId);
  return sendInvitation(ctx, await requireBackofficeSender(ctx, company), input, settings);
}

async function sendInvitation(
  ctx: ServiceContext,
  by: { company: CompanyWithParents; manager: { userId: string }; sender: BackofficeRole | undefined },
  input: InvitationRequest,
  settings: InvitationSettings,
): Promise<SentInvitation> {
  const { company, sender, manager } = by;
  const email = checkEmail(input.Email);
  if (!email.ok)
    throw new AppError('ERROR_BAD_EMAIL', undefined, [{ path: 'Email', key: 'ERROR_BAD_EMAIL' }]);
  if (!accountRole(company, input.Role.Id))
    throw new AppError('ERROR_BAD_ROLE', undefined, [{ path: 'Role', key: 'ERROR_BAD_ROLE' }]);
  const vendor = isVendorCompany(company);
  const roleTs = input.RoleTs?.Id;
  if (vendor && !(roleTs !== undefined && roleTs in BACKOFFICE_ROLE_IDS))
    throw new AppError('ERROR_BAD_ROLE', 'RoleTs', [{ path: 'RoleTs', key: 'ERROR_BAD_ROLE' }]);
  const roleTsId = vendor ? (roleTs ?? null) : null;
  refuseAboveSender(sender, { roleId: input.Role.Id, roleTsId });
  const userName = await proposedUserName(ctx, input.UserName);
  if ((await getUsersByEmail(ctx, email.value)).some((u) => u.companyId === company.id))
    throw new AppError('ERROR_INVITATION_MEMBER', undefined, [
      { path: 'Email', key: 'ERROR_INVITATION_MEMBER' },
    ]);
  if (await findOpenInvitation(ctx.tx, company.id, email.value, ctx.clock.now()))
    throw new AppError('ERROR_INVITATION_PENDING', undefined, [
      { path: 'Email', key: 'ERROR_INVITATION_PENDING' },
    ]);
  await refuseMailFlood(ctx, email.value, company);
  const languageId = input.Language && isLanguageId(input.Language.Id) ? input.Language.Id : 1;
  const inviterName = await inviterNameOf(ctx, manager.userId);

  const expiresAt = expiry(ctx, settings);
  const row = await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const created = await insertInvitation(tx, {
      companyId: company.id,
      email: email.value,
      userName,
      roleId: input.Role.Id,
      roleTsId,
      canModifyExcludedProducts: input.CanModifyExcludedProducts,
      canModifyTopics: input.CanModifyTopics,
      excludedProducts: unique(input.ExcludedProducts.map((p) => p.Code)),
      topics: unique(input.Topics.map((t) => t.Code)),
      languageId,
      invitedBy: manager.userId,
      sentAt: ctx.clock.now(),
      expiresAt,
    });
    audit({
      resource: AUDITED_AS,
      objectId: created.id,
      action: 'create',
      before: null,
      after: invitationRecord(created, company, ctx.clock.now()),
    });
    // The link's secret is a single-use token of the invitation (decision 033), valid as long as it.
    const token = await issueToken(inTx, { purpose: 'invitation', subject: created.id, expiresAt });
    const withInviter = { ...created, inviterName };
    await enqueueMail(
      inTx,
      invitationMailPurpose(company.id),
      invitationMail(withInviter, company, token.secret, settings),
    );
    return withInviter;
  });
  ctx.log.info({ invitationId: row.id, companyId: company.id }, 'invitation sent');
  return toSent(row, ctx.clock.now());
}

/** Sends an open invitation again under a new link (the old one stops working) and a new expiry. */
export async function resendInvitation(
  ctx: ServiceContext,
  id: string,
  settings: InvitationSettings,
): Promise<SentInvitation> {
  const { company, sender } = await requireManager(ctx, 'update');
  const row = await companyInvitation(ctx, company.id, id);
  // Sending it again vouches for it anew: only someone who could have sent it may.
  refuseAboveSender(sender, row);
  await refuseMailFlood(ctx, row.email, company);
  const expiresAt = expiry(ctx, settings);
  const renewed = await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const updated = await renewInvitation(tx, row.id, expiresAt, ctx.clock.now());
    if (!updated) throw new AppError(row.completedAt ? 'MSG_INVITATION_COMPLETED_YET' : 'ERROR_NOT_FOUND');
    audit(invitationChange(row, updated, company, ctx.clock.now()));
    // A new link: the old one's token is replaced and stops working.
    const token = await issueToken(inTx, {
      purpose: 'invitation',
      subject: row.id,
      expiresAt,
      replace: true,
    });
    const withInviter = { ...updated, inviterName: row.inviterName };
    await enqueueMail(
      inTx,
      invitationMailPurpose(company.id),
      invitationMail(withInviter, company, token.secret, settings),
    );
    return withInviter;
  });
  return toSent(renewed, ctx.clock.now());
}

export async function revokeInvitation(ctx: ServiceContext, id: string): Promise<SentInvitation> {
  const { company } = await requireManager(ctx, 'delete');
  const row = await companyInvitation(ctx, company.id, id);
  const revoked = await auditedTransaction(ctx, async (tx, audit) => {
    const changed = await markRevoked(tx, row.id, ctx.clock.now());
    if (!changed) throw new AppError(row.completedAt ? 'MSG_INVITATION_COMPLETED_YET' : 'ERROR_NOT_FOUND');
    audit(invitationChange(row, changed, company, ctx.clock.now()));
    return changed;
  });
  ctx.log.info({ invitationId: row.id }, 'invitation revoked');
  return toSent({ ...revoked, inviterName: row.inviterName }, ctx.clock.now());
}

/**
 * The link's invitation: an unknown token, another address or a revoked invitation are all 404, and
 * so is an open one whose sender may no longer send it (it carried their authority). The token is
 * found in any state, so that an expired or completed invitation's link says so.
 */
async function invitationOfLink(ctx: ServiceContext, link: { token: string; email: string }) {
  const token = await findToken(ctx, 'invitation', link.token);
  const row = token?.subject ? await findInvitation(ctx.tx, { id: token.subject }) : undefined;
  if (!row || row.revokedAt || row.email !== link.email.trim().toLowerCase())
    throw new AppError('ERROR_NOT_FOUND');
  if (stateOf(row, ctx.clock.now()) === 'pending' && !(await senderMayStillSend(ctx, row)))
    throw new AppError('ERROR_NOT_FOUND');
  return row;
}

/** The portal's users with the invited address: the invitee already has an account when there is one. */
async function existingUsers(ctx: ServiceContext, email: string) {
  const found = await getUsersByEmail(ctx, email);
  return { any: found.length > 0, enabled: found.filter((u) => u.enabled) };
}

/** The caller's user id, if someone is signed in: the invitee may already have an account. */
const signedInUserId = ({ actor }: ServiceContext) => (actor.kind === 'anonymous' ? undefined : actor.userId);

export async function readInvitation(
  ctx: ServiceContext,
  link: { token: string; email: string },
): Promise<Invitation> {
  const row = await invitationOfLink(ctx, link);
  const company = await getCompanyWithParents(ctx, row.companyId);
  const existing = await existingUsers(ctx, row.email);
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
    IsExpired: stateOf(row, ctx.clock.now()) === 'expired',
    Completed: row.completedAt !== null,
    Existing: existing.any,
    UserId: existing.enabled.find((u) => u.id === signedInUserId(ctx))?.id ?? null,
  };
}

/** Spec §9 "Dates with year 1 are treated as empty": nothing is known of a new invitee. */
export async function readInvitationUser(
  ctx: ServiceContext,
  link: { token: string; email: string },
): Promise<InvitationUserData> {
  const row = await invitationOfLink(ctx, link);
  const existing = await existingUsers(ctx, row.email);
  const own = existing.enabled.find((u) => u.id === signedInUserId(ctx));
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

/**
 * Accepts an invitation (spec §4 Invitation). Expired → MSG_INVITATION_EXPIRED, completed →
 * MSG_INVITATION_COMPLETED_YET, every account of the address disabled → MSG_USER_DISABLE_NO_INVITE.
 * An address that already has an account is accepted by that account, signed in: the new user of the
 * inviting company gets its personal data, password and identity-provider links (one person, one
 * user per company, as everywhere in the portal). Anyone else gives every field of a new user.
 * Single use: the invitation is marked completed in the transaction that creates the user. A session
 * that must change its password first is refused (ERROR_PASSWORD_CHANGE_REQUIRED).
 */
export async function completeInvitation(
  ctx: ServiceContext,
  link: { token: string; email: string },
  input: InvitationCompletion,
  browser: {
    /** How this browser is signed in now, if it is. */
    session: SessionOrigin | undefined;
    /** The identity this browser brought back from the provider, if any (see the sso module). */
    binding: string | undefined;
  },
  settings: InvitationSettings & LoginSettings,
): Promise<SignIn> {
  if (settings.maintenance) throw new AppError('ERROR_NOT_ALLOWED_MAINTENANCE');
  // Like every guarded call while a password change is pending: the new user would copy the expired
  // password without its expiry, a way around the forced change.
  if (ctx.actor.kind !== 'anonymous') signedIn(ctx);
  const { session, binding } = browser;
  const row = await invitationOfLink(ctx, link);
  if (row.completedAt) throw new AppError('MSG_INVITATION_COMPLETED_YET');
  if (stateOf(row, ctx.clock.now()) === 'expired') throw new AppError('MSG_INVITATION_EXPIRED');
  const existing = await existingUsers(ctx, row.email);
  if (existing.any && existing.enabled.length === 0) throw new AppError('MSG_USER_DISABLE_NO_INVITE');
  const callerId = signedInUserId(ctx);
  const caller = callerId ? await getUserById(ctx, callerId) : undefined;
  if (caller && caller.email.toLowerCase() !== row.email)
    throw new AppError('ERROR_INVITATION_EMAIL_MISMATCH');
  const person = existing.enabled.find((u) => u.id === caller?.id);
  if (existing.any && !person) throw new AppError('ERROR_INVITATION_SIGN_IN');
  // A new user may come with an identity of the provider: it must be the invited address's.
  const identity =
    !person && (await hasBoundIdentity(ctx, binding)) ? await boundIdentity(ctx, binding) : undefined;
  if (identity && identityEmail(identity) !== row.email)
    throw new AppError('ERROR_INVITATION_EMAIL_MISMATCH');

  const company = await getCompanyWithParents(ctx, row.companyId);
  const role = accountRole(company, row.roleId);
  if (!role) throw new AppError('ERROR_BAD_ROLE');
  // Without local sign-in the new user signs in through the identity provider, never with a password.
  const viaProvider = session?.sso !== undefined || identity !== undefined;
  if (!signsInLocally(company) && !viaProvider) throw new AppError('ERROR_LOCAL_LOGIN_DISABLED');

  const problems: FieldProblem[] = [];
  let data: PersonFields;
  if (person) {
    const userName = checkUserName(input.UserName);
    if (!userName.ok) problems.push({ path: 'UserName', key: userName.key });
    data = { ...personFieldsOf(person), userName: userName.ok ? userName.value : '' };
  } else {
    const checked = checkPersonData(input, {
      email: false,
      password: !identity,
      passwordMinLength: settings.passwordMinLength,
    });
    problems.push(...checked.problems);
    const { From, To } = input.Availability;
    if (
      !isValidAvailability(From.TimeValue, To.TimeValue) &&
      !problems.some((p) => p.path === 'Availability')
    )
      problems.push({ path: 'Availability', key: 'ERROR_AVAILABILITY_INVALID' });
    data = {
      ...checked.value,
      email: row.email,
      availabilityFrom: input.Availability.From.TimeValue,
      availabilityTo: input.Availability.To.TimeValue,
    };
  }
  if (!isLanguageId(input.Language.Id)) problems.push({ path: 'Language', key: 'ERROR_BAD_REQUEST' });
  if (!input.Privacy.PrivacyAck) problems.push({ path: 'Privacy', key: 'ERROR_PRIVACY_MUST_SIGN' });
  const disclaimers = await checkAcceptances(ctx, company.vatCode, input.Disclaimers);
  if (disclaimers.missing.length > 0) {
    const detail = disclaimers.missing.join(',');
    problems.push({ path: 'Disclaimers', key: 'ERROR_DISCLAIMERS_MUST_ACCEPT', detail });
  }
  const [first] = problems;
  if (first) throw new AppError(first.key, first.detail, problems);
  if (await getUserByUserName(ctx, data.userName)) throw new AppError('ERROR_REGISTER_USER_EXISTS');

  // The same person: the same password (and the same identity-provider links, below). An identity
  // signs in at its provider: a password would be a second, unused way in.
  const passwordHash = person
    ? person.passwordHash
    : identity
      ? null
      : await hashPassword(input.Password ?? '');
  // Audited as the system, or as the account accepting it: the invitee has no account of this company yet.
  const { user, linked } = await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    // Single use: of two completions racing with the same link, one uses its token up.
    if (!(await consumeToken(inTx, 'invitation', link.token)))
      throw new AppError(
        stateOf(row, ctx.clock.now()) === 'expired'
          ? 'MSG_INVITATION_EXPIRED'
          : 'MSG_INVITATION_COMPLETED_YET',
      );
    const created = await createUser(inTx, {
      ...data,
      passwordHash,
      companyId: company.id,
      role,
      languageId: input.Language.Id,
      newsletter: true,
      excludedProducts: row.excludedProducts,
      topics: row.topics,
      canModifyExcludedProducts: row.canModifyExcludedProducts,
      canModifyTopics: row.canModifyTopics,
    });
    if (!created) throw new AppError('ERROR_REGISTER_USER_EXISTS');
    const completed = await markCompleted(tx, row.id, created.id, ctx.clock.now());
    if (!completed) throw new AppError('MSG_INVITATION_COMPLETED_YET');
    audit({
      resource: AUDITED_AS,
      objectId: created.id,
      action: 'create',
      before: null,
      after: userAuditRecord(created),
    });
    audit(invitationChange(row, completed, company, ctx.clock.now()));
    await recordAcceptances(inTx, created.id, disclaimers.accepted);
    const backofficeRole = backofficeRoleOf(row.roleTsId);
    if (isVendorCompany(company) && backofficeRole)
      await assignBackofficeRoleOnJoin(inTx, created.id, backofficeRole);
    if (person) await copyIdentityLinks(inTx, person.id, created);
    return {
      user: created,
      linked: identity ? await linkNewUser(inTx, binding, created) : undefined,
    };
  });
  ctx.log.info({ userId: user.id, invitationId: row.id, existing: !!person }, 'invitation completed');
  if (linked)
    return signInWithIdentity(ctx, user, linked, settings.ssoProvider(linked.provider), undefined, settings);
  return signInUser(
    ctx,
    user,
    {
      parentCode: undefined,
      isLocalLogin: session ? session.isLocalLogin : true,
      ...(session?.sso && { sso: session.sso }),
    },
    settings,
  );
}

type PersonFields = {
  userName: string;
  firstName: string;
  lastName: string;
  fiscalCode: string;
  email: string;
  phoneNumber: string;
  mobilePhone: string;
  availabilityFrom: number;
  availabilityTo: number;
};

function personFieldsOf(user: User): PersonFields {
  return {
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    fiscalCode: user.fiscalCode,
    email: user.email,
    phoneNumber: user.phoneNumber,
    mobilePhone: user.mobilePhone,
    availabilityFrom: user.availabilityFrom,
    availabilityTo: user.availabilityTo,
  };
}

/** The Italian fiscal code's day of birth is 40 more for women; anything unreadable is unknown. */
export function sexOfFiscalCode(fiscalCode: string): 'M' | 'F' | '' {
  const day = Number(fiscalCode.slice(9, 11));
  if (fiscalCode.length !== 16 || !Number.isInteger(day)) return '';
  if (day >= 1 && day <= 31) return 'M';
  return day >= 41 && day <= 71 ? 'F' : '';
}

async function proposedUserName(ctx: ServiceContext, value: string | undefined) {
  if (!value) return null;
  const userName = checkUserName(value);
  if (!userName.ok) throw new AppError(userName.key, undefined, [{ path: 'UserName', key: userName.key }]);
  if (await getUserByUserName(ctx, userName.value))
    throw new AppError('ERROR_REGISTER_USER_EXISTS', undefined, [
      { path: 'UserName', key: 'ERROR_REGISTER_USER_EXISTS' },
    ]);
  return userName.value;
}

async function companyInvitation(ctx: ServiceContext, companyId: number, id: string) {
  const row = await findInvitation(ctx.tx, { id, companyId });
  if (!row) throw new AppError('ERROR_NOT_FOUND');
  return row;
}

/** Invitations of this company to one address are limited; other mail to it does not count. */
async function refuseMailFlood(ctx: ServiceContext, email: string, company: CompanyWithParents) {
  const sent = await recentMailCount(ctx, {
    address: email,
    purposes: [invitationMailPurpose(company.id)],
    withinSeconds: MAIL_WINDOW_SECONDS,
  });
  if (sent >= MAX_MAILS_PER_ADDRESS) throw new AppError('ERROR_TOO_MANY_REQUESTS');
}

async function inviterNameOf(ctx: ServiceContext, userId: string) {
  const user = await getUserById(ctx, userId);
  return user ? `${user.firstName} ${user.lastName}` : null;
}

function backofficeRoleOf(roleTsId: number | null) {
  return roleTsId !== null && roleTsId in BACKOFFICE_ROLE_IDS
    ? BACKOFFICE_ROLE_IDS[roleTsId as keyof typeof BACKOFFICE_ROLE_IDS]
    : undefined;
}

const expiry = (ctx: ServiceContext, settings: InvitationSettings) =>
  daysAfter(ctx.clock.now(), settings.ttlDays);
const unique = (codes: string[]) => [...new Set(codes)];

function invitationMail(
  row: InvitationWithInviter,
  company: CompanyWithParents,
  token: string,
  settings: InvitationSettings,
) {
  const t = mailText(row.languageId);
  const url = `${settings.publicUrl}/invitation/${encodeURIComponent(token)}/${encodeURIComponent(row.email)}?lg=${row.languageId}`;
  return layoutMail(
    {
      to: row.email,
      languageId: row.languageId,
      subject: t('mail.invitation.subject', { portal: PORTAL_NAME, company: company.name }),
      paragraphs: [
        t('mail.invitation.intro', {
          inviter: row.inviterName ?? PORTAL_NAME,
          company: company.name,
          portal: PORTAL_NAME,
        }),
        t('mail.invitation.validity', { date: formatDate(row.expiresAt) }),
      ],
      action: { label: t('mail.invitation.action'), url },
    },
    settings.publicUrl,
  );
}
