import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { type DisclaimerRow, disclaimerAcceptances, disclaimers } from './disclaimers.tables';

/** The disclaimers of a company type (none for type 0). */
export function findForCompanyType(tx: Tx, companyType: number): Promise<DisclaimerRow[]> {
  if (companyType === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(disclaimers)
    .where(or(isNull(disclaimers.companyType), eq(disclaimers.companyType, companyType)))
    .orderBy(asc(disclaimers.id));
}

/** Of those, the ones a user has not accepted at their current version. */
export function findNotAcceptedBy(tx: Tx, companyType: number, userId: string): Promise<DisclaimerRow[]> {
  if (companyType === 0) return Promise.resolve([]);
  return tx
    .select({ disclaimers })
    .from(disclaimers)
    .leftJoin(
      disclaimerAcceptances,
      and(
        eq(disclaimerAcceptances.disclaimerId, disclaimers.id),
        eq(disclaimerAcceptances.version, disclaimers.version),
        eq(disclaimerAcceptances.userId, userId),
      ),
    )
    .where(
      and(
        or(isNull(disclaimers.companyType), eq(disclaimers.companyType, companyType)),
        sql`${disclaimerAcceptances.userId} is null`,
      ),
    )
    .orderBy(asc(disclaimers.id))
    .then((rows) => rows.map((r) => r.disclaimers));
}

export async function upsertDisclaimer(tx: Tx, row: typeof disclaimers.$inferInsert): Promise<void> {
  await tx.insert(disclaimers).values(row).onConflictDoNothing({ target: disclaimers.code });
}

export async function insertAcceptances(
  tx: Tx,
  rows: (typeof disclaimerAcceptances.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(disclaimerAcceptances).values(rows).onConflictDoNothing();
}
