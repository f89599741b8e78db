import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app: hashed assets are cached for a year, index.html never, and any other
 * GET for a page (not /api, not a file) gets index.html so that the client-side router can take it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  return {
    /** Whether a not-found request is a page the client router should handle. */
    isPageRequest(request: FastifyRequest): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0] ?? '/';
      return !/^\/api(\/|$)/i.test(path) && !/\.[a-z0-9]+$/i.test(path);
    },
    sendIndex(reply: FastifyReply): FastifyReply {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  };
}
