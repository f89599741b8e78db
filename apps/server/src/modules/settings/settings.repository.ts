import { eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { brandImages, portalSettings } from './settings.tables';

export type SettingsRow = typeof portalSettings.$inferSelect;

export async function findSettingsRow(tx: Tx): Promise<SettingsRow | undefined> {
  const [row] = await tx.select().from(portalSettings).where(eq(portalSettings.id, 1));
  return row;
}

/** Writes the one row of settings, created by the first save. */
export async function saveSettingsRow(tx: Tx, values: Omit<SettingsRow, 'id'>): Promise<SettingsRow> {
  const [row] = await tx
    .insert(portalSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: portalSettings.id, set: values })
    .returning();
  if (!row) throw new Error('the settings were not saved');
  return row;
}

export type BrandImageRow = typeof brandImages.$inferSelect;

export async function findBrandImage(tx: Tx, id: string): Promise<BrandImageRow | undefined> {
  const [row] = await tx.select().from(brandImages).where(eq(brandImages.id, id));
  return row;
}

/** Which of `ids` are stored. */
export async function storedBrandImageIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: brandImages.id }).from(brandImages).where(inArray(brandImages.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Stores an image under its digest; the same bytes uploaded again are the same row. */
export async function insertBrandImage(tx: Tx, image: BrandImageRow): Promise<void> {
  await tx.insert(brandImages).values(image).onConflictDoNothing({ target: brandImages.id });
}

/** Deletes every image but `kept`: what the settings no longer name. */
export async function deleteBrandImagesExcept(tx: Tx, kept: readonly string[]): Promise<void> {
  await tx.delete(brandImages).where(kept.length ? notInArray(brandImages.id, [...kept]) : undefined);
}
