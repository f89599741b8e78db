import type { IbanFilter, listIbans, revealIban } from '@sportello/contracts/backoffice/ibans.contract';
import { BACKOFFICE_IBANS_ROUTES as ROUTES } from '@sportello/contracts/backoffice/ibans.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const IBANS_KEY = ['backoffice', 'ibans'] as const;

export const ibansQuery = (filter: IbanFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...IBANS_KEY, filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listIbans>(ROUTES.listIbans, { params: { filter: filterSegment(filter) }, signal }),
  });

export const ibansExportUrl = (filter: IbanFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(ROUTES.exportIbans.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;

/** One mandate's whole IBAN (the server records each reveal). */
export const revealCall = (id: number) =>
  apiRequest<typeof revealIban>(ROUTES.revealIban, { params: { Id: id } });
