import type { Preferences } from '@sportello/contracts/users/preferences.contract';
import { AppError } from '../../core/app-error';
import { type ServiceContext, signedIn } from '../../core/context';
import type { Grant } from '../access/access.service';
import { mayActOn, type UserAction } from './users.policy';
import { type RecordedUser, toRecord } from './users.presenters';
import {
  countEnabledUsersOfCompany,
  findUserById,
  findUserByUserName,
  findUsersByEmail,
  findUsersOfCompany,
  insertUser,
  insertUsers,
  type NewUserValues,
  type UserChanges,
  type UserUpdate,
  updateImportedUsers,
  updateLastLogin,
  updateUser,
  updateUsers,
} from './users.repository';
import type { UserRow, users } from './users.tables';

export type User = UserRow;

/**
 * What the back office's users registry (the users-registry module) does to users through this
 * module, which owns them: the changes a company's administrators make too (user-changes.ts), and
 * the one check of an action on given users (users.policy.ts).
 */
export {
  liftLock,
  personColumns,
  USERS_RESOURCE,
  userRowOf,
  userRowsOf,
  writeEnabled,
  writeRole,
} from './user-changes';
export { isStaffAccount, mayActOn, type UserAction } from './users.policy';
export type { UserListRow } from './users.tables';
export type { NewUserValues, UserChanges };

export function getUserByUserName({ tx }: ServiceContext, userName: string): Promise<User | undefined> {
  return findUserByUserName(tx, userName);
}

export function getUserById({ tx }: ServiceContext, id: string): Promise<User | undefined> {
  return findUserById(tx, id);
}

export function recordSignIn({ tx, clock }: ServiceContext, id: string, newHash?: string): Promise<void> {
  if (newHash) return updateUser(tx, id, { lastLoginAt: clock.now(), passwordHash: newHash });
  return updateLastLogin(tx, id, clock.now());
}

export function setPassword({ tx }: ServiceContext, id: string, passwordHash: string): Promise<void> {
  return updateUser(tx, id, { passwordHash, mustChangePassword: false, passwordExpiresAt: null });
}

export function setLanguage({ tx }: ServiceContext, id: string, languageId: number): Promise<void> {
  return updateUser(tx, id, { languageId });
}

export function getUsersByEmail({ tx }: ServiceContext, email: string): Promise<User[]> {
  return findUsersByEmail(tx, email);
}

/** A company's users, by user name. */
export function getUsersOfCompany({ tx }: ServiceContext, companyId: number): Promise<User[]> {
  return findUsersOfCompany(tx, companyId);
}

export function countUsersOfCompany({ tx }: ServiceContext, companyId: number): Promise<number> {
  return countEnabledUsersOfCompany(tx, companyId);
}

/**
 * Whether a user accepts commercial mail: the unsubscribe link turns it off for the person the link
 * was made for (no session; the link's signature is the proof), the profile both ways.
 */
export function setNewsletter({ tx }: ServiceContext, id: string, accepts: boolean): Promise<void> {
  return updateUser(tx, id, { newsletter: accepts });
}

export function markEmailVerified({ tx, clock }: ServiceContext, id: string): Promise<void> {
  return updateUser(tx, id, { emailVerifiedAt: clock.now() });
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;

/**
 * A user as the audit log keeps it (the back office's record, decision 034): for another module's
 * audited change of a user, such as the user an invitation creates or the registry edits.
 */
export const userAuditRecord = (user: RecordedUser) => toRecord(user);

/**
 * Another module's back-office action on one user (say, removing an identity link): the users
 * policy's one check of every action on a given user (`mayActOn`). ERROR_NOT_FOUND for no such user.
 */
export async function mayActOnUser(ctx: ServiceContext, userId: string, act: UserAction): Promise<Grant> {
  const user = await findUserById(ctx.tx, userId);
  if (!user) throw new AppError('ERROR_NOT_FOUND');
  return mayActOn(ctx, [user], act);
}

/** Creates a user; undefined when the user name is taken (regardless of case). */
export function createUser({ tx }: ServiceContext, user: NewUser): Promise<User | undefined> {
  return insertUser(tx, user);
}

/** Writes the back office's changes of a user (the caller checked and audits them). */
export function changeUser({ tx }: ServiceContext, id: string, changes: UserChanges): Promise<void> {
  return updateUsers(tx, [id], changes);
}

/**
 * Creates the users of an import's batch, without a password, and answers them as created; a user
 * name taken meanwhile fails the statement (the import refuses the file).
 */
export function createImportedUsers({ tx }: ServiceContext, rows: NewUserValues[]): Promise<User[]> {
  return insertUsers(tx, rows);
}

/** Updates the person data, language and role of an import's batch of users (a statement a batch). */
export function changeImportedUsers({ tx }: ServiceContext, rows: UserUpdate[]): Promise<void> {
  return updateImportedUsers(tx, rows);
}

export function toPreferences(user: User): Preferences {
  return {
    ExcludedProducts: user.excludedProducts.map((Code) => ({ Code })),
    Topics: user.topics.map((Code) => ({ Code })),
    CanModifyExcludedProducts: user.canModifyExcludedProducts,
    CanModifyTopics: user.canModifyTopics,
    NewsLetter: user.newsletter,
  };
}

/** The caller's own preferences. */
export async function getPreferences(ctx: ServiceContext): Promise<Preferences> {
  const user = await findUserById(ctx.tx, signedIn(ctx).actor.userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  return toPreferences(user);
}

/**
 * Changes the lists a user may change; asking to change one the company administrator keeps
 * (its can-modify flag off) is ERROR_FORBIDDEN and changes nothing.
 */
export async function savePreferences(
  ctx: ServiceContext,
  input: { ExcludedProducts?: { Code: string }[]; Topics?: { Code: string }[]; NewsLetter?: boolean },
): Promise<Preferences> {
  const { userId } = signedIn(ctx).actor;
  const user = await findUserById(ctx.tx, userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  if ((input.ExcludedProducts && !user.canModifyExcludedProducts) || (input.Topics && !user.canModifyTopics))
    throw new AppError('ERROR_FORBIDDEN');
  const unique = (list: { Code: string }[]) => [...new Set(list.map((c) => c.Code))];
  const changes = {
    ...(input.ExcludedProducts && { excludedProducts: unique(input.ExcludedProducts) }),
    ...(input.Topics && { topics: unique(input.Topics) }),
    ...(input.NewsLetter !== undefined && { newsletter: input.NewsLetter }),
  };
  if (Object.keys(changes).length > 0) await updateUser(ctx.tx, userId, changes);
  return toPreferences({ ...user, ...changes });
}
