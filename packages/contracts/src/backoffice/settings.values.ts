// Plain data of settings.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/** The medium password rule's bounds (spec §5): the shortest password the portal may require. */
export const PASSWORD_MIN_LENGTH_RANGE = { min: 8, max: 15 } as const;

/** The maintenance message customers read in the banner and on the sign-in page. */
export const MAINTENANCE_MESSAGE_MAX = 500;

/** A settings address (maintenance page, customer hub, privacy notice). */
export const SETTINGS_URL_MAX = 500;

/** How long before a scheduled maintenance window the signed-in users' banner announces it. */
export const MAINTENANCE_NOTICE_DAYS = 7;

/**
 * The portal's runtime settings (decision 058): the whole back office reads them (an operator tells a
 * customer when maintenance ends); changing them is the admins'.
 */
export const SETTINGS_ACCESS = defineResourceAccess('settings', {
  viewer: { read: 'all' },
  operator: { read: 'all' },
  admin: { read: 'all', update: 'all' },
});
