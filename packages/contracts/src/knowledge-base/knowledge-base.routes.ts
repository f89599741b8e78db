import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of knowledge-base.contract.ts, without its schemas (decision 022). */
export const KNOWLEDGE_BASE_ROUTES = {
  getKnowledgeBaseToken: { method: 'GET', path: '/api/App/getomegasecuritytoken' },
} as const satisfies Record<string, RouteDescriptor>;
