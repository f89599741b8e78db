import {
  getCalendar,
  previewCalendar,
  saveCalendar,
} from '@sportello/contracts/backoffice/business-calendar.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import * as calendar from './business-calendar.service';

/** The back office's business calendar; who may do what is the service's check (resource `calendar`). */
export function businessCalendarRoutes(app: FastifyInstance): void {
  const options = { tag: 'Helpdesk', access: ['operator', 'admin'] } as const;
  registerRoute(app, getCalendar, options, ({ ctx }) => calendar.getCalendar(ctx));
  registerRoute(app, saveCalendar, options, ({ ctx, body }) => calendar.saveCalendar(ctx, body));
  registerRoute(app, previewCalendar, options, ({ ctx, query }) =>
    calendar.previewCalendar(ctx, new Date(query.at)),
  );
}
