import { auditLog } from './audit-trail.tables';
import { batches } from './batches';
import type { Actor, ServiceContext } from './context';
import type { Tx } from './database';

export interface AuditChange {
  resource: string;
  objectId: string | number;
  /** `reveal`: a secret was shown in clear (a company's user code); nothing changed. */
  action: 'create' | 'update' | 'delete' | 'reveal';
  before: unknown;
  after: unknown;
}

/** An entry of the trail as stored. */
export type AuditEntry = typeof auditLog.$inferSelect;

/** Records a change in an audited transaction's log. */
export type Audit = (change: AuditChange) => void;

/** Who a change is recorded for: the signed-in caller's login, or the system for jobs and seeds. */
export const SYSTEM_ACTOR = 'system';

/** How the trail names who acted: a person by their login, a partner application by its client id. */
function auditActorOf(actor: Actor): string {
  if (actor.kind === 'partner') return `partner:${actor.clientId}`;
  return actor.kind === 'anonymous' ? SYSTEM_ACTOR : actor.userName;
}

function entryOf(ctx: ServiceContext, actor: string, change: AuditChange): typeof auditLog.$inferInsert {
  return {
    actor,
    resource: change.resource,
    objectId: String(change.objectId),
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    at: ctx.clock.now(),
  };
}

/**
 * Records one entry of what a caller was shown (`reveal`), where nothing else is written: one
 * statement is atomic by itself, so no transaction is opened around it (two round trips fewer on
 * a call as frequent as a partner's lookup).
 */
export async function auditReveal(ctx: ServiceContext, change: Omit<AuditChange, 'action'>): Promise<void> {
  await ctx.tx
    .insert(auditLog)
    .values(entryOf(ctx, auditActorOf(ctx.actor), { ...change, action: 'reveal' }));
}

/**
 * The one way back-office services change data (decision 016): the work runs in a transaction and
 * records each change through `audit`; the entries are written in that same transaction, so a change
 * and its audit entry exist together or not at all. The trail is every module's, so it lives in core;
 * reading it is the back office's audit area (modules/audit).
 */
export async function auditedTransaction<T>(
  ctx: ServiceContext,
  work: (tx: Tx, audit: Audit) => Promise<T>,
): Promise<T> {
  const actor = auditActorOf(ctx.actor);
  return ctx.tx.transaction(async (tx) => {
    const changes: AuditChange[] = [];
    const result = await work(tx, (change) => void changes.push(change));
    const entries = changes.map((c) => entryOf(ctx, actor, c));
    // One multi-row insert per batch (core/batches.ts): a bulk change or an import of ten thousand
    // rows is ten statements, each far under the protocol's 65,535 parameters.
    for (const part of batches(entries)) await tx.insert(auditLog).values(part);
    return result;
  });
}
