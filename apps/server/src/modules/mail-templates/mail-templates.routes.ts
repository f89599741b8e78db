import {
  defaultTemplate,
  deleteTemplate,
  deleteTemplates,
  getTemplate,
  listTemplates,
  previewTemplate,
  saveTemplate,
  testTemplate,
} from '@sportello/contracts/backoffice/mail-templates.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as templates from './mail-templates.service';

/** Mail templates; who may do what is the service's check (mail-templates.policy.ts). */
export function mailTemplatesRoutes(app: FastifyInstance): void {
  const options = { tag: 'Templates', access: ['operator', 'admin'] } as const;

  registerRoute(app, listTemplates, options, ({ ctx, params }) =>
    templates.listTemplates(ctx, params.filter),
  );
  registerRoute(app, getTemplate, options, ({ ctx, params }) => templates.getTemplate(ctx, params.Id));
  registerRoute(app, defaultTemplate, options, ({ ctx, params }) =>
    templates.defaultTemplate(ctx, params.Kind),
  );
  registerRoute(app, saveTemplate, options, ({ ctx, body }) => templates.saveTemplate(ctx, body));
  registerRoute(app, deleteTemplate, options, ({ ctx, params }) => templates.deleteTemplate(ctx, params.Id));
  registerRoute(app, deleteTemplates, options, ({ ctx, params }) =>
    templates.deleteTemplates(ctx, params.filter),
  );
  registerRoute(app, previewTemplate, options, ({ ctx, body }) => templates.previewTemplate(ctx, body));
  registerRoute(app, testTemplate, options, ({ ctx, body }) => templates.testTemplate(ctx, body));
}
