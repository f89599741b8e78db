import { routePath } from '@sportello/contracts/common/route';
import type { getDataExport, requestDataExport } from '@sportello/contracts/users/data-export.contract';
import { DATA_EXPORT_ROUTES } from '@sportello/contracts/users/data-export.routes';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** How often the profile asks again while the export is being made (it takes seconds). */
export const DATA_EXPORT_POLL_MS = 2_000;

/** The signed-in user's latest export of their own data (decision 065), asked again while it is pending. */
export const dataExportQuery = queryOptions({
  ...PER_USER,
  queryKey: ['data-export'],
  queryFn: ({ signal }) => apiRequest<typeof getDataExport>(DATA_EXPORT_ROUTES.getDataExport, { signal }),
  refetchInterval: (query) => (query.state.data?.Export?.State === 'pending' ? DATA_EXPORT_POLL_MS : false),
});

/** Asks for a new export; refused (ERROR_DATA_EXPORT_PENDING) while one is being made. */
export const requestDataExportCall = () =>
  apiRequest<typeof requestDataExport>(DATA_EXPORT_ROUTES.requestDataExport);

/** A plain link to the ready ZIP: the browser downloads it with the session cookie. */
export const dataExportFileHref = (id: string) =>
  `${env.apiBaseUrl}${routePath(DATA_EXPORT_ROUTES.downloadDataExport.path, { Id: id })}`;
