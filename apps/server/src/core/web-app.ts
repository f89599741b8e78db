import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Files the web build and the public folder contain: a missing one is a 404, never the app. */
const STATIC_FILE_NAME =
  /\.(js|mjs|css|map|html|json|webmanifest|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf)$/i;

/**
 * A GET of one of the web app's files (scripts, styles, images, fonts): cheap and cacheable, so
 * not counted by the per-address rate limit, which is there for the API. A page load fetches a dozen.
 */
export function isStaticFileRequest(method: string, url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  return (
    (method === 'GET' || method === 'HEAD') && !/^\/api(\/|$)/i.test(path) && STATIC_FILE_NAME.test(path)
  );
}

/**
 * Serves the built web app: hashed assets are cached for a year, index.html never, and any other
 * GET for a page (not /api, not a file) gets index.html so that the client-side router can take it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies of its text files (apps/web/precompress.mjs).
    preCompressed: true,
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  return {
    /**
     * Whether a not-found request is a page the client router should handle: not an API call, and
     * not a missing file of a kind the build produces (a page's path may end like a file name, as
     * the invitation link does with its e-mail address, `…/chiara@rossi-impianti.example`).
     */
    isPageRequest(request: FastifyRequest): boolean {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0] ?? '/';
      return !/^\/api(\/|$)/i.test(path) && !STATIC_FILE_NAME.test(path);
    },
    sendIndex(reply: FastifyReply): FastifyReply {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  };
}
