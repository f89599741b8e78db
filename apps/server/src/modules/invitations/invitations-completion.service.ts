import type {
  Invitation,
  InvitationCompletion,
  InvitationUserData,
} from '@sportello/contracts/companies/invitations.contract';
import { checkUserName } from '@sportello/contracts/rules/patterns';
import { checkPersonData, type FieldProblem } from '@sportello/contracts/rules/person-data';
import { isLanguageId } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { isSignedIn, type ServiceContext, signedIn, within } from '../../core/context';
import { hashPassword } from '../../core/passwords';
import { refuseDuringMaintenance } from '../../core/portal-settings';
import { assignBackofficeRoleOnJoin } from '../access/access.service';
import { type SignIn, signInUser } from '../auth/auth.service';
import {
  type CompanyWithParents,
  getCompanyWithParents,
  isVendorCompany,
  signsInLocally,
} from '../companies/companies.service';
import { checkAcceptances, isValidAvailability, recordConsents } from '../disclaimers/disclaimers.service';
import {
  boundIdentity,
  copyIdentityLinks,
  hasBoundIdentity,
  identityEmail,
  linkNewUser,
  signInWithIdentity,
} from '../sso/sso.service';
import {
  createUser,
  getUserById,
  getUserByUserName,
  getUsersByEmail,
  type User,
  userAuditRecord,
} from '../users/users.service';
import { consumeToken, findToken } from '../verification/verification.service';
import { senderMayStillSend } from './invitations.policy';
import {
  type ExistingUsers,
  invitationChange,
  toInvitation,
  toInvitationUser,
} from './invitations.presenters';
import { findInvitation, type InvitationWithInviter, markCompleted } from './invitations.repository';
import {
  AUDITED_AS,
  accountRole,
  backofficeRoleOfId,
  type InvitationSettings,
  type SessionOrigin,
  stateOf,
} from './invitations.values';

/**
 * The invitee's side of an invitation (spec §4 Invitation): its link opens it, shows what is known
 * of the invitee, and completes it into a new user of the inviting company.
 */

type Link = { token: string; email: string };

/**
 * The link's invitation: an unknown token, another address or a revoked invitation are all 404, and
 * so is an open one whose sender may no longer send it (it carried their authority). The token is
 * found in any state, so that an expired or completed invitation's link says so.
 */
async function invitationOfLink(ctx: ServiceContext, link: Link) {
  const token = await findToken(ctx, 'invitation', link.token);
  const row = token?.subject ? await findInvitation(ctx.tx, { id: token.subject }) : undefined;
  if (!row || row.revokedAt || row.email !== link.email.trim().toLowerCase())
    throw new AppError('ERROR_NOT_FOUND');
  if (stateOf(row, ctx.clock.now()) === 'pending' && !(await senderMayStillSend(ctx, row)))
    throw new AppError('ERROR_NOT_FOUND');
  return row;
}

/** The portal's users with the invited address: the invitee already has an account when there is one. */
async function existingUsers(ctx: ServiceContext, email: string): Promise<ExistingUsers> {
  const found = await getUsersByEmail(ctx, email);
  return { any: found.length > 0, enabled: found.filter((u) => u.enabled) };
}

/** The caller's user id, if someone is signed in: the invitee may already have an account. */
const signedInUserId = ({ actor }: ServiceContext) => (isSignedIn(actor) ? actor.userId : undefined);

/** The caller's own account among the invited address's, when the invitee is signed in. */
const ownAccount = (ctx: ServiceContext, existing: ExistingUsers) =>
  existing.enabled.find((u) => u.id === signedInUserId(ctx));

export async function readInvitation(ctx: ServiceContext, link: Link): Promise<Invitation> {
  const row = await invitationOfLink(ctx, link);
  const company = await getCompanyWithParents(ctx, row.companyId);
  const existing = await existingUsers(ctx, row.email);
  return toInvitation(row, company, existing, ownAccount(ctx, existing), ctx.clock.now());
}

export async function readInvitationUser(ctx: ServiceContext, link: Link): Promise<InvitationUserData> {
  const row = await invitationOfLink(ctx, link);
  const existing = await existingUsers(ctx, row.email);
  return toInvitationUser(existing, ownAccount(ctx, existing));
}

/** How the browser completing an invitation came. */
interface Browser {
  /** How this browser is signed in now, if it is. */
  session: SessionOrigin | undefined;
  /** The identity this browser brought back from the provider, if any (see the sso module). */
  binding: string | undefined;
  /** The client's address, for the consent records. */
  ip?: string;
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
  link: Link,
  input: InvitationCompletion,
  browser: Browser,
  settings: InvitationSettings,
): Promise<SignIn> {
  await refuseDuringMaintenance(ctx);
  // Like every guarded call while a password change is pending: the new user would copy the expired
  // password without its expiry, a way around the forced change.
  if (ctx.actor.kind !== 'anonymous') signedIn(ctx);
  const row = await openInvitationOfLink(ctx, link);
  const invitee = await inviteeOf(ctx, row, browser.binding);
  const { company, role } = await joinedCompany(ctx, row, invitee, browser.session);
  const { data, accepted } = await checkedCompletion(ctx, row, company, invitee, input);
  const { user, linked } = await createInvitedUser(ctx, {
    link,
    row,
    company,
    role,
    invitee,
    data,
    accepted,
    languageId: input.Language.Id,
    password: input.Password,
    binding: browser.binding,
    ip: browser.ip,
  });
  ctx.log.info({ userId: user.id, invitationId: row.id, existing: !!invitee.person }, 'invitation completed');
  return signInInvitee(ctx, user, linked, browser.session, settings);
}

