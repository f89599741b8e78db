// Plain data of identities.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

export const IDENTITY_SORT_FIELDS = ['LinkedAt', 'LastUsedAt', 'Subject', 'Email'] as const;

/** The identity providers' versions (decision 006). */
export const IDENTITY_PROVIDERS = ['v2', 'v3'] as const;

/** Users' identity-provider links (decision 034): the back office reads them; operators and admins unlink. */
export const IDENTITIES_ACCESS = defineResourceAccess('identities', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', delete: 'all' },
  admin: { list: 'all', read: 'all', delete: 'all' },
});
