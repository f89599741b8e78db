import type { Preferences } from '@sportello/contracts/users/preferences.contract';
import { AppError } from '../../core/app-error';
import { type ServiceContext, signedIn } from '../../core/context';
import type { Grant } from '../access/access.service';
import { mayActOn, type UserAction } from './users.policy';
import {
  countEnabledUsersOfCompany,
  findUserById,
  findUserByUserName,
  findUsersByEmail,
  findUsersOfCompany,
  insertUser,
  updateLastLogin,
  updateUser,
} from './users.repository';
import type { UserRow, users } from './users.tables';
import { toRecord } from './users-registry.presenters';

export type User = UserRow;

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

export function markEmailVerified({ tx, clock }: ServiceContext, id: string): Promise<void> {
  return updateUser(tx, id, { emailVerifiedAt: clock.now() });
}

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;

/**
 * A user as the audit log keeps it (the back office's record, decision 034): for another module's
 * audited change of a user, such as the user an invitation creates.
 */
export const userAuditRecord = (user: User) => toRecord(user);

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

export function toPreferences(user: User): Preferences {
  return {
    ExcludedProducts: user.excludedProducts.map((Code) => ({ Code })),
    Topics: user.topics.map((Code) => ({ Code })),
    CanModifyExcludedProducts: user.canModifyExcludedProducts,
    CanModifyTopics: user.canModifyTopics,
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
  input: { ExcludedProducts?: { Code: string }[]; Topics?: { Code: string }[] },
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
  };
  if (Object.keys(changes).length > 0) await updateUser(ctx.tx, userId, changes);
  return toPreferences({ ...user, ...changes });
}
