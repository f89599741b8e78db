import type { SettingsInput } from '@sportello/contracts/backoffice/settings.contract';
import { jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

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
