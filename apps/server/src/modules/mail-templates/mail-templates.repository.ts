import type { MailTemplateFilter } from '@sportello/contracts/backoffice/mail-templates.contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';
import { type MailTemplateRow, mailTemplates } from './mail-templates.tables';

export type ListFilter = z.output<typeof MailTemplateFilter>;

const SORT = {
  Name: sql`lower(${mailTemplates.name})`,
  Kind: mailTemplates.kind,
  UpdatedAt: mailTemplates.updatedAt,
};

/** The templates a list's words (of the name or either subject) and kind find. */
export function matching(filter: { Text?: string; Kind?: string }): SQL | undefined {
  const where: SQL[] = [];
  if (filter.Text) {
    const pattern = containsPattern(filter.Text);
    where.push(
      or(
        ilike(mailTemplates.name, pattern),
        ilike(mailTemplates.subjectIt, pattern),
        ilike(mailTemplates.subjectEn, pattern),
      ) as SQL,
    );
  }
  if (filter.Kind) where.push(eq(mailTemplates.kind, filter.Kind));
  return where.length ? and(...where) : undefined;
}

export async function findTemplatesPage(tx: Tx, filter: ListFilter) {
  const where = matching(filter);
  const direction = filter.Desc ? desc : asc;
  const [total] = await tx.select({ n: count() }).from(mailTemplates).where(where);
  const rows = await tx
    .select()
    .from(mailTemplates)
    .where(where)
    .orderBy(direction(SORT[filter.Sort]), direction(mailTemplates.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}

export async function findTemplate(tx: Tx, id: number, lock = false): Promise<MailTemplateRow | undefined> {
  const query = tx.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The edited template of a service mail, if any. */
export async function findTemplateOfKind(tx: Tx, kind: string): Promise<MailTemplateRow | undefined> {
  const [row] = await tx.select().from(mailTemplates).where(eq(mailTemplates.kind, kind));
  return row;
}

export async function insertTemplate(tx: Tx, values: typeof mailTemplates.$inferInsert) {
  const [row] = await tx.insert(mailTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(tx: Tx, id: number, values: Partial<typeof mailTemplates.$inferInsert>) {
  const [row] = await tx.update(mailTemplates).set(values).where(eq(mailTemplates.id, id)).returning();
  return row!;
}

/** Deletes these templates (locked first) and answers them as they were. */
export async function deleteTemplateRows(tx: Tx, where: SQL | undefined): Promise<MailTemplateRow[]> {
  const rows = await tx.select().from(mailTemplates).where(where).for('update');
  if (rows.length === 0) return [];
  await tx.delete(mailTemplates).where(
    inArray(
      mailTemplates.id,
      rows.map((r) => r.id),
    ),
  );
  return rows;
}

export const byIds = (ids: readonly number[]) => inArray(mailTemplates.id, [...ids]);
