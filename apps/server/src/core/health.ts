import { getHealth, getReadiness } from '@sportello/contracts/app/health.contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import type { Database } from './database';
import { registerRoute } from './route';

/** Liveness and readiness for load balancers and orchestrators; neither is rate limited. */
export function registerHealth(app: FastifyInstance, database: Database): void {
  const options = { tag: 'Operations', access: 'public', config: { rateLimit: false } } as const;
  registerRoute(app, getHealth, options, () => ({ Status: 'ok' as const }));
  registerRoute(app, getReadiness, options, async () => {
    try {
      await database.ping();
    } catch {
      throw new AppError('ERROR_SERVICE_UNAVAILABLE');
    }
    return { Status: 'ok' as const, Database: database.kind };
  });
}
