// Plain data of access.contract.ts: the web app uses it without loading the schemas (decision 022).

/**
 * Back-office permissions (decision 015): what a back-office role may do, per resource and action,
 * with a scope: `all` objects, those of the user's `company`, or the user's `own`. The resources are
 * listed in resources.ts, each declared by its area.
 */
export const ACTIONS = ['list', 'read', 'create', 'update', 'delete', 'export'] as const;
export const SCOPES = ['all', 'company', 'own'] as const;
export const BACKOFFICE_ROLES = ['viewer', 'operator', 'admin'] as const;
