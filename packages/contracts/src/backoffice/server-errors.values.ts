// Plain data of server-errors.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from './resource-access';

/**
 * The server's own failures, each with the request id its answer carried (decision 068): the
 * admins', who match a user's report with what went wrong. Read-only: nobody edits a log.
 */
export const SERVER_ERRORS_ACCESS = defineResourceAccess('errors', {
  admin: { list: 'all', read: 'all', export: 'all' },
});

/** The statuses a recorded failure answered, as the list filters them. */
export const SERVER_ERROR_STATUSES = [500, 502, 503, 504] as const;

export const SERVER_ERROR_SORT_FIELDS = ['At', 'Status', 'Method', 'Route'] as const;
