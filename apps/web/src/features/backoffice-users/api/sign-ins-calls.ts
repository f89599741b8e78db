import type { listSignIns, SignInFilter } from '@sportello/contracts/backoffice/sign-ins.contract';
import { SIGN_INS_ROUTES } from '@sportello/contracts/backoffice/sign-ins.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** A user's sign-in log, filtered and paged. */
export const signInsQuery = (userId: string, filter: SignInFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'sign-ins', userId, filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listSignIns>(SIGN_INS_ROUTES.listSignIns, {
        params: { UserId: userId, filter: filterSegment(filter) },
        signal,
      }),
  });

/** The server builds the CSV in the chosen code page; the browser downloads it through a plain link. */
export const signInsExportUrl = (userId: string, filter: SignInFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(SIGN_INS_ROUTES.exportSignIns.path, { UserId: userId, filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
