import type {
  getCompanyImportJob,
  getUserImportJob,
  importCompanies,
  importUsers,
  UserImportInput,
} from '@sportello/contracts/backoffice/imports.contract';
import { IMPORT_ROUTES_OF } from '@sportello/contracts/backoffice/imports.routes';
import type { ImportKind } from '@sportello/contracts/backoffice/imports.values';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../config/env';
import { apiRequest } from '../api-client';
import { PER_USER } from '../per-user-query';

/**
 * The imports' calls (decision 041), shared by the areas that import (companies, users): start a
 * check or an import, follow its job, download its report.
 */

/** How often an open dialog asks about its job while it is queued or running. */
export const JOB_POLL_MS = 500;

/** Starts a check (DryRun) or an import of a file; the job's id. `Welcome` is the users' option. */
export const startImportCall = (kind: ImportKind, body: UserImportInput) =>
  apiRequest<typeof importCompanies | typeof importUsers>(IMPORT_ROUTES_OF[kind].start, {
    body: kind === 'users' ? body : { Content: body.Content, Encoding: body.Encoding, DryRun: body.DryRun },
  });

/** The job, asked again every JOB_POLL_MS until it is over. */
export const importJobQuery = (kind: ImportKind, jobId: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'import-job', kind, jobId],
    queryFn: ({ signal }) =>
      apiRequest<typeof getCompanyImportJob | typeof getUserImportJob>(IMPORT_ROUTES_OF[kind].job, {
        params: { Id: jobId },
        signal,
      }),
    refetchInterval: (query) => {
      const state = query.state.data?.State;
      return state === 'done' || state === 'failed' ? false : JOB_POLL_MS;
    },
  });

/** The report of a job that is over: a plain link, the session cookie goes along. */
export const importReportUrl = (kind: ImportKind, jobId: string) =>
  `${env.apiBaseUrl}${routePath(IMPORT_ROUTES_OF[kind].report.path, { Id: jobId })}?state=true`;
