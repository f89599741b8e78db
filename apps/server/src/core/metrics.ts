import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics at /metrics: process metrics plus a request-duration histogram labelled by
 * route pattern (never by raw URL, which would explode the label set and could leak tokens), and
 * the requests in flight (what a draining instance still has to finish).
 */
export function registerMetrics(app: FastifyInstance): void {
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

  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
}
