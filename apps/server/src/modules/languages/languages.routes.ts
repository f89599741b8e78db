import { getLanguages } from '@sportello/contracts/app/languages.contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../core/route';
import { listLanguages } from './languages.service';

export function languagesRoutes(app: FastifyInstance): void {
  registerRoute(app, getLanguages, { tag: 'App', access: 'public' }, ({ ctx }) => listLanguages(ctx));
}
