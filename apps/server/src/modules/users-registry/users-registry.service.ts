import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import type {
  ActiveSession,
  NewUserInput,
  UserDetail,
  UserInput,
} from '@sportello/contracts/backoffice/users.contract';
import { CUSTOMER_ACCOUNT_ROLES, USER_EXPORT_COLUMNS } from '@sportello/contracts/backoffice/users.values';
import { EXPORT_LIMIT } from '@sportello/contracts/common/exports';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { pageCount } from '@sportello/contracts/common/pagination';
import { CUSTOMER_ROLE_IDS, VENDOR_ROLE_IDS } from '@sportello/contracts/companies/invitations.values';
import { checkPasswordPolicy } from '@sportello/contracts/rules/password';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import { auditedTransaction } from '../../core/audit-trail';
import { type ServiceContext, within } from '../../core/context';
import { type CsvFile, csvDocument, encodeCsv } from '../../core/csv';
import { hashPassword } from '../../core/passwords';
import { isSessionLive } from '../../core/session';
import type { SessionStore } from '../../core/session-store';
import { assignBackofficeRole, backofficeRoleOf, defaultRoleOf, mayGrant } from '../access/access.service';
import { getCompanyWithParents, isVendorCompany } from '../companies/companies.service';
import { inviteToCompany } from '../invitations/invitations.service';
import type { InvitationSettings } from '../invitations/invitations.values';
import { assignIvrUserId, ivrUserIdOf, resetIvrPinOf } from '../ivr/ivr.service';
import { mailPasswordResetFor, type RecoverySettings } from '../recovery/recovery.service';
import { requireFreshSecondFactor, secondFactorSince } from '../second-factor/second-factor.service';
import { listUserIdentities } from '../sso/identities.service';
import {
  changeUser,
  createUser as insertNewUser,
  isStaffAccount,
  liftLock,
  mayActOn,
  personColumns,
  USERS_RESOURCE,
  type UserAction,
  type UserChanges,
  type UserListRow,
  userAuditRecord,
  userRowOf,
  userRowsOf,
  writeEnabled,
  writeRole,
} from '../users/users.service';
import { notSelf, usersPermission } from './users-registry.policy';
import { toDetail, toSummary } from './users-registry.presenters';
import { findAllUsers, findUsersPage, type ListFilter } from './users-registry.repository';

/**
 * The back office's users across companies (decision 034): list, detail, edit, creation, enabling,
 * unlocking, the reset mail, a forced password change, roles, sessions, IVR access and the export.
 * Every change is audited with the user before and after.
 */

export interface UsersRegistrySettings {
  /** Where sessions live: the detail and the sessions panel count and list a user's (ending them is `ctx.signOut`). */
  sessions: SessionStore;
  recovery: RecoverySettings;
  invitations: InvitationSettings;
}

const UPDATE: UserAction = { resource: 'users', action: 'update' };

/**
 * The user an action is about, once the caller may act on them (`mayActOn`, the users module's): every
 * action on one user takes its row from here, so that none skips the check. `lock`: for update.
 */
async function userToActOn(
  ctx: ServiceContext,
  id: string,
  act: UserAction = UPDATE,
  lock = false,
): Promise<UserListRow> {
  const row = await userRowOf(ctx, id, lock);
  await mayActOn(ctx, [row], act);
  return row;
}

export async function listUsers(ctx: ServiceContext, filter: ListFilter) {
  await usersPermission(ctx, 'list');
  const { total, rows } = await findUsersPage(ctx.tx, filter, ctx.clock.now());
  return { Total: total, PageCount: pageCount(total, filter.Size), Items: rows.map(toSummary) };
}

async function liveSessions(ctx: ServiceContext, sessions: SessionStore, userId: string) {
  const now = ctx.clock.now().getTime();
  const lifetimes = (await ctx.settings.current()).sessions;
  return (await sessions.listOfUser(userId)).filter((s) =>
    isSessionLive(s as unknown as { createdAt: number; lastSeenAt: number }, now, lifetimes),
  );
}

async function detailOf(
  ctx: ServiceContext,
  row: UserListRow,
  settings: UsersRegistrySettings,
): Promise<UserDetail> {
  const [backofficeRole, sessions, identities, ivrUserId, secondFactor] = await Promise.all([
    backofficeRoleOf(ctx, { userId: row.id, role: row.role }),
    liveSessions(ctx, settings.sessions, row.id),
    listUserIdentities(ctx, row.id),
    ivrUserIdOf(ctx, row.id),
    secondFactorSince(ctx, row.id),
  ]);
  return toDetail(row, {
    backofficeRole: backofficeRole ?? null,
    activeSessions: sessions.length,
    identities,
    ivrUserId,
    secondFactorSince: secondFactor,
  });
}

