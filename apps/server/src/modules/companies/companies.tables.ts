import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Customer companies, their parents (the firms — accountants, consultants — through which they are
 * served) and the vendor's own company (PROVIDER_VATCODE). Parents are companies too.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    vatCode: varchar('vat_code', { length: 16 }).notNull().unique(),
    fiscalCode: varchar('fiscal_code', { length: 16 }).notNull(),
    /** 1 Italian (default), 2 foreign. */
    vatCodeType: smallint('vat_code_type').notNull().default(1),
    name: text('name').notNull(),
    /** The code the vendor gave the customer, asked at registration. */
    userCode: varchar('user_code', { length: 32 }),
    /** Drives disclaimers and communication audiences; 0 = none. */
    companyType: integer('company_type').notNull().default(0),
    accessLocal: boolean('access_local').notNull().default(true),
    forceTsid: boolean('force_tsid').notNull().default(false),
    /**
     * Set with `migrated_on` (not null): what the previous release read, kept in step for its
     * processes during an upgrade (docs/operations.md: migrations only add). Nothing reads it; a
     * later release drops it.
     */
    migrated: boolean('migrated').notNull().default(false),
    /**
     * Migrated to the customer hub from this day on (the vendor's days; decision 042): from then its
     * users' sign-ins answer ERROR_LOGIN_MIGRATE. Null: not migrated.
     */
    migratedOn: date('migrated_on', { mode: 'string' }),
    /** Where its users are then sent; null: the portal's configured hub (CUSTOMER_HUB_URL). */
    migrationUrl: text('migration_url'),
    /** The company's registered address: secure codes go here, never to whoever asked. */
    email: varchar('email', { length: 254 }),
    /** Products the company uses (codes of PRODUCTS): communications filtered by product reach it. */
    products: text('products').array().notNull().default(sql`'{}'`),
    /** Group codes the vendor files the company under (communications filtered by group reach it). */
    groupCodes: text('group_codes').array().notNull().default(sql`'{}'`),
    /** A disabled company stays in the registry; the back office shows and filters it. */
    enabled: boolean('enabled').notNull().default(true),
    /**
     * The vendor's own company, whose people are its staff (decision 056): marked once at start-up
     * (the company of PROVIDER_VATCODE) and recognised by this mark from then on, never by a VAT
     * code that a form could change. One company at most.
     */
    isVendor: boolean('is_vendor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The back office's list (100,000 companies and more): each sort has an index ending in the id,
  // so that a first page reads a few index entries; a VAT or fiscal code prefix uses a pattern
  // index (LIKE 'prefix%' in any collation), words of the name a trigram index.
  (t) => [
    index('companies_name_sort_idx').on(sql`lower(${t.name})`, t.id),
    // Words of the name by their start: a text-search vector of the name (no stemming).
    index('companies_name_words_idx').using('gin', sql`to_tsvector('simple', ${t.name})`),
    index('companies_vat_prefix_idx').on(sql`${t.vatCode} varchar_pattern_ops`),
    index('companies_fiscal_code_prefix_idx').on(sql`${t.fiscalCode} varchar_pattern_ops`),
    index('companies_created_idx').on(t.createdAt, t.id),
    uniqueIndex('companies_one_vendor_idx').on(t.isVendor).where(sql`${t.isVendor}`),
  ],
);

export const companyParents = pgTable(
  'company_parents',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.parentId] })],
);

export type CompanyRow = typeof companies.$inferSelect;
