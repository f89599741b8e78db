import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, once its answer is sent (method, path without query values, status,
 * time), instead of Fastify's two. In production it is the access log, at `info`; elsewhere it is
 * at `debug`, so that a developer's terminal keeps the start banner and the warnings in sight (a
 * session of clicking wrote some twenty thousand lines); `LOG_LEVEL=debug` shows them again.
 */
export function registerRequestLog(app: FastifyInstance, { production }: { production: boolean }): void {
  const level = production ? 'info' : 'debug';
  app.addHook('onResponse', async (request, reply) => {
    request.log[level](
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}
