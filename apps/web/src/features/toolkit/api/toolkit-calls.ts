import { routePath } from '@sportello/contracts/common/route';
import type { listToolkitFiles, markToolkitVisit } from '@sportello/contracts/toolkit/toolkit.contract';
import { TOOLKIT_ROUTES } from '@sportello/contracts/toolkit/toolkit.routes';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Every query of the customer's toolkit. */
export const TOOLKIT_KEY = ['toolkit'] as const;

export type ToolkitList = ApiResponse<typeof listToolkitFiles>;

/**
 * The files of the company's products, newest version each, per user and company parent
 * (`sessionKey`); `search` looks in titles, descriptions and file names on the server.
 */
export const toolkitFilesQuery = (sessionKey: string, search = '') =>
  queryOptions({
    ...PER_USER,
    queryKey: [...TOOLKIT_KEY, 'files', sessionKey, search],
    queryFn: ({ signal }) =>
      apiRequest<typeof listToolkitFiles>(TOOLKIT_ROUTES.listToolkitFiles, {
        query: { Search: search || undefined },
        signal,
      }),
  });

/** The customer has looked at the list: what is there now is no longer new to them next time. */
export const markVisitCall = () => apiRequest<typeof markToolkitVisit>(TOOLKIT_ROUTES.markToolkitVisit);

/** A file's newest version: a plain link, which the browser downloads as the server streams it. */
export const toolkitDownloadUrl = (id: number) =>
  `${env.apiBaseUrl}${routePath(TOOLKIT_ROUTES.downloadToolkitFile.path, { Id: id })}`;
