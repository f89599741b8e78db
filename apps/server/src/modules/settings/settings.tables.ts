import type { SettingsInput } from '@sportello/contracts/backoffice/settings.contract';
import { char, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { bytea } from '../../core/bytea';

/**
 * The portal's runtime settings (decision 058): one row, written by the back office; until then the
 * environment's values hold. Stored as the back office saved them (the contract's shape), read back
 * through the same schema.
 */
export const portalSettings = pgTable('portal_settings', {
  /** Always 1: there is one set of settings. */
  id: smallint('id').primaryKey().default(1),
  values: jsonb('values').$type<z.output<typeof SettingsInput>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** The full login of whoever saved them last. */
  updatedBy: varchar('updated_by', { length: 320 }).notNull(),
});

/**
 * The brand's uploaded logo and favicon (decision 069), apart from the settings' row so that reading
 * the settings each second never carries the bytes. The id is the SHA-256 of the bytes: an address
 * that never changes its content, so browsers may keep it for good. Images no setting names are
 * deleted when the settings are saved.
 */
export const brandImages = pgTable('brand_images', {
  id: char('id', { length: 64 }).primaryKey(),
  /** Read from the bytes at upload, never from what the browser said. */
  contentType: varchar('content_type', { length: 40 }).notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