/** The link's invitation, still to be completed. */
async function openInvitationOfLink(ctx: ServiceContext, link: Link) {
  const row = await invitationOfLink(ctx, link);
  if (row.completedAt) throw new AppError('MSG_INVITATION_COMPLETED_YET');
  if (stateOf(row, ctx.clock.now()) === 'expired') throw new AppError('MSG_INVITATION_EXPIRED');
  return row;
}

/** Who accepts: the invited address's account signed in here, or a new user, maybe with an identity. */
interface Invitee {
  /** The caller's own account with the invited address, when the address already has one. */
  person: User | undefined;
  /** A new user's identity from the provider, when the browser brought one back. */
  identity: Awaited<ReturnType<typeof boundIdentity>> | undefined;
}

async function inviteeOf(
  ctx: ServiceContext,
  row: InvitationWithInviter,
  binding: string | undefined,
): Promise<Invitee> {
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
  return { person, identity };
}

/** The inviting company and the account role it gives, if the invitee may sign in to it as they came. */
async function joinedCompany(
  ctx: ServiceContext,
  row: InvitationWithInviter,
  invitee: Invitee,
  session: SessionOrigin | undefined,
) {
  const company = await getCompanyWithParents(ctx, row.companyId);
  const role = accountRole(company, row.roleId);
  if (!role) throw new AppError('ERROR_BAD_ROLE');
  // Without local sign-in the new user signs in through the identity provider, never with a password.
  const viaProvider = session?.sso !== undefined || invitee.identity !== undefined;
  if (!signsInLocally(company) && !viaProvider) throw new AppError('ERROR_LOCAL_LOGIN_DISABLED');
  return { company, role };
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

/**
 * The new user's fields, every problem of the form at once (next to its field), and the disclaimers
 * accepted. The same person keeps their data and chooses only the new user's name; anyone else
 * gives every field, a password unless the provider's identity signs them in.
 */
async function checkedCompletion(
  ctx: ServiceContext,
  row: InvitationWithInviter,
  company: CompanyWithParents,
  { person, identity }: Invitee,
  input: InvitationCompletion,
) {
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
      passwordMinLength: (await ctx.settings.current()).passwordMinLength,
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
  return { data, accepted: disclaimers.answers };
}

/**
 * The new user, in one transaction with the invitation's completion: the link's token used up, the
 * invitation marked completed, both audited, the disclaimers recorded, the back-office role given,
 * and the identity-provider links copied from the same person or made for the new identity.
 */
async function createInvitedUser(
  ctx: ServiceContext,
  completion: {
    link: Link;
    row: InvitationWithInviter;
    company: CompanyWithParents;
    role: User['role'];
    invitee: Invitee;
    data: PersonFields;
    accepted: Awaited<ReturnType<typeof checkAcceptances>>['answers'];
    ip: string | undefined;
    languageId: number;
    password: string | undefined;
    binding: string | undefined;
  },
) {
  const { link, row, company, role, invitee, data, accepted, languageId, binding } = completion;
  const { person, identity } = invitee;
  // The same person: the same password (and the same identity-provider links, below). An identity
  // signs in at its provider: a password would be a second, unused way in.
  const passwordHash = person
    ? person.passwordHash
    : identity
      ? null
      : await hashPassword(completion.password ?? '');
  // Audited as the system, or as the account accepting it: the invitee has no account of this company yet.
  return auditedTransaction(ctx, async (tx, audit) => {
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
      languageId,
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
    await recordConsents(inTx, created, accepted, { source: 'invitation', ip: completion.ip });
    const backofficeRole = backofficeRoleOfId(row.roleTsId);
    if (isVendorCompany(company) && backofficeRole)
      await assignBackofficeRoleOnJoin(inTx, created.id, backofficeRole);
    if (person) await copyIdentityLinks(inTx, person.id, created);
    return {
      user: created,
      linked: identity ? await linkNewUser(inTx, binding, created) : undefined,
    };
  });
}

/**
 * The new user signs in: through the identity just linked, or as this browser signed in (a local
 * sign-in when it was not).
 */
function signInInvitee(
  ctx: ServiceContext,
  user: User,
  linked: Awaited<ReturnType<typeof linkNewUser>> | undefined,
  session: SessionOrigin | undefined,
  settings: InvitationSettings,
): Promise<SignIn> {
  if (linked) return signInWithIdentity(ctx, user, linked, settings.ssoProvider(linked.provider), undefined);
  return signInUser(ctx, user, {
    parentCode: undefined,
    isLocalLogin: session ? session.isLocalLogin : true,
    ...(session?.sso && { sso: session.sso }),
  });
}
