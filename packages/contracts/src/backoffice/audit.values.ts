// Plain data of audit.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'reveal'] as const;

export const AUDIT_SORT_FIELDS = ['At', 'Actor', 'Resource', 'Action'] as const;

/** The audit log: the admins'. */
export const AUDIT_ACCESS = defineResourceAccess('audit', { admin: { list: 'all', read: 'all' } });
