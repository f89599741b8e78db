import { getLanguages } from '@sportello/contracts/app/languages.contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../core/database';
import { registerRoute } from '../../core/route';
import { listLanguages } from './languages.service';

export function languagesRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  registerRoute(app, getLanguages, { tag: 'App', access: 'public' }, () =>
    listLanguages({ tx: database.db }),
  );
}