export async function getUser(
  ctx: ServiceContext,
  id: string,
  settings: UsersRegistrySettings,
): Promise<UserDetail> {
  await usersPermission(ctx, 'read');
  return detailOf(ctx, await userRowOf(ctx, id), settings);
}

/**
 * Edits a user's names, e-mail address, phones, fiscal code and language (rules checked by the
 * contract). A new address is no longer verified.
 */
export async function saveUser(
  ctx: ServiceContext,
  input: z.output<typeof UserInput>,
  settings: UsersRegistrySettings,
): Promise<UserDetail> {
  await usersPermission(ctx, 'update');
  const row = await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const before = await userToActOn(inTx, input.Id, UPDATE, true);
    const changes: UserChanges = personColumns(input);
    if (input.Email !== before.email.toLowerCase()) changes.emailVerifiedAt = null;
    await changeUser(inTx, before.id, changes);
    const after = await userRowOf(inTx, input.Id);
    audit({
      resource: USERS_RESOURCE,
      objectId: before.id,
      action: 'update',
      before: userAuditRecord(before),
      after: userAuditRecord(after),
    });
    return after;
  });
  return detailOf(ctx, row, settings);
}

const fieldError = (
  path: string,
  key: 'ERROR_BAD_ROLE' | 'ERROR_REGISTER_USER_EXISTS' | 'ERROR_PASSOWRD_INVALID',
  detail?: string,
) => new AppError(key, detail ?? path, [{ path, key, ...(detail && { detail }) }]);

/** The id of an account role in an invitation (`Role.Id`), in the company's family of roles. */
function roleIdOf(role: string): number | undefined {
  for (const roles of [CUSTOMER_ROLE_IDS, VENDOR_ROLE_IDS] as Record<number, string>[]) {
    const found = Object.entries(roles).find(([, r]) => r === role);
    if (found) return Number(found[0]);
  }
  return undefined;
}

const BACKOFFICE_ROLE_ID: Record<BackofficeRole, number> = { viewer: 1, operator: 2, admin: 3 };

/**
 * A new user of a company. `invitation`: the invitations module's invitation and mail (the person
 * chooses user name and password when completing it). `password`: the user is created now with a
 * temporary password (the password policy applies) that must be changed at the first sign-in. A
 * vendor's staff account takes `roles` too, and gives at most the creator's own back-office role.
 */
export async function createUser(
  ctx: ServiceContext,
  input: z.output<typeof NewUserInput>,
  settings: UsersRegistrySettings,
): Promise<{ UserId: string | null; InvitationId: string | null }> {
  const grant = await usersPermission(ctx, 'create');
  const company = await getCompanyWithParents(ctx, input.CompanyId);
  const vendor = isVendorCompany(company);
  const customerRole = (CUSTOMER_ACCOUNT_ROLES as readonly string[]).includes(input.Role);
  if (vendor === customerRole) throw fieldError('Role', 'ERROR_BAD_ROLE');

  if (input.Mode === 'invitation') {
    const sent = await inviteToCompany(
      ctx,
      company.id,
      {
        Email: input.Email,
        ...(input.UserName && { UserName: input.UserName }),
        Role: { Id: roleIdOf(input.Role)! },
        RoleTs: vendor
          ? { Id: BACKOFFICE_ROLE_ID[input.BackofficeRole ?? defaultRoleOf(input.Role as 'operator')] }
          : null,
        CanModifyExcludedProducts: true,
        CanModifyTopics: true,
        ExcludedProducts: [],
        Topics: [],
        Language: { Id: input.LanguageId },
      },
      settings.invitations,
    );
    return { UserId: null, InvitationId: sent.Id };
  }

  if (vendor) {
    await mayActOn(ctx, [{ role: input.Role }], { resource: 'users', action: 'create' });
    if (!mayGrant(grant.role, defaultRoleOf(input.Role as 'operator' | 'admin')))
      throw new AppError('ERROR_FORBIDDEN', 'Role', [{ path: 'Role', key: 'ERROR_FORBIDDEN' }]);
  }
  const policy = checkPasswordPolicy(
    input.TemporaryPassword,
    { firstName: input.FirstName, lastName: input.LastName, userName: input.UserName },
    // The portal's minimum (spec §5) holds for temporary passwords too.
    { minLength: (await ctx.settings.current()).passwordMinLength },
  );
  if (!policy.ok) throw fieldError('TemporaryPassword', 'ERROR_PASSOWRD_INVALID', policy.detail);
  const passwordHash = await hashPassword(input.TemporaryPassword);
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const created = await insertNewUser(inTx, {
      userName: input.UserName,
      email: input.Email,
      firstName: input.FirstName,
      lastName: input.LastName,
      fiscalCode: input.FiscalCode,
      phoneNumber: input.PhoneNumber,
      mobilePhone: input.MobilePhone,
      companyId: company.id,
      role: input.Role,
      languageId: input.LanguageId,
      passwordHash,
      mustChangePassword: true,
    });
    if (!created) throw fieldError('UserName', 'ERROR_REGISTER_USER_EXISTS');
    const row = await userRowOf(inTx, created.id);
    audit({
      resource: USERS_RESOURCE,
      objectId: created.id,
      action: 'create',
      before: null,
      after: userAuditRecord(row),
    });
    return { UserId: created.id, InvitationId: null };
  });
}

