import { pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Back-office roles given by an admin (decision 015). A vendor user without a row has the role of
 * their account: operator or admin.
 */
export const backofficeRoles = pgTable('backoffice_roles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: varchar('role', { length: 16, enum: ['viewer', 'operator', 'admin'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An admin's narrowing of what a role may do on a resource (decision 067): one row per action that
 * differs from the code's declaration, which stays the ceiling. `scope` null takes the action away.
 * Resource and action are text, not enums: a resource or action the code no longer declares is
 * ignored when read, rather than failing a migration.
 */
export const roleGrantOverrides = pgTable(
  'role_grant_overrides',
  {
    role: varchar('role', { length: 16, enum: ['viewer', 'operator', 'admin'] }).notNull(),
    resource: varchar('resource', { length: 40 }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    scope: varchar('scope', { length: 16, enum: ['all', 'company', 'own'] }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 256 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.role, table.resource, table.action] })],
);
