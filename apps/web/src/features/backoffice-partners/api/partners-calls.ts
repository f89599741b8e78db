import type { DisclaimerFilter, listDisclaimers } from '@sportello/contracts/backoffice/disclaimers.contract';
import { BACKOFFICE_DISCLAIMERS_ROUTES } from '@sportello/contracts/backoffice/disclaimers.routes';
import type {
  deletePartner,
  deletePartnerLink,
  listPartnerLinks,
  listPartners,
  PartnerFilter,
  PartnerInput,
  PartnerLinkFilter,
  partnerDetail,
  rotatePartnerSecret,
  savePartner,
} from '@sportello/contracts/backoffice/partners.contract';
import { BACKOFFICE_PARTNERS_ROUTES as ROUTES } from '@sportello/contracts/backoffice/partners.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../../../lib/api-client';
import { PER_USER } from '../../../lib/per-user-query';

/** Every query of the area: a change anywhere in it refreshes them all. */
export const PARTNERS_KEY = ['backoffice', 'partners'] as const;

export const partnersQuery = (filter: PartnerFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...PARTNERS_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listPartners>(ROUTES.listPartners, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const partnerQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...PARTNERS_KEY, 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof partnerDetail>(ROUTES.partnerDetail, { params: { Id: id }, signal }),
  });

/** Registers a partner (`Id` 0: the answer holds its first secret) or changes one. */
export const savePartnerCall = (body: PartnerInput) =>
  apiRequest<typeof savePartner>(ROUTES.savePartner, { body });

/** A new secret, in the answer this once; the current one keeps working for `overlapHours`. */
export const rotatePartnerSecretCall = (id: number, overlapHours: number) =>
  apiRequest<typeof rotatePartnerSecret>(ROUTES.rotatePartnerSecret, {
    body: { Id: id, OverlapHours: overlapHours },
  });

export const deletePartnerCall = (id: number) =>
  apiRequest<typeof deletePartner>(ROUTES.deletePartner, { params: { Id: id } });

export const partnerLinksQuery = (filter: PartnerLinkFilter) =>
  queryOptions({
    ...PER_USER,
    queryKey: [...PARTNERS_KEY, 'links', filter],
    queryFn: ({ signal }) =>
      apiRequest<typeof listPartnerLinks>(ROUTES.listPartnerLinks, {
        params: { filter: filterSegment(filter) },
        signal,
      }),
  });

export const deletePartnerLinkCall = (id: number) =>
  apiRequest<typeof deletePartnerLink>(ROUTES.deletePartnerLink, { params: { Id: id } });

/**
 * The largest page a list call gives (the contracts' MAX_PAGE_SIZE, not imported: its module brings
 * zod along).
 */
const PICKER_SIZE = 100;

/** The partners to filter the links by: the first page, by name. */
export const partnerOptionsQuery = partnersQuery({ Page: 0, Size: PICKER_SIZE, Sort: 'Name', Desc: false });

const DISCLAIMER_OPTIONS: DisclaimerFilter = { Page: 0, Size: PICKER_SIZE, Sort: 'Code', Desc: false };

/**
 * The disclaimers a partner may be told to show, for the form's choice: the back office's own list
 * of them (everyone in the back office may read it), the first page.
 */
export const disclaimerOptionsQuery = queryOptions({
  ...PER_USER,
  queryKey: [...PARTNERS_KEY, 'disclaimer-options'],
  queryFn: ({ signal }) =>
    apiRequest<typeof listDisclaimers>(BACKOFFICE_DISCLAIMERS_ROUTES.listDisclaimers, {
      params: { filter: filterSegment(DISCLAIMER_OPTIONS) },
      signal,
    }),
});
