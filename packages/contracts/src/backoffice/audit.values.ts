// Plain data of audit.contract.ts: the web app uses it without loading the schemas (decision 022).

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'reveal'] as const;

export const AUDIT_SORT_FIELDS = ['At', 'Actor', 'Resource', 'Action'] as const;
