import type {
  PayPeriod,
  PayRequestStatus,
  PayUnit,
} from '@sportello/contracts/pay-services/pay-services.values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { supportPlans, supportSubscriptions } from '../support-plans/support-plans.tables';
import { users } from '../users/users.tables';

/** A kind of paid service (training, premium support, extra storage…), grouping the catalogue (decision 086). */
export const payServiceTypes = pgTable('pay_service_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A paid service customers may ask to activate: its price in cents before VAT, the VAT rate, the
 * unit and period the price is for, who is offered it (products; none = every customer), and the
 * support plan an approval subscribes the company to (or extends), if any.
 */
export const payServices = pgTable('pay_services', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id')
    .notNull()
    .references(() => payServiceTypes.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  vatRate: integer('vat_rate').notNull(),
  unit: varchar('unit', { length: 8 }).$type<PayUnit>().notNull(),
  period: varchar('period', { length: 8 }).$type<PayPeriod>().notNull(),
  products: text('products').array().notNull().default(sql`'{}'`),
  planId: integer('plan_id').references(() => supportPlans.id, { onDelete: 'restrict' }),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
});

/** A customer's request to activate a service, decided by the back office. */
export const payServiceRequests = pgTable(
  'pay_service_requests',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => payServices.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requesterName: text('requester_name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    note: text('note').notNull().default(''),
    status: varchar('status', { length: 10 }).$type<PayRequestStatus>().notNull().default('pending'),
    /** The price and VAT when asked: what the customer saw, kept though the catalogue changes. */
    priceCents: integer('price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    /** The subscription an approval created or extended. */
    subscriptionId: integer('subscription_id').references(() => supportSubscriptions.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One open request per service and company: asking twice waits for the first answer.
    uniqueIndex('pay_service_requests_open_idx')
      .on(t.serviceId, t.companyId)
      .where(sql`${t.status} = 'pending'`),
    index('pay_service_requests_company_idx').on(t.companyId, t.createdAt),
    index('pay_service_requests_status_idx').on(t.status, t.createdAt),
  ],
);

export type PayTypeRow = typeof payServiceTypes.$inferSelect;
export type PayServiceRow = typeof payServices.$inferSelect;
export type PayRequestRow = typeof payServiceRequests.$inferSelect;
