import { integer, pgTable, serial, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

/**
 * Support requests, from the public retrieve-info pages (no account needed) and from signed-in
 * users. The support area (tickets with messages and attachments) builds on this table.
 */
export const supportTickets = pgTable('support_tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Human-friendly, shown to the requester: SR-<number>. */
  number: serial('number').notNull().unique(),
  kind: varchar('kind', { length: 24, enum: ['support_request', 'data_request', 'wrc_join'] }).notNull(),
  /** The retrieve-info page's mode (ask user name, no user name, unable to create ticket, other request). */
  mode: smallint('mode').notNull().default(0),
  state: varchar('state', { length: 16, enum: ['open', 'in_progress', 'closed'] })
    .notNull()
    .default('open'),
  companyId: integer('company_id').references(() => companies.id),
  userId: uuid('user_id').references(() => users.id),
  requesterEmail: varchar('requester_email', { length: 254 }).notNull(),
  requesterName: text('requester_name').notNull().default(''),
  requesterPhone: varchar('requester_phone', { length: 32 }).notNull().default(''),
  vatCode: varchar('vat_code', { length: 16 }).notNull().default(''),
  message: text('message').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ticketCode = (number: number) => `SR-${String(number).padStart(6, '0')}`;
