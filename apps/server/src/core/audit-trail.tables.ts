import { bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every back-office change: who, when, what (resource and object id), the action, and the object
 * before and after. Written in the transaction of the change itself (decision 016); never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The user name of who made the change (kept as text: the log outlives accounts). */
    actor: varchar('actor', { length: 100 }).notNull(),
    resource: varchar('resource', { length: 40 }).notNull(),
    objectId: varchar('object_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 8, enum: ['create', 'update', 'delete', 'reveal'] }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_object_idx').on(t.resource, t.objectId)],
);
