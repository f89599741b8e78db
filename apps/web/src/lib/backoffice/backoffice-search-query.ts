import type { searchBackoffice } from '@sportello/contracts/backoffice/search.contract';
import { SEARCH_ROUTES } from '@sportello/contracts/backoffice/search.routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { PER_USER } from '../per-user-query';

/** The back office's global search (decision 077): what a text finds among companies, users and tickets. */
export const backofficeSearchQuery = (text: string) =>
  queryOptions({
    ...PER_USER,
    queryKey: ['backoffice', 'search', text],
    queryFn: ({ signal }) =>
      apiRequest<typeof searchBackoffice>(SEARCH_ROUTES.searchBackoffice, { query: { Text: text }, signal }),
    enabled: text.trim() !== '',
    // The previous answer stays while the next word's is on its way: the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
