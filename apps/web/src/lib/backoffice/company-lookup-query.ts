import type { getCompany, listCompanies } from '@sportello/contracts/backoffice/companies.contract';
import { COMPANIES_ROUTES } from '@sportello/contracts/backoffice/companies.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, filterSegment } from '../api-client';
import { PER_USER } from '../per-user-query';

/** Shorter searches would match most of the registry. */
export const COMPANY_LOOKUP_MIN_LENGTH = 2;

/**
 * The first companies whose name or VAT code starts with what was typed: the choices of the company
 * pickers (a subscription's company, a new user's company). Under the companies' query key, so that a
 * company saved in the registry is found by its new name.
 */
export const companyLookupQuery = (text: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'companies', 'lookup', text],
    queryFn: ({ signal }) =>
      apiRequest<typeof listCompanies>(COMPANIES_ROUTES.listCompanies, {
        params: { filter: filterSegment({ Page: 0, Size: 10, Sort: 'Name', Desc: false, Text: text }) },
        signal,
      }),
    enabled: text.trim().length >= COMPANY_LOOKUP_MIN_LENGTH,
    staleTime: 30_000,
  });

/**
 * One company of the registry by id: the edit page's company, and the company a list is filtered by
 * (its picker shows the name of a company given only by id in the address).
 */
export const companyQuery = (id: number) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'company', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof getCompany>(COMPANIES_ROUTES.getCompany, { params: { Id: id }, signal }),
  });