/**
 * Enables or disables the selected users, all or none (an unknown id refuses the request). The
 * disabled are signed out at once, on every server process; sign-in already refuses them.
 */
export async function enableUsers(
  ctx: ServiceContext,
  ids: string[],
  enabled: boolean,
): Promise<{ Updated: number }> {
  const grant = await usersPermission(ctx, 'update');
  const unique = [...new Set(ids)];
  if (!enabled) notSelf(grant, unique);
  const changed = await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const rows = await userRowsOf(inTx, unique);
    await mayActOn(inTx, rows, UPDATE);
    const changing = rows.filter((r) => r.enabled !== enabled);
    await writeEnabled(inTx, audit, changing, enabled);
    return { updated: rows.length, changing };
  });
  if (!enabled)
    await ctx.signOut.signOutUsers(
      changed.changing.map((row) => row.id),
      'disabled',
    );
  return { Updated: changed.updated };
}

/** Lifts the lock that repeated wrong passwords put on the user's sign-in (audited when there was one). */
export async function unlockUser(ctx: ServiceContext, id: string): Promise<{ Done: true }> {
  await usersPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const row = await userToActOn(inTx, id, UPDATE, true);
    await liftLock(inTx, audit, row);
    return { Done: true as const };
  });
}

/** E-mails the user the reset page's code, as their own request would (the same code, message and limit). */
export async function sendPasswordReset(
  ctx: ServiceContext,
  id: string,
  settings: UsersRegistrySettings,
): Promise<{ Done: true }> {
  await usersPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const row = await userToActOn(inTx, id, UPDATE, true);
    await mailPasswordResetFor(inTx, row, settings.recovery);
    audit({
      resource: USERS_RESOURCE,
      objectId: id,
      action: 'update',
      before: null,
      after: { PasswordResetMail: row.email },
    });
    return { Done: true as const };
  });
}

/** The user must change the password at the next sign-in (a user without a password has none to change). */
export async function forcePasswordChange(ctx: ServiceContext, id: string): Promise<{ Done: true }> {
  await usersPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const row = await userToActOn(inTx, id, UPDATE, true);
    if (row.passwordHash === null) throw new AppError('ERROR_BAD_REQUEST', 'HasPassword');
    if (!row.mustChangePassword) {
      await changeUser(inTx, id, { mustChangePassword: true });
      audit({
        resource: USERS_RESOURCE,
        objectId: id,
        action: 'update',
        before: userAuditRecord(row),
        after: userAuditRecord({ ...row, mustChangePassword: true }),
      });
    }
    return { Done: true as const };
  });
}

/**
 * The account role, within the user's family (user or company admin for a customer; operator or
 * admin for the vendor's staff, ERROR_BAD_ROLE across), and for the staff the back-office role (the
 * access module's assignment, at most the caller's own). Nobody changes their own. The user is signed
 * out, so that the new role applies from their next sign-in.
 */
export async function setUserRoles(
  ctx: ServiceContext,
  input: { Id: string; Role: UserListRow['role']; BackofficeRole?: BackofficeRole | undefined },
  settings: UsersRegistrySettings,
): Promise<UserDetail> {
  const grant = await usersPermission(ctx, 'update');
  notSelf(grant, [input.Id]);
  // Giving or taking a role is sensitive: the caller proves the second factor again if it is stale.
  await requireFreshSecondFactor(ctx);
  const row = await auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const before = await userToActOn(inTx, input.Id, UPDATE, true);
    // The company decides the family of roles (decision 056): the vendor's people are staff, a
    // customer company's are customers, whatever role an account holds today.
    const staff = isVendorCompany(await getCompanyWithParents(inTx, before.companyId));
    if (staff !== isStaffAccount({ role: input.Role })) throw fieldError('Role', 'ERROR_BAD_ROLE');
    if (!staff && input.BackofficeRole) throw fieldError('BackofficeRole', 'ERROR_BAD_ROLE');
    if (staff && !mayGrant(grant.role, defaultRoleOf(input.Role as 'operator' | 'admin')))
      throw new AppError('ERROR_FORBIDDEN', 'Role', [{ path: 'Role', key: 'ERROR_FORBIDDEN' }]);
    await writeRole(inTx, audit, before, input.Role);
    if (staff && input.BackofficeRole)
      await assignBackofficeRole(inTx, { UserId: before.id, Role: input.BackofficeRole });
    return userRowOf(inTx, input.Id);
  });
  await ctx.signOut.signOutUsers([row.id], 'role-changed');
  return detailOf(ctx, row, settings);
}

