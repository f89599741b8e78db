import { and, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { users } from '../users/users.tables';
import { type InvitationRow, invitations } from './invitations.tables';

export type InvitationWithInviter = InvitationRow & { inviterName: string | null };

const inviterName = sql<string | null>`(select ${users.firstName} || ' ' || ${users.lastName}
  from ${users} where ${users.id} = ${invitations.invitedBy})`;

export function findInvitationsOfCompany(tx: Tx, companyId: number): Promise<InvitationWithInviter[]> {
  return tx
    .select({ ...getTableColumns(invitations), inviterName })
    .from(invitations)
    .where(eq(invitations.companyId, companyId))
    .orderBy(desc(invitations.createdAt))
    .limit(500);
}

export async function findInvitation(
  tx: Tx,
  where: { id: string; companyId?: number },
): Promise<InvitationWithInviter | undefined> {
  const condition = and(
    eq(invitations.id, where.id),
    where.companyId === undefined ? undefined : eq(invitations.companyId, where.companyId),
  );
  const [row] = await tx
    .select({ ...getTableColumns(invitations), inviterName })
    .from(invitations)
    .where(condition);
  return row;
}

/** An invitation to this address that can still be accepted (not completed, revoked or expired). */
export async function findOpenInvitation(tx: Tx, companyId: number, email: string, now: Date) {
  const [row] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.companyId, companyId),
        eq(invitations.email, email),
        isNull(invitations.completedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return row;
}

export async function insertInvitation(tx: Tx, row: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [created] = await tx.insert(invitations).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** A new expiry for an invitation still open (sent again); undefined when it was completed or revoked meanwhile. */
export async function renewInvitation(tx: Tx, id: string, expiresAt: Date, now: Date) {
  const [row] = await tx
    .update(invitations)
    .set({ expiresAt, sentAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.completedAt), isNull(invitations.revokedAt)))
    .returning();
  return row;
}

export async function markRevoked(tx: Tx, id: string, now: Date) {
  const [row] = await tx
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.completedAt), isNull(invitations.revokedAt)))
    .returning();
  return row;
}

/**
 * Completes an invitation once: of two concurrent completions of the same link only one gets the
 * row back (the other's transaction then rolls back its new user).
 */
export async function markCompleted(tx: Tx, id: string, userId: string, now: Date) {
  const [row] = await tx
    .update(invitations)
    .set({ completedAt: now, userId })
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.completedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
