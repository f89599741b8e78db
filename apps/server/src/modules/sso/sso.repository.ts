import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { ispLinks, ssoIdentities } from './sso.tables';

export type IdentityRow = typeof ssoIdentities.$inferSelect;
export type LinkRow = typeof ispLinks.$inferSelect;

export async function insertIdentity(tx: Tx, row: typeof ssoIdentities.$inferInsert): Promise<void> {
  await tx.insert(ssoIdentities).values(row);
}

/** The identity a single-use token reaches. */
export async function findIdentityOfToken(tx: Tx, tokenId: string): Promise<IdentityRow | undefined> {
  const [row] = await tx.select().from(ssoIdentities).where(eq(ssoIdentities.tokenId, tokenId));
  return row;
}

/** Makes another token the one that reaches an identity (the handle's identity bound to a browser). */
export async function moveIdentity(tx: Tx, id: string, tokenId: string): Promise<void> {
  await tx.update(ssoIdentities).set({ tokenId }).where(eq(ssoIdentities.id, id));
}

export async function deleteIdentity(tx: Tx, id: string): Promise<void> {
  await tx.delete(ssoIdentities).where(eq(ssoIdentities.id, id));
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

/** A sign-in through a link: when, and the address the provider gave this time. */
export async function touchLink(
  tx: Tx,
  link: { provider: string; subject: string; userId: string },
  usage: { email: string; at: Date },
): Promise<void> {
  await tx
    .update(ispLinks)
    .set({ lastUsedAt: usage.at, email: usage.email || null })
    .where(
      and(
        eq(ispLinks.provider, link.provider),
        eq(ispLinks.subject, link.subject),
        eq(ispLinks.userId, link.userId),
      ),
    );
}
