// Plain data of saved-views.contract.ts: the web app uses it without loading the schemas (decision 022).

/** How many views a person keeps per list: a handful they can tell apart (the oldest goes first). */
export const SAVED_VIEWS_MAX = 12;

export const SAVED_VIEW_NAME_MAX = 60;

/** A list's address search (filters, search text, sort): what a view applies again. */
export const SAVED_VIEW_SEARCH_MAX = 2000;

/** The lists that keep views, by the name the page gives its list. */
export const SAVED_VIEW_LISTS = ['helpdesk-queue', 'reservations-appointments'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];
