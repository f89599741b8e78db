import { asc } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { type LanguageRow, languages } from './languages.tables';

export function findAllLanguages(tx: Tx): Promise<LanguageRow[]> {
  return tx.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.id));
}

/** Inserts or refreshes reference rows; safe to run at every start. */
export async function upsertLanguages(tx: Tx, rows: LanguageRow[]): Promise<void> {
  for (const row of rows) {
    await tx.insert(languages).values(row).onConflictDoUpdate({ target: languages.id, set: row });
  }
}
