import type { RouteDescriptor } from '../common/route';
import { PARTNER_TOKEN_PATH } from './partners.values';

/** Method and path of each call of partners.contract.ts, without its schemas (decision 022). */
export const PARTNERS_ROUTES = {
  // A partner application's calls (the spec's `vlc` area), with an OAuth 2.0 access token.
  partnerToken: { method: 'POST', path: PARTNER_TOKEN_PATH },
  userFromWrapper: { method: 'GET', path: '/api/vlc/vialibera/getuserfromwrapper/:x/' },
  usersFromWrapper: { method: 'GET', path: '/api/vlc/vialibera/getuserfromwrapper/multi/:x/' },
  allWrapperLinks: { method: 'GET', path: '/api/vlc/vialibera/getuserfromwrapper/all/' },
  disclaimerParams: { method: 'GET', path: '/api/vlc/vialibera/InfoDisclaimer/Params/:x/' },
  verifyInternalUser: { method: 'POST', path: '/api/vlc/User/Verify/Internal/' },
  confirmInternalUser: { method: 'POST', path: '/api/vlc/User/Code/Internal/' },
  // A signed-in user's own links to partner applications (the profile).
  listOwnPartnerLinks: { method: 'GET', path: '/api/User/PartnerLinks' },
  removeOwnPartnerLink: { method: 'DELETE', path: '/api/User/PartnerLinks/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
