import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './core/database';
import { registerErrorHandling, sendError } from './core/error-handler';
import { registerHealth } from './core/health';
import { registerMetrics } from './core/metrics';
import { registerOpenApi } from './core/openapi';
import { registerSecurity } from './core/security';
import { registerWebApp } from './core/web-app';
import { languagesRoutes } from './modules/languages/languages.routes';

export interface AppDeps {
  database: Database;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Builds the whole application in an explicit order: framework options, error handling, security,
 * observability, documentation, feature modules, then the web app. Tests build it the same way.
 */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-csrf-token"]',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Query strings may carry one-time tokens: log the path and the parameter names only.
        req: (req) => ({
          method: req.method,
          url: redactQuery(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    // A caller's (or proxy's) request id is kept when it looks like one; otherwise a new one.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  // OpenAPI first: it collects every route registered after it.
  await registerOpenApi(app, config.publicUrl);
  await registerSecurity(app, config);
  if (config.metricsEnabled) registerMetrics(app);
  registerHealth(app, deps.database);

  languagesRoutes(app, deps);

  // Unknown pages go to the web app's router; unknown API calls get the error shape.
  const web = config.webDistDir ? await registerWebApp(app, config.webDistDir) : undefined;
  app.setNotFoundHandler((request, reply) =>
    web?.isPageRequest(request) ? web.sendIndex(reply) : sendError(request, reply, 'ERROR_NOT_FOUND'),
  );

  return app;
}

function redactQuery(url: string): string {
  const [path, query] = url.split('?', 2);
  if (!query) return url;
  const names = query.split('&').map((pair) => `${pair.split('=')[0]}=…`);
  return `${path}?${names.join('&')}`;
}
