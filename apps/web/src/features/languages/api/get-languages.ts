import type { getLanguages } from '@sportello/contracts/app/languages.contract';
import { LANGUAGES_ROUTES } from '@sportello/contracts/app/languages.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The languages the portal speaks (GET /api/App/getlanguages). They do not change while the page is
 * open, and the header keeps the list for the whole visit, so it is never cancelled by navigation.
 */
export const languagesQuery = queryOptions({
  queryKey: ['app', 'languages'],
  queryFn: ({ signal }) =>
    apiRequest<typeof getLanguages>(LANGUAGES_ROUTES.getLanguages, { signal, keepOnNavigation: true }),
  staleTime: Number.POSITIVE_INFINITY,
  // The built-in list covers a failure at once; retrying would only delay nothing.
  retry: false,
});
