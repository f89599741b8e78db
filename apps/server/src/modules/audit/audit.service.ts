import type { AuditEntry, AuditFilter } from '@sportello/contracts/backoffice/audit.contract';
import { pageCount } from '@sportello/contracts/common/pagination';
import type { z } from 'zod';
import type { ServiceContext } from '../../core/context';
import type { Tx } from '../../core/database';
import { findAuditEntries, insertAuditEntries } from './audit.repository';

export interface AuditChange {
  resource: string;
  objectId: string | number;
  action: 'create' | 'update' | 'delete';
  before: unknown;
  after: unknown;
}

/**
 * The one way back-office services change data (decision 016): the work runs in a transaction and
 * records each change through `audit`; the entries are written in that same transaction, so a change
 * and its audit entry exist together or not at all.
 */
export async function auditedTransaction<T>(
  ctx: Pick<ServiceContext, 'tx'>,
  actor: string,
  work: (tx: Tx, audit: (change: AuditChange) => void) => Promise<T>,
): Promise<T> {
  return ctx.tx.transaction(async (tx) => {
    const changes: AuditChange[] = [];
    const result = await work(tx, (change) => void changes.push(change));
    await insertAuditEntries(
      tx,
      changes.map((c) => ({
        actor,
        resource: c.resource,
        objectId: String(c.objectId),
        action: c.action,
        before: c.before ?? null,
        after: c.after ?? null,
      })),
    );
    return result;
  });
}

export async function listAuditEntries(
  { tx }: Pick<ServiceContext, 'tx'>,
  filter: z.output<typeof AuditFilter>,
): Promise<{ Total: number; PageCount: number; Items: AuditEntry[] }> {
  const { total, rows } = await findAuditEntries(tx, filter);
  return {
    Total: total,
    PageCount: pageCount(total, filter.Size),
    Items: rows.map((r) => ({
      Id: r.id,
      At: r.at.toISOString(),
      Actor: r.actor,
      Resource: r.resource,
      ObjectId: r.objectId,
      Action: r.action,
      Before: r.before ?? null,
      After: r.after ?? null,
    })),
  };
}
