import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { users } from '../users/users.tables';
import { operatorName } from './reservations.repository';

/**
 * A customer as an appointment names them: their name and address. Only a customer company's user
 * (not the vendor's staff) is one.
 */
export async function findPerson(
  tx: Tx,
  userId: string,
): Promise<{ id: string; name: string; email: string; companyId: number; languageId: number } | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      name: operatorName,
      email: users.email,
      companyId: users.companyId,
      languageId: users.languageId,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || row.role === 'operator' || row.role === 'admin') return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    companyId: row.companyId,
    languageId: row.languageId,
  };
}
