import type {
  getServerError,
  listServerErrors,
  ServerErrorFilter,
} from '@sportello/contracts/backoffice/server-errors.contract';
import { SERVER_ERRORS_ROUTES } from '@sportello/contracts/backoffice/server-errors.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const serverErrorsQuery = (filter: ServerErrorFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'server-errors', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listServerErrors>(SERVER_ERRORS_ROUTES.listServerErrors, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const serverErrorQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'server-errors', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getServerError>(SERVER_ERRORS_ROUTES.getServerError, {
        params: { Id: id },
        signal,
      }),
  });

/** The server builds the CSV in the chosen code page; the browser downloads it through a plain link. */
export const serverErrorsExportUrl = (filter: ServerErrorFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(SERVER_ERRORS_ROUTES.exportServerErrors.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
