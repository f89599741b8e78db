import type { ServiceContext } from '../../core/context';
import type { Tx } from '../../core/database';
import { insertAuditEntries } from './audit.repository';

export interface AuditChange {
  resource: string;
  objectId: string | number;
  /** `reveal`: a secret was shown in clear (a company's user code); nothing changed. */
  action: 'create' | 'update' | 'delete' | 'reveal';
  before: unknown;
  after: unknown;
}

/** Records a change in an audited transaction's log. */
export type Audit = (change: AuditChange) => void;

/** Who a change is recorded for: the signed-in caller's login, or the system for jobs and seeds. */
export const SYSTEM_ACTOR = 'system';

/**
 * The one way back-office services change data (decision 016): the work runs in a transaction and
 * records each change through `audit`; the entries are written in that same transaction, so a change
 * and its audit entry exist together or not at all. Apart from the reading side (audit.service.ts),
 * which needs the access module's permission check, whose own changes are audited here.
 */
export async function auditedTransaction<T>(
  ctx: ServiceContext,
  work: (tx: Tx, audit: Audit) => Promise<T>,
): Promise<T> {
  const actor = ctx.actor.kind === 'anonymous' ? SYSTEM_ACTOR : ctx.actor.userName;
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
        at: ctx.clock.now(),
      })),
    );
    return result;
  });
}
