import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of partners.contract.ts (back office), without its schemas (decision 022). */
export const BACKOFFICE_PARTNERS_ROUTES = {
  listPartners: { method: 'GET', path: '/api/Partner/Filters/:filter' },
  partnerDetail: { method: 'GET', path: '/api/Partner/Detail/:Id' },
  savePartner: { method: 'POST', path: '/api/Partner/Save' },
  rotatePartnerSecret: { method: 'POST', path: '/api/Partner/Secret/Rotate' },
  deletePartner: { method: 'DELETE', path: '/api/Partner/Delete/:Id' },
  listPartnerLinks: { method: 'GET', path: '/api/Partner/Links/:filter' },
  deletePartnerLink: { method: 'DELETE', path: '/api/Partner/Links/Delete/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
