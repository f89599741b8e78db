import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { ispLinks, ssoIdentities } from './sso.tables';

export type IdentityRow = typeof ssoIdentities.$inferSelect;
export type LinkRow = typeof ispLinks.$inferSelect;

/** Stores an identity and sweeps the ones expired at `now` on the way (there are few, and each lives minutes). */
export async function insertIdentity(
  tx: Tx,
  row: typeof ssoIdentities.$inferInsert,
  now: Date,
): Promise<void> {
  await tx.insert(ssoIdentities).values(row);
  await tx.delete(ssoIdentities).where(lt(ssoIdentities.expiresAt, now));
}

/**
 * Removes and returns an identity of the given stage still live at `now`: a handle can be redeemed
 * once only. With `browserHash`, only an identity brought by that browser's flow; any other stays
 * where it is.
 */
export async function takeIdentity(
  tx: Tx,
  idHash: string,
  stage: 'handle' | 'bound',
  now: Date,
  browserHash?: string,
): Promise<IdentityRow | undefined> {
  const [row] = await tx
    .delete(ssoIdentities)
    .where(
      and(
        eq(ssoIdentities.idHash, idHash),
        eq(ssoIdentities.stage, stage),
        gt(ssoIdentities.expiresAt, now),
        browserHash === undefined ? undefined : sql`${ssoIdentities.data}->>'browser' = ${browserHash}`,
      ),
    )
    .returning();
  return row;
}

/** The bound identity of a binding, if still live at `now`. */
export async function findBoundIdentity(tx: Tx, idHash: string, now: Date): Promise<IdentityRow | undefined> {
  const [row] = await tx
    .select()
    .from(ssoIdentities)
    .where(
      and(
        eq(ssoIdentities.idHash, idHash),
        eq(ssoIdentities.stage, 'bound'),
        gt(ssoIdentities.expiresAt, now),
      ),
    );
  return row;
}

export function findLinks(tx: Tx, provider: string, subject: string): Promise<LinkRow[]> {
  return tx
    .select()
    .from(ispLinks)
    .where(and(eq(ispLinks.provider, provider), eq(ispLinks.subject, subject)));
}

export function findLinksOfUser(tx: Tx, userId: string): Promise<LinkRow[]> {
  return tx.select().from(ispLinks).where(eq(ispLinks.userId, userId));
}

/** Inserts a link; false when it would break a rule (the user or the company already linked). */
export async function insertLink(tx: Tx, link: typeof ispLinks.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(ispLinks)
    .values(link)
    .onConflictDoNothing()
    .returning({ id: ispLinks.id });
  return inserted.length > 0;
}
