import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { portalSettings } from './settings.tables';

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
