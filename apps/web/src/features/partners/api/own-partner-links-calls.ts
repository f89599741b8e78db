import type {
  listOwnPartnerLinks,
  removeOwnPartnerLink,
} from '@sportello/contracts/partners/partners.contract';
import { PARTNERS_ROUTES } from '@sportello/contracts/partners/partners.routes';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in user's own links to partner applications (the profile). */
export function fetchOwnPartnerLinks(signal: AbortSignal) {
  return apiRequest<typeof listOwnPartnerLinks>(PARTNERS_ROUTES.listOwnPartnerLinks, { signal });
}

/** Removes one of the signed-in user's links: that partner no longer finds them by its key. */
export function unlinkOwnPartnerLink(id: number) {
  return apiRequest<typeof removeOwnPartnerLink>(PARTNERS_ROUTES.removeOwnPartnerLink, {
    params: { Id: id },
  });
}
