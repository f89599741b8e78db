import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { preparedQuery } from '../../core/prepared-query';
import { type UserRow, users } from './users.tables';

/** On the sign-in path: a prepared query. */
export async function findUserByUserName(tx: Tx, userName: string): Promise<UserRow | undefined> {
  const [row] = await preparedQuery(tx, 'user_by_user_name', (name) =>
    tx
      .select()
      .from(users)
      .where(sql`lower(${users.userName}) = ${sql.placeholder('userName')}`)
      .prepare(name),
  ).execute({ userName: userName.toLowerCase() });
  return row;
}

/** The sign-in's own write, on its path: a prepared query. */
export async function updateLastLogin(tx: Tx, id: string, at: Date): Promise<void> {
  await preparedQuery(tx, 'user_last_login', (name) =>
    tx
      .update(users)
      .set({ lastLoginAt: sql`${sql.placeholder('at')}` })
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id, at });
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUser(
  tx: Tx,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      | 'passwordHash'
      | 'passwordExpiresAt'
      | 'mustChangePassword'
      | 'lastLoginAt'
      | 'languageId'
      | 'emailVerifiedAt'
      | 'excludedProducts'
      | 'topics'
      | 'firstName'
      | 'lastName'
      | 'phoneNumber'
      | 'mobilePhone'
      | 'availabilityFrom'
      | 'availabilityTo'
      | 'birthDate'
    >
  >,
): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, id));
}

export function findUsersByEmail(tx: Tx, email: string): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .orderBy(users.userName);
}

export function findUsersOfCompany(tx: Tx, companyId: number): Promise<UserRow[]> {
  return tx.select().from(users).where(eq(users.companyId, companyId)).orderBy(users.userName).limit(1000);
}

export async function countEnabledUsersOfCompany(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.companyId} = ${companyId} and ${users.enabled}`);
  return row?.n ?? 0;
}

/** A new user; undefined when the user name is taken (regardless of case). */
export async function insertUser(tx: Tx, row: typeof users.$inferInsert): Promise<UserRow | undefined> {
  const [created] = await tx.insert(users).values(row).onConflictDoNothing().returning();
  return created;
}
