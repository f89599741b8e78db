import type { RouteDescriptor } from '../common/route';

/** Method and path of each customer call of campaigns.contract.ts, without its schemas (decision 022). */
export const CAMPAIGNS_ROUTES = {
  listOpenCampaigns: { method: 'GET', path: '/api/app/campaigns/type/list/' },
  applyTutor: { method: 'POST', path: '/api/app/campaigns/tutor/apply' },
  proposeTalk: { method: 'POST', path: '/api/app/campaigns/talks21/apply' },
  registerTalks: { method: 'POST', path: '/api/app/campaigns/talks21/register' },
  withdrawEntry: { method: 'POST', path: '/api/app/campaigns/Entries/Withdraw/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
