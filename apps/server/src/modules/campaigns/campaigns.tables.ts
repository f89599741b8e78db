import type { CampaignType, EntryKind, EntryStatus } from '@sportello/contracts/app/campaigns.values';
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
import { users } from '../users/users.tables';

/**
 * Campaigns the vendor opens to customers (the tutor programme, talks events) and the entries
 * customers send to them. Named `customer_*`: the mailing area's `campaigns` are mail sent to an
 * audience, another thing.
 */
export const customerCampaigns = pgTable(
  'customer_campaigns',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 10 }).$type<CampaignType>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Entries are taken from `starts_at` (included) to `ends_at` (excluded). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When a talks event takes place; null for the tutor programme. */
    eventAt: timestamp('event_at', { withTimezone: true }),
    place: text('place').notNull().default(''),
    /** Attendee places of a talks event; null: unlimited. */
    capacity: integer('capacity'),
    /** Eligibility: each list given narrows it (one of its values must match), an empty one does not. */
    products: text('products').array().notNull().default(sql`'{}'`),
    companyTypes: integer('company_types').array().notNull().default(sql`'{}'`),
    /** Tags by id, as communications' audiences keep them: the tags area counts and moves these uses. */
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [index('customer_campaigns_dates_idx').on(t.startsAt, t.endsAt)],
);

/**
 * An entry of a company in a campaign, with the contact who sent it and their consents. A campaign
 * with entries is not deleted (`restrict`): it is closed, and its entries stay for the record.
 */
export const customerCampaignEntries = pgTable(
  'customer_campaign_entries',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => customerCampaigns.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 12 }).$type<EntryKind>().notNull(),
    status: varchar('status', { length: 10 }).$type<EntryStatus>().notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who sent it; their entry stays, without them, when their account is deleted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's language when they sent it: the vendor's mails about the entry are in it. */
    languageId: integer('language_id').notNull(),
    contactName: text('contact_name').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    availability: text('availability').notNull().default(''),
    motivation: text('motivation').notNull().default(''),
    talkTitle: text('talk_title').notNull().default(''),
    abstract: text('abstract').notNull().default(''),
    privacyConsentAt: timestamp('privacy_consent_at', { withTimezone: true }).notNull(),
    marketingConsentAt: timestamp('marketing_consent_at', { withTimezone: true }),
    /**
     * A waiting registration's turn: increasing in the order of arrival within its campaign, so the
     * lowest moves up first. Null for every other status.
     */
    position: integer('position'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One application (and one talk proposal) per company and campaign, unless withdrawn: held by
    // the database, so two sent at once cannot both pass.
    uniqueIndex('customer_campaign_entries_company_idx')
      .on(t.campaignId, t.companyId, t.kind)
      .where(sql`${t.kind} in ('application', 'talk') and ${t.status} <> 'withdrawn'`),
    // One place (or turn) per address and event.
    uniqueIndex('customer_campaign_entries_attendee_idx')
      .on(t.campaignId, sql`lower(${t.email})`)
      .where(sql`${t.kind} = 'registration' and ${t.status} in ('registered', 'waiting')`),
    index('customer_campaign_entries_campaign_idx').on(t.campaignId, t.status, t.position),
    index('customer_campaign_entries_company_list_idx').on(t.companyId, t.campaignId),
    index('customer_campaign_entries_created_idx').on(t.createdAt, t.id),
  ],
);

export type CustomerCampaignRow = typeof customerCampaigns.$inferSelect;
export type CampaignEntryRow = typeof customerCampaignEntries.$inferSelect;
