import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of capabilities.contract.ts, without its schemas (decision 022). */
export const CAPABILITIES_ROUTES = {
  myCapabilities: { method: 'GET', path: '/api/App/capabilities' },
  listCapabilityRules: { method: 'GET', path: '/api/Capability/Filters/:filter' },
  saveCapabilityRule: { method: 'POST', path: '/api/Capability/Save' },
  deleteCapabilityRule: { method: 'DELETE', path: '/api/Capability/Delete/:Id' },
} as const satisfies Record<string, RouteDescriptor>;
