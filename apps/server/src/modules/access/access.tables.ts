import { pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
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
