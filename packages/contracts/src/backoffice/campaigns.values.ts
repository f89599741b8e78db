// Plain data of campaigns.contract.ts (back office): the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/** Where a campaign stands today: taking entries, not yet, or over (its end passed, or switched off). */
export const CAMPAIGN_STATUSES = ['open', 'upcoming', 'closed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_SORT_FIELDS = ['StartsAt', 'EndsAt', 'Title', 'UpdatedAt'] as const;
export const ENTRY_SORT_FIELDS = ['CreatedAt', 'Company', 'Status', 'Campaign'] as const;

export const CAMPAIGN_TITLE_MAX = 200;
export const CAMPAIGN_DESCRIPTION_MAX = 10_000;
export const CAMPAIGN_PLACE_MAX = 200;
/** The most attendee places a talks campaign offers. */
export const CAPACITY_MAX = 100_000;
export const DECISION_NOTE_MAX = 1000;

/**
 * Campaigns and the entries customers send to them: the whole back office reads them; operators
 * review the entries (`update`: accept, reject) and export them; creating, changing and deleting a
 * campaign — what every customer is offered — is the admins'.
 */
export const CAMPAIGNS_ACCESS = defineResourceAccess('campaigns', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', update: 'all', export: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all', export: 'all' },
});
