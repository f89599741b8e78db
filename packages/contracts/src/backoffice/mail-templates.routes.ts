import type { RouteDescriptor } from '../common/route';

/** Method and path of each call of mail-templates.contract.ts, without its schemas (decision 022). */
export const MAIL_TEMPLATES_ROUTES = {
  listTemplates: { method: 'GET', path: '/api/MLC/Templates/Filters/:filter' },
  getTemplate: { method: 'GET', path: '/api/MLC/Templates/Filters/Detail/:Id' },
  saveTemplate: { method: 'POST', path: '/api/MLC/Templates/Save' },
  deleteTemplate: { method: 'DELETE', path: '/api/MLC/Templates/Delete/:Id' },
  deleteTemplates: { method: 'DELETE', path: '/api/MLC/Templates/Filters/Delete/:filter' },
  defaultTemplate: { method: 'GET', path: '/api/MLC/Templates/Default/:Kind' },
  previewTemplate: { method: 'POST', path: '/api/MLC/Templates/Preview' },
  testTemplate: { method: 'POST', path: '/api/MLC/Templates/Test' },
} as const satisfies Record<string, RouteDescriptor>;
