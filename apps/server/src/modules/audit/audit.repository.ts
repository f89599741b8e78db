import type { AuditFilter } from '@sportello/contracts/backoffice/audit.contract';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLog } from '../../core/audit-trail.tables';
import type { Tx } from '../../core/database';
import { containsPattern } from '../../core/sql-like';

const SORT = { At: auditLog.at, Actor: auditLog.actor, Resource: auditLog.resource, Action: auditLog.action };

export async function findAuditEntries(tx: Tx, filter: z.output<typeof AuditFilter>) {
  const where: SQL[] = [];
  if (filter.Resource) where.push(eq(auditLog.resource, filter.Resource));
  if (filter.Action) where.push(eq(auditLog.action, filter.Action));
  if (filter.Actor) where.push(ilike(auditLog.actor, containsPattern(filter.Actor)));
  if (filter.ObjectId) where.push(eq(auditLog.objectId, filter.ObjectId));
  if (filter.From) where.push(gte(auditLog.at, new Date(filter.From)));
  if (filter.To) where.push(lt(auditLog.at, new Date(filter.To)));
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
