import type { AuditFilter } from '@sportello/contracts/backoffice/audit.contract';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { auditLog } from './audit.tables';

export async function insertAuditEntries(tx: Tx, entries: (typeof auditLog.$inferInsert)[]) {
  if (entries.length > 0) await tx.insert(auditLog).values(entries);
}

const SORT = { At: auditLog.at, Actor: auditLog.actor, Resource: auditLog.resource, Action: auditLog.action };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findAuditEntries(
  tx: Tx,
  filter: Required<Pick<AuditFilter, 'Page' | 'Size' | 'Sort' | 'Desc'>> & AuditFilter,
) {
  const where: SQL[] = [];
  if (filter.Resource) where.push(eq(auditLog.resource, filter.Resource));
  if (filter.Action) where.push(eq(auditLog.action, filter.Action));
  if (filter.Actor) where.push(ilike(auditLog.actor, `%${escapeLike(filter.Actor)}%`));
  if (filter.ObjectId) where.push(eq(auditLog.objectId, filter.ObjectId));
  const condition = where.length ? and(...where) : undefined;
  const [total] = await tx.select({ n: count() }).from(auditLog).where(condition);
  const column = SORT[filter.Sort];
  const rows = await tx
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(filter.Desc ? desc(column) : asc(column), desc(auditLog.id))
    .limit(filter.Size)
    .offset(filter.Page * filter.Size);
  return { total: total?.n ?? 0, rows };
}
