import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { supportPlans } from '../support-plans/support-plans.tables';

/**
 * The back office's rules of which customer areas customers see (decision 066): an area, a target
 * (a company, a support plan, a product or a customer role — only the column of `kind` is set) and
 * whether it is granted. No rule for an area: granted, as before rules existed. One rule per area
 * and target. A plan with rules cannot be deleted (its foreign key refuses it, as its
 * subscriptions' do); a company's rules go with it.
 */
export const capabilityRules = pgTable(
  'capability_rules',
  {
    id: serial('id').primaryKey(),
    area: varchar('area', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => supportPlans.id),
    product: varchar('product', { length: 32 }),
    role: varchar('role', { length: 16 }),
    granted: boolean('granted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('capability_rules_target_idx').on(
      t.area,
      t.kind,
      sql`coalesce(${t.companyId}, 0)`,
      sql`coalesce(${t.planId}, 0)`,
      sql`coalesce(${t.product}, '')`,
      sql`coalesce(${t.role}, '')`,
    ),
  ],
);

export type CapabilityRuleRow = typeof capabilityRules.$inferSelect;
