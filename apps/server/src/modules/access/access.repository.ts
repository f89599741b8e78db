import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';
import { backofficeRoles } from './access.tables';

export async function findAssignedRole(tx: Tx, userId: string) {
  const [row] = await tx.select().from(backofficeRoles).where(eq(backofficeRoles.userId, userId));
  return row?.role;
}

/**
 * A signed-in caller's standing as it is now, not as their session remembers it: account role,
 * assigned back-office role, and whether they and their company are enabled.
 */
export async function findStanding(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      accountRole: users.role,
      assigned: backofficeRoles.role,
      enabled: users.enabled,
      companyEnabled: companies.enabled,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(backofficeRoles, eq(backofficeRoles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export function findBackofficeUsers(tx: Tx) {
  return tx
    .select({
      id: users.id,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      accountRole: users.role,
      assigned: backofficeRoles.role,
      enabled: users.enabled,
    })
    .from(users)
    .leftJoin(backofficeRoles, eq(backofficeRoles.userId, users.id))
    .where(inArray(users.role, ['operator', 'admin']))
    .orderBy(asc(users.userName));
}

export async function upsertAssignedRole(
  tx: Tx,
  userId: string,
  role: 'viewer' | 'operator' | 'admin',
  at: Date,
) {
  await tx
    .insert(backofficeRoles)
    .values({ userId, role, updatedAt: at })
    .onConflictDoUpdate({ target: backofficeRoles.userId, set: { role, updatedAt: at } });
}
