import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of tags.contract.ts, without its schemas (decision 022). */
export const TAGS_ROUTES = {
  listTags: { method: 'GET', path: '/api/Tag/Filters/:filter' },
  tagOptions: { method: 'GET', path: '/api/Tag/Options' },
  saveTag: { method: 'POST', path: '/api/Tag/Save' },
  mergeTags: { method: 'POST', path: '/api/Tag/Merge' },
  deleteTag: { method: 'DELETE', path: '/api/Tag/Delete/:Id' },
  assignTag: { method: 'POST', path: '/api/Tag/Assign' },
} as const satisfies Record<string, RouteDescriptor>;
