import type { ToolkitCategory } from '@sportello/contracts/toolkit/toolkit.values';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.tables';
import { users } from '../users/users.tables';

/**
 * A toolkit file customers download (decision 084): a tool, manual, form or update of one product.
 * Its bytes are its versions', in the file store; the newest version not withdrawn is the one offered.
 */
export const toolkitFiles = pgTable(
  'toolkit_files',
  {
    id: serial('id').primaryKey(),
    product: varchar('product', { length: 32 }).notNull(),
    category: varchar('category', { length: 16 }).$type<ToolkitCategory>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Withdrawn files are offered to nobody; their versions and counts stay for the record. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [index('toolkit_files_product_idx').on(t.product, t.updatedAt)],
);

/** One upload of a file: its bytes live in the file store under `storageKey`, never a path the wire sees. */
export const toolkitVersions = pgTable(
  'toolkit_versions',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => toolkitFiles.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 40 }).notNull(),
    fileName: text('file_name').notNull(),
    /** Detected from the content, not from the name. */
    contentType: varchar('content_type', { length: 120 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** A strong validator of the bytes (their SHA-256): the downloads' `ETag`. */
    etag: varchar('etag', { length: 80 }).notNull(),
    notes: text('notes').notNull().default(''),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('toolkit_versions_file_version_idx').on(t.fileId, t.version)],
);

/** Downloads counted per version and company: one row each, raised by an upsert. */
export const toolkitDownloads = pgTable(
  'toolkit_downloads',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => toolkitVersions.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.companyId] }),
    index('toolkit_downloads_company_idx').on(t.companyId),
  ],
);

/** When a customer last looked at the toolkit: what is newer is marked "new". */
export const toolkitVisits = pgTable('toolkit_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull(),
});
