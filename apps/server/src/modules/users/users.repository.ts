import { and, eq, inArray, sql } from 'drizzle-orm';
import { BATCH } from '../../core/batches';
import type { Tx } from '../../core/database';
import { preparedQuery } from '../../core/prepared-query';
import { companies } from '../companies/companies.tables';
import {
  isSignInLocked,
  listedUserColumns,
  type PersonColumn,
  type UserListRow,
  type UserRow,
  users,
} from './users.tables';

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
      | 'newsletter'
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

/** The user with their company and sign-in lock (users.tables.ts); `lock`: for update. */
export async function findUserRow(
  tx: Tx,
  id: string,
  now: Date,
  lock = false,
): Promise<UserListRow | undefined> {
  const query = tx
    .select(listedUserColumns(now))
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  const [row] = await (lock ? query.for('update', { of: users }) : query);
  return row;
}

/** The users with their company and sign-in lock, by id, locked for update (unknown ids are left out). */
export function findUserRows(tx: Tx, ids: string[], now: Date): Promise<UserListRow[]> {
  return tx
    .select(listedUserColumns(now))
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('update', { of: users });
}

/** The ids of a company's users whose sign-in wrong passwords have locked now. */
export async function findLockedUserIdsOfCompany(tx: Tx, companyId: number, now: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), isSignInLocked(now)));
  return rows.map((r) => r.id);
}

/** What the back office and a company's administrators change of a user (user-changes.ts). */
export type UserChanges = Partial<
  Pick<UserRow, PersonColumn | 'enabled' | 'mustChangePassword' | 'emailVerifiedAt'>
>;

export async function updateUsers(tx: Tx, ids: string[], changes: UserChanges): Promise<void> {
  await tx.update(users).set(changes).where(inArray(users.id, ids));
}

/** A user the import creates: no password, their person data, language and role. */
export type NewUserValues = Pick<
  typeof users.$inferInsert,
  'userName' | 'companyId' | 'createdAt' | PersonColumn
>;

/** Creates the users, without a password, and returns them as created. */
export async function insertUsers(tx: Tx, rows: NewUserValues[]): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(users).values(rows).returning();
}

export type UserUpdate = Pick<NewUserValues, PersonColumn> & { id: string };

/**
 * Updates each user's person data, language and role, one statement per call (a batch of the
 * import's, core/batches.ts): a changed address is no longer verified, as the edit page does.
 */
export async function updateImportedUsers(tx: Tx, rows: UserUpdate[]): Promise<void> {
  if (rows.length === 0) return;
  if (rows.length > BATCH) throw new Error('one batch at a time');
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.firstName}, ${r.lastName}, ${r.email}, ${r.fiscalCode}, ${r.phoneNumber}, ${r.mobilePhone}, ${r.languageId}::int, ${r.role})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update users set first_name = v.first_name, last_name = v.last_name, email = v.email,
      fiscal_code = v.fiscal_code, phone_number = v.phone_number, mobile_phone = v.mobile_phone,
      language_id = v.language_id, role = v.role,
      email_verified_at = case when lower(users.email) = v.email then users.email_verified_at end
    from (values ${values}) as v(id, first_name, last_name, email, fiscal_code, phone_number, mobile_phone, language_id, role)
    where users.id = v.id`);
}
