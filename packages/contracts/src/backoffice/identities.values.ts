// Plain data of identities.contract.ts: the web app uses it without loading the schemas (decision 022).

export const IDENTITY_SORT_FIELDS = ['LinkedAt', 'LastUsedAt', 'Subject', 'Email'] as const;

/** The identity providers' versions (decision 006). */
export const IDENTITY_PROVIDERS = ['v2', 'v3'] as const;
