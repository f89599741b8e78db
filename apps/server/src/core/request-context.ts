import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import { actorOfSession, type ServiceContext, type ServicePorts } from './context';
import type { Database } from './database';
import { requestLanguage } from './request-language';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service context of a request: its caller, the database, its logger, the clock and the ports. */
    serviceContext(request: FastifyRequest): ServiceContext;
    /** The clock the whole application reads the time from (sessions, throttles, services). */
    clock: Clock;
  }
}

/**
 * Lets routes turn a request into the one service context (`registerRoute` hands it to every
 * handler). Registered after the sessions, whose caller it reads.
 */
export function registerServiceContext(
  app: FastifyInstance,
  deps: { database: Database; clock: Clock; ports: ServicePorts },
): void {
  const { database, clock, ports } = deps;
  app.decorate('clock', clock);
  app.decorate(
    'serviceContext',
    (request: FastifyRequest): ServiceContext => ({
      // A partner's call is the partner's whatever cookies came with it (decision 080).
      actor: request.partner ?? actorOfSession(request.session, requestLanguage(request)),
      tx: database.db,
      log: request.log,
      clock,
      ...ports,
    }),
  );
}
