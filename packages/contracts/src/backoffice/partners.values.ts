// Plain data of partners.contract.ts (back office): the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

export const PARTNER_SORT_FIELDS = ['Name', 'CreatedAt', 'Links'] as const;
export const PARTNER_LINK_SORT_FIELDS = ['CreatedAt', 'PartnerUserKey'] as const;

export const PARTNER_NAME_MAX = 100;

/** An access token lives between a minute and a day; an hour unless the admin says otherwise. */
export const PARTNER_TOKEN_SECONDS = { min: 60, max: 86_400, default: 3_600 } as const;

/** Calls a minute, token requests included. */
export const PARTNER_RATE = { min: 1, max: 100_000, default: 600 } as const;

/** How long a rotated-out secret keeps working: none at all up to 30 days. */
export const PARTNER_OVERLAP_HOURS = { min: 0, max: 720, default: 24 } as const;

/**
 * Partner applications hold keys to people's accounts: everyone in the back office sees them and
 * their links; only admins register one, change it, rotate its secret, remove it or a link.
 */
export const PARTNERS_ACCESS = defineResourceAccess('partners', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});
