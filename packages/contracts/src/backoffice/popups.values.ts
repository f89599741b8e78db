// Plain data of popups.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

export const POPUP_SORT_FIELDS = ['SortOrder', 'ValidFrom', 'Title'] as const;

/** Where a message stands against now: not yet begun, inside its window, or over. */
export const POPUP_STATES = ['scheduled', 'showing', 'ended'] as const;
export type PopupState = (typeof POPUP_STATES)[number];

/** The roles a message may be meant for (null: everyone). */
export const POPUP_ROLES = ['user', 'company_admin', 'operator', 'admin'] as const;

/**
 * The languages a message may be meant for: the portal's own (the languages table's built-in rows,
 * LANGUAGE_CODES of the i18n package); null meaning every language.
 */
export const POPUP_LANGUAGE_IDS = [1, 2] as const;

export const POPUP_TITLE_MAX = 200;
export const POPUP_BODY_MAX = 4000;

/** Where a window stands at `now`: the banner shows a message while `showing`. */
export function popupStateAt(window: { ValidFrom: string; ValidTo: string | null }, now: number): PopupState {
  if (Date.parse(window.ValidFrom) > now) return 'scheduled';
  if (window.ValidTo !== null && Date.parse(window.ValidTo) <= now) return 'ended';
  return 'showing';
}

/**
 * The messages of the customers' pop-up banner: the whole back office reads them; operators
 * write them and change their order; deleting them is the admins'.
 */
export const POPUPS_ACCESS = defineResourceAccess('popups', {
  viewer: { list: 'all', read: 'all' },
  operator: { list: 'all', read: 'all', create: 'all', update: 'all' },
  admin: { list: 'all', read: 'all', create: 'all', update: 'all', delete: 'all' },
});
