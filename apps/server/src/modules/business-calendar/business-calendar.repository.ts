import { eq } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { businessCalendar } from './business-calendar.tables';

export type CalendarRow = typeof businessCalendar.$inferSelect;

export async function findCalendarRow(tx: Tx): Promise<CalendarRow | undefined> {
  const [row] = await tx.select().from(businessCalendar).where(eq(businessCalendar.id, 1));
  return row;
}

/** Writes the one calendar (its row exists from the migration; an upsert keeps a wiped one working). */
export async function saveCalendarRow(
  tx: Tx,
  values: Pick<CalendarRow, 'weekly' | 'patronDay' | 'exceptions'>,
  now: Date,
): Promise<CalendarRow> {
  const [row] = await tx
    .insert(businessCalendar)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: businessCalendar.id, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('the business calendar was not saved');
  return row;
}
