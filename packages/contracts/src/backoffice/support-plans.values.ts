// Plain data of support-plans.contract.ts: the web app uses it without loading the schemas (decision 022).

export const SUBSCRIPTION_SORT_FIELDS = ['EndsOn', 'StartsOn', 'Company'] as const;
/** Where a subscription stands today: running, not yet started, or over. */
export const SUBSCRIPTION_STATUSES = ['active', 'upcoming', 'expired'] as const;
/** A service target of at most a year of business minutes. */
export const MAX_TARGET_MINUTES = 525_600;