export async function listUserSessions(
  ctx: ServiceContext,
  id: string,
  settings: UsersRegistrySettings,
): Promise<ActiveSession[]> {
  await usersPermission(ctx, 'read');
  await userToActOn(ctx, id, { resource: 'users', action: 'read' });
  const sessions = await liveSessions(ctx, settings.sessions, id);
  return sessions
    .map((s) => s as unknown as { createdAt: number; lastSeenAt: number; sso?: unknown })
    .sort((a, b) => b.lastSeenAt - a.lastSeenAt)
    .map((s) => ({
      StartedAt: new Date(s.createdAt).toISOString(),
      LastSeenAt: new Date(s.lastSeenAt).toISOString(),
      SingleSignOn: s.sso !== undefined,
    }));
}

/** Ends every session of the user now, on every server process (audited with how many there were). */
export async function endUserSessions(
  ctx: ServiceContext,
  id: string,
  settings: UsersRegistrySettings,
): Promise<{ Done: true }> {
  const grant = await usersPermission(ctx, 'update');
  notSelf(grant, [id]);
  await userToActOn(ctx, id);
  const open = (await liveSessions(ctx, settings.sessions, id)).length;
  await auditedTransaction(ctx, async (_tx, audit) => {
    audit({
      resource: USERS_RESOURCE,
      objectId: id,
      action: 'update',
      before: { ActiveSessions: open },
      after: { ActiveSessions: 0 },
    });
  });
  await ctx.signOut.signOutUsers([id], 'ended-by-staff');
  return { Done: true };
}

/** Gives, changes or takes away the user's IVR access; a new one's PIN is answered once. */
export async function assignIvr(
  ctx: ServiceContext,
  input: { Id: string; IvrUserId: string },
): Promise<{ IvrUserId: string | null; Pin: string | null }> {
  await usersPermission(ctx, 'update');
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const row = await userToActOn(inTx, input.Id, UPDATE, true);
    const result = await assignIvrUserId(inTx, row.id, input.IvrUserId);
    if (result.before !== result.after)
      audit({
        resource: USERS_RESOURCE,
        objectId: row.id,
        action: 'update',
        before: { IvrUserId: result.before },
        after: { IvrUserId: result.after },
      });
    return { IvrUserId: result.after, Pin: result.pin };
  });
}

/** A new random IVR PIN, answered once; the log records that it changed, never the PIN. */
export async function resetIvrPin(ctx: ServiceContext, id: string): Promise<{ Pin: string }> {
  await usersPermission(ctx, 'update');
  // The new PIN is shown to the caller: a credential revealed, so a fresh second factor first.
  await requireFreshSecondFactor(ctx);
  return auditedTransaction(ctx, async (tx, audit) => {
    const inTx = within(ctx, tx);
    const row = await userToActOn(inTx, id, UPDATE, true);
    const pin = await resetIvrPinOf(inTx, row.id);
    audit({
      resource: USERS_RESOURCE,
      objectId: row.id,
      action: 'update',
      before: null,
      after: { IvrPin: 'reset' },
    });
    return { Pin: pin };
  });
}

/** The filtered, sorted list as CSV in the chosen code page. */
export async function exportUsers(
  ctx: ServiceContext,
  filter: ListFilter,
  encoding: FileEncoding,
): Promise<CsvFile> {
  await usersPermission(ctx, 'export');
  const rows = await findAllUsers(ctx.tx, filter, ctx.clock.now(), EXPORT_LIMIT);
  const csv = csvDocument(
    USER_EXPORT_COLUMNS,
    rows.map((row) => {
      const item = toSummary(row);
      return {
        ...item,
        FiscalCode: row.fiscalCode,
        PhoneNumber: row.phoneNumber,
        MobilePhone: row.mobilePhone,
        LanguageId: row.languageId,
        CompanyVatCode: item.Company.VatCode,
        CompanyName: item.Company.Name,
      };
    }),
  );
  return encodeCsv(csv, encoding);
}
