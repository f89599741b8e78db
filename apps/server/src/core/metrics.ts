import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

import { AppError } from './app-error';

/**
 * Prometheus metrics at /metrics: process metrics plus a request-duration histogram labelled by
 * route pattern (never by raw URL, which would explode the label set and could leak tokens), and
 * the requests in flight (what a draining instance still has to finish). With `token`, only a
 * request carrying `Authorization: Bearer <token>` is answered (Prometheus's `authorization`
 * setting); anyone else gets 403.
 */
export function registerMetrics(app: FastifyInstance, options: { token?: string } = {}): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests received and not yet answered',
    registers: [registry],
  });
  app.addHook('onRequest', async () => {
    inFlight.inc();
  });

  app.addHook('onResponse', async (request, reply) => {
    inFlight.dec();
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const authorized = options.token === undefined ? () => true : bearerCheck(options.token);
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    if (!authorized(request)) throw new AppError('ERROR_FORBIDDEN');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Compares digests in constant time, so that the answer's timing tells nothing about the token. */
function bearerCheck(token: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  return (request: FastifyRequest) => {
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    return scheme === 'Bearer' && given !== undefined && timingSafeEqual(digest(given), expected);
  };
}
