import type { TOPICS } from '@sportello/contracts/companies/invitations.values';
import type { PRODUCTS } from '@sportello/contracts/tickets/tickets.values';
import type { getPreferences, savePreferences } from '@sportello/contracts/users/preferences.contract';
import { PREFERENCES_ROUTES } from '@sportello/contracts/users/preferences.routes';
import { apiRequest } from '../../../lib/api-client';

export function fetchPreferences() {
  return apiRequest<typeof getPreferences>(PREFERENCES_ROUTES.getPreferences);
}

type Product = (typeof PRODUCTS)[number];
type Topic = (typeof TOPICS)[number];

/** Only what is given changes: the lists, or whether commercial mail (campaigns) is wanted. */
export function storePreferences(body: {
  ExcludedProducts?: Product[];
  Topics?: Topic[];
  NewsLetter?: boolean;
}) {
  return apiRequest<typeof savePreferences>(PREFERENCES_ROUTES.savePreferences, {
    body: {
      ...(body.ExcludedProducts && { ExcludedProducts: body.ExcludedProducts.map((Code) => ({ Code })) }),
      ...(body.Topics && { Topics: body.Topics.map((Code) => ({ Code })) }),
      ...(body.NewsLetter !== undefined && { NewsLetter: body.NewsLetter }),
    },
  });
}
