import type { tagOptions } from '@sportello/contracts/backoffice/tags.contract';
import { TAGS_ROUTES } from '@sportello/contracts/backoffice/tags.routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { PER_USER } from '../per-user-query';

/**
 * Every tag by name: the choices of the tag pickers (the companies list's filter and bulk action, a
 * company's tags, a communication's audience) and of the tags page's merge. Under the tags' query
 * key, so that a change on the tags page refreshes every picker.
 */
export const tagOptionsQuery = queryOptions({
  ...PER_USER,
  queryKey: ['backoffice', 'tags', 'options'],
  queryFn: ({ signal }) => apiRequest<typeof tagOptions>(TAGS_ROUTES.tagOptions, { signal }),
  staleTime: 30_000,
});
