import type { RouteDescriptor } from '../common/route';

/** Method and path of each back-office call of campaigns.contract.ts, without its schemas (decision 022). */
export const BACKOFFICE_CAMPAIGNS_ROUTES = {
  listCampaigns: { method: 'GET', path: '/api/app/campaigns/Filters/:filter' },
  getCampaign: { method: 'GET', path: '/api/app/campaigns/Detail/:Id' },
  saveCampaign: { method: 'POST', path: '/api/app/campaigns/Save' },
  deleteCampaign: { method: 'DELETE', path: '/api/app/campaigns/Delete/:Id' },
  listEntries: { method: 'POST', path: '/api/app/campaigns/data/list' },
  exportEntries: { method: 'GET', path: '/api/app/campaigns/data/export/:filter' },
  decideEntry: { method: 'POST', path: '/api/app/campaigns/data/decision' },
} as const satisfies Record<string, RouteDescriptor>;
