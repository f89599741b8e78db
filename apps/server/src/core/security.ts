import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyRateLimit from '@fastify/rate-limit';
import { getAntiforgeryToken } from '@sportello/contracts/auth/antiforgery.contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from './app-error';
import { registerRoute } from './route';
import { isStaticFileRequest } from './web-app';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ANTIFORGERY_COOKIE = 'sportello.csrf';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a state-changing route from the anti-forgery check (it must carry its own proof). */
    csrf?: boolean;
  }
}

/**
 * Security headers (strict CSP, no caching of API answers), signed cookies (Secure behind TLS),
 * anti-forgery tokens on every state-changing call, and a global per-client rate limit. Feature
 * routes add stricter limits of their own.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, redis?: Redis): Promise<void> {
  // Built once: @fastify/helmet built helmet's middleware anew on every request, every directive
  // parsed again (14 µs a request against 0.3 µs, docs/performance.md). The headers are the same for
  // every answer. Helmet throws, rather than passes, its errors; it has none left once built.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets its theme variables in a <style> element at run time; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        // The knowledge base (same origin) and the allowed video players (decision 013).
        frameSrc: ["'self'", ...config.videoEmbedOrigins],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // HSTS only makes sense (and is only honoured) over TLS.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));

  // API answers are the caller's own (sessions, personal data, one-time tokens): no browser or proxy
  // cache keeps them, unless a route has chosen its own policy.
  app.addHook('onSend', async (request, reply) => {
    if (/^\/api\//i.test(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });

  await app.register(fastifyCookie, {
    secret: config.cookieSecret,
    // Every cookie's default: a portal published over https sends them only over TLS, whatever scheme
    // the request arrived with (a TLS proxy that is not trusted, or not configured, would otherwise
    // make them plain); otherwise they follow the request. Cookies leave `secure` out to get this.
    parseOptions: { secure: config.publicUrl.startsWith('https:') ? true : 'auto' },
  });

  await app.register(fastifyCsrf, {
    cookieKey: ANTIFORGERY_COOKIE,
    cookieOpts: { signed: true, httpOnly: true, sameSite: 'lax', path: '/' },
    getToken: (request) => {
      const header = request.headers['x-csrf-token'];
      return typeof header === 'string' ? header : undefined;
    },
  });

  // Every state-changing route is checked unless it opts out explicitly with `config: { csrf: false }`.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => SAFE_METHODS.has(m)) || route.config?.csrf === false) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [app.csrfProtection, ...existing];
  });

  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.timeWindow,
    // With Redis the counters are shared by every server process; otherwise they are per process.
    ...(redis && { redis, nameSpace: 'sportello:rate:' }),
    allowList: (request) => isStaticFileRequest(request.method, request.url),
    // Thrown into the error handler, so the answer has the error shape and the caller's language.
    errorResponseBuilder: () => new AppError('ERROR_TOO_MANY_REQUESTS'),
  });

  registerRoute(app, getAntiforgeryToken, { tag: 'Auth', access: 'public' }, ({ reply }) => ({
    Token: reply.generateCsrf(),
  }));
}

/**
 * A new anti-forgery secret, at sign-in: a token obtained before (by whoever used this browser, or
 * planted with its cookie) does not carry over to the signed-in session. The plugin makes a new
 * secret, and sets its cookie, when the request has none.
 */
export function renewAntiforgerySecret(request: FastifyRequest, reply: FastifyReply): void {
  delete request.cookies[ANTIFORGERY_COOKIE];
  reply.generateCsrf();
}
