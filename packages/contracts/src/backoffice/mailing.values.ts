// Plain data of mailing.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/** An audience is a filter over companies and users, or a static list of users (from a CSV file). */
export const AUDIENCE_KINDS = ['filter', 'static'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];
export const AUDIENCE_SORT_FIELDS = ['Name', 'UpdatedAt'] as const;
export const AUDIENCE_NAME_MAX = 100;
/** The roles of a customer company an audience may keep to. */
export const AUDIENCE_ROLES = ['user', 'company_admin'] as const;

/**
 * Where a campaign stands (decision 075): written, waiting for its time, handing its mails to the
 * outbox, paused by an operator, every mail handed over, or stopped for good.
 */
export const CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];
export const CAMPAIGN_SORT_FIELDS = ['Name', 'ScheduledAt', 'State', 'UpdatedAt'] as const;
export const CAMPAIGN_NAME_MAX = 100;
/** Mails handed to the outbox per second: the pace the mail server and its reputation allow. */
export const CAMPAIGN_RATE_MIN = 1;
export const CAMPAIGN_RATE_MAX = 1000;
export const CAMPAIGN_RATE_DEFAULT = 50;

/** A campaign's states in which its audience, template, pace and time may still be changed. */
export const EDITABLE_CAMPAIGN_STATES: readonly CampaignState[] = ['draft', 'scheduled'];

/**
 * Where one recipient's mail stands: waiting for its turn, in the outbox, accepted by the mail
 * server, given up after retries, refused for good by the recipient's server (a bounce), left out
 * because the person unsubscribed before their turn, or never sent because the campaign stopped.
 */
export const RECIPIENT_STATES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'bounced',
  'skipped',
  'cancelled',
] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];
export const RECIPIENT_SORT_FIELDS = ['Email', 'State', 'SentAt'] as const;

/** What a static audience's CSV file names each person by: one column, a header line optional. */
export const AUDIENCE_FILE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Audiences and campaigns: the whole back office reads them and their reports; operators also
 * export the reports; writing audiences and sending campaigns — mail to many customers at once — is
 * the admins'.
 */
export const MAILING_ACCESS = defineResourceAccess('mailing', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', export: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all', export: 'all' },
});
