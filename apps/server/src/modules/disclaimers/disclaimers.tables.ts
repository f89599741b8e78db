import { integer, pgTable, primaryKey, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Disclaimers users must accept, per company type (null: every non-zero type). Texts are versioned:
 * a new version needs a new acceptance.
 */
export const disclaimers = pgTable('disclaimers', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  version: integer('version').notNull().default(1),
  companyType: integer('company_type'),
  titleIt: text('title_it').notNull(),
  titleEn: text('title_en').notNull(),
  textIt: text('text_it').notNull(),
  textEn: text('text_en').notNull(),
});

/** Who accepted which version, and when. */
export const disclaimerAcceptances = pgTable(
  'disclaimer_acceptances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    disclaimerId: integer('disclaimer_id')
      .notNull()
      .references(() => disclaimers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.disclaimerId, t.version] })],
);

export type DisclaimerRow = typeof disclaimers.$inferSelect;
