import type {
  ConsentFilter,
  DisclaimerFilter,
  DisclaimerInput,
  getDisclaimer,
  listConsents,
  listDisclaimers,
  saveDisclaimer,
} from '@sportello/contracts/backoffice/disclaimers.contract';
import { BACKOFFICE_DISCLAIMERS_ROUTES as ROUTES } from '@sportello/contracts/backoffice/disclaimers.routes';
import type { FileEncoding } from '@sportello/contracts/common/file-encodings';
import { routePath } from '@sportello/contracts/common/route';
import { queryOptions } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

export const disclaimersQuery = (filter: DisclaimerFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'disclaimers', 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listDisclaimers>(ROUTES.listDisclaimers, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const disclaimerQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'disclaimers', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getDisclaimer>(ROUTES.getDisclaimer, { params: { Id: id }, signal }),
  });

export const saveDisclaimerCall = (body: DisclaimerInput) =>
  apiRequest<typeof saveDisclaimer>(ROUTES.saveDisclaimer, { body });

export const consentsQuery = (filter: ConsentFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'disclaimers', 'consents', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listConsents>(ROUTES.listConsents, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const consentsExportUrl = (filter: ConsentFilter, encoding: FileEncoding) =>
  `${env.apiBaseUrl}${routePath(ROUTES.exportConsents.path, { filter: filterSegment(filter) })}?state=true&Encoding=${encoding}`;
