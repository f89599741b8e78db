import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of callback.contract.ts, without its schemas (decision 022). */
export const CALLBACK_ROUTES = {
  requestCallback: { method: 'POST', path: '/api/Support/Callback' },
} as const satisfies Record<string, RouteDescriptor>;
