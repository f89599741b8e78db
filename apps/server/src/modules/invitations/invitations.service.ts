import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import type { InvitationRequest, SentInvitation } from '@sportello/contracts/companies/invitations.contract';
import { BACKOFFICE_ROLE_IDS } from '@sportello/contracts/companies/invitations.values';
import { checkEmail, checkUserName } from '@sportello/contracts/rules/patterns';
import { isLanguageId } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { daysAfter } from '../../core/clock';
import { type ServiceContext, within } from '../../core/context';
import {
  type CompanyWithParents,
  getCompanyWithParents,
  isVendorCompany,
} from '../companies/companies.service';
import { lockedUserIdsOfCompany } from '../users/company-colleagues.service';
import { getUserById, getUserByUserName, getUsersByEmail, getUsersOfCompany } from '../users/users.service';
import { issueToken } from '../verification/verification.service';
import { enqueueInvitationMail, refuseMailFlood } from './invitations.mail';
import {
  grantableRoles,
  requireBackofficeSender,
  requireManager,
  roleAboveSender,
} from './invitations.policy';
import { invitationChange, invitationRecord, toMember, toSent } from './invitations.presenters';
import {
  findInvitation,
  findInvitationsOfCompany,
  findOpenInvitation,
  insertInvitation,
  markRevoked,
  renewInvitation,
} from './invitations.repository';
import { AUDITED_AS, accountRole, type InvitationSettings } from './invitations.values';

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
    await enqueueInvitationMail(inTx, withInviter, company, token.secret, settings);
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
    await enqueueInvitationMail(inTx, withInviter, company, token.secret, settings);
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

async function inviterNameOf(ctx: ServiceContext, userId: string) {
  const user = await getUserById(ctx, userId);
  return user ? `${user.firstName} ${user.lastName}` : null;
}

const expiry = (ctx: ServiceContext, settings: InvitationSettings) =>
  daysAfter(ctx.clock.now(), settings.ttlDays);
const unique = (codes: string[]) => [...new Set(codes)];
