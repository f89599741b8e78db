import type { AudienceFilter } from '@sportello/contracts/backoffice/mailing.contract';
import type { AudienceKind, CampaignState } from '@sportello/contracts/backoffice/mailing.values';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { mailOutbox } from '../../core/mail-outbox.tables';
import { mailTemplates } from '../mail-templates/mail-templates.tables';
import { users } from '../users/users.tables';

/** Who a campaign may be sent to (decision 075): a filter over companies and users, or a static list. */
export const audiences = pgTable('audiences', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: varchar('kind', { length: 10 }).$type<AudienceKind>().notNull(),
  /** The filter of a `filter` audience (its parsed, defaulted form). */
  filter: jsonb('filter').$type<Required<AudienceFilter>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** The user name of whoever saved it last. */
  updatedBy: text('updated_by').notNull(),
});

/** The people of a static audience, from its CSV file. */
export const audienceMembers = pgTable(
  'audience_members',
  {
    audienceId: integer('audience_id')
      .notNull()
      .references(() => audiences.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.audienceId, t.userId] })],
);

/**
 * A campaign: a campaign template sent to an audience at a pace. `nextBatchAt` is when its next
 * batch may go to the outbox, whichever process hands it: the pace holds across processes.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    state: varchar('state', { length: 10 }).$type<CampaignState>().notNull().default('draft'),
    templateId: integer('template_id')
      .notNull()
      .references(() => mailTemplates.id),
    audienceId: integer('audience_id')
      .notNull()
      .references(() => audiences.id),
    ratePerSecond: integer('rate_per_second').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    nextBatchAt: timestamp('next_batch_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [index('campaigns_state_idx').on(t.state, t.scheduledAt)],
);

/**
 * One row per person a campaign reaches, written when it starts: the primary key is what makes it
 * one mail per person. `queued` rows wait for their batch; a handed row names its outbox message,
 * whose state (pending, sent, failed, bounced) is the mail's.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 10 })
      .$type<'queued' | 'handed' | 'skipped' | 'cancelled'>()
      .notNull()
      .default('queued'),
    outboxId: uuid('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    handedAt: timestamp('handed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    index('campaign_recipients_queue_idx').on(t.campaignId, t.state),
  ],
);

export type AudienceRow = typeof audiences.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
