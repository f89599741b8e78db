import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of colleagues.contract.ts, without its schemas (decision 022). */
export const COLLEAGUES_ROUTES = {
  enableColleague: { method: 'POST', path: '/api/Company/users/:Id/Enabled' },
  setColleagueRole: { method: 'POST', path: '/api/Company/users/:Id/Role' },
  unlockColleague: { method: 'POST', path: '/api/Company/users/:Id/Unlock' },
} as const satisfies Record<string, RouteDescriptor>;
