import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of mailing.contract.ts, without its schemas (decision 022). */
export const MAILING_ROUTES = {
  listAudiences: { method: 'GET', path: '/api/MLC/Audiences/Filters/:filter' },
  getAudience: { method: 'GET', path: '/api/MLC/Audiences/Detail/:Id' },
  saveAudience: { method: 'POST', path: '/api/MLC/Audiences/Save' },
  countAudience: { method: 'POST', path: '/api/MLC/Audiences/Count' },
  uploadAudienceMembers: { method: 'POST', path: '/api/MLC/Audiences/Members/:Id' },
  deleteAudience: { method: 'DELETE', path: '/api/MLC/Audiences/Delete/:Id' },
  listCampaigns: { method: 'GET', path: '/api/MLC/Campaigns/Filters/:filter' },
  getCampaign: { method: 'GET', path: '/api/MLC/Campaigns/Detail/:Id' },
  saveCampaign: { method: 'POST', path: '/api/MLC/Campaigns/Save' },
  sendCampaign: { method: 'POST', path: '/api/MLC/Campaigns/Send' },
  pauseCampaign: { method: 'POST', path: '/api/MLC/Campaigns/Pause' },
  resumeCampaign: { method: 'POST', path: '/api/MLC/Campaigns/Resume' },
  cancelCampaign: { method: 'POST', path: '/api/MLC/Campaigns/Cancel' },
  deleteCampaign: { method: 'DELETE', path: '/api/MLC/Campaigns/Delete/:Id' },
  listRecipients: { method: 'GET', path: '/api/MLC/Campaigns/Recipients/:Id/:filter' },
  exportRecipients: { method: 'GET', path: '/api/MLC/Campaigns/Recipients/Export/:Id/:filter' },
} as const satisfies Record<string, RouteDescriptor>;

/** The unsubscribe calls: signed by the link's token, no session (RFC 8058 one-click included). */
export const UNSUBSCRIBE_ROUTES = {
  getUnsubscribe: { method: 'GET', path: '/api/MLC/Unsubscribe/:Token' },
  unsubscribe: { method: 'POST', path: '/api/MLC/Unsubscribe/:Token' },
} as const satisfies Record<string, RouteDescriptor>;
