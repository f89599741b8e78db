import {
  deleteSavedView,
  listSavedViews,
  saveSavedView,
} from '@sportello/contracts/backoffice/saved-views.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as views from './saved-views.service';

/** A back-office person's own views of a list: their own only, so the session is the check. */
export function savedViewsRoutes(app: FastifyInstance): void {
  const options = { tag: 'Back office', access: ['operator', 'admin'] } as const;

  registerRoute(app, listSavedViews, options, ({ ctx, params }) => views.listSavedViews(ctx, params.List));

  registerRoute(app, saveSavedView, options, ({ ctx, body }) => views.saveSavedView(ctx, body));

  registerRoute(app, deleteSavedView, options, ({ ctx, body }) => views.deleteSavedView(ctx, body));
}
