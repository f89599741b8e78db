import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { PublicBrand } from '@sportello/contracts/backoffice/settings.contract';
import { LANGUAGE_COOKIE, SIGNED_IN_HINT_COOKIE } from '@sportello/contracts/common/page-cookies.values';
import {
  DEFAULT_LANGUAGE_ID,
  isLanguageId,
  LANGUAGE_CODES,
  type LanguageCode,
  languageCode,
} from '@sportello/i18n/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brandedPages } from './brand-page';
import { SESSION_COOKIE, SIGNED_IN_HINT_OPTIONS } from './session';

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
 * The language of the pre-rendered sign-in page, chosen as the web app chooses it before its first
 * render (lib/language-preference.ts): `?lg=`, then the remembered choice, then Italian.
 */
function pageLanguage(request: FastifyRequest, query: URLSearchParams): LanguageCode {
  const chosen = [query.get('lg'), request.cookies[LANGUAGE_COOKIE]]
    .map((raw) => (raw && /^\d+$/.test(raw.trim()) ? Number(raw) : undefined))
    .find(isLanguageId);
  return languageCode(chosen ?? DEFAULT_LANGUAGE_ID);
}

/**
 * Serves the built web app: hashed assets are cached for a year, index.html never, and any other
 * GET for a page (not /api, not a file) gets index.html so that the client-side router can take it.
 * A visitor without a session who opens the site root gets the sign-in page with its markup already
 * in it (`index.<language>.html`, written by the build, decision 044); anyone else gets the plain
 * index.html, so that a signed-in user opening a page never sees the sign-in form for a moment.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  /** The brand in force, written into the pages as they are sent (decision 069). */
  brand?: () => Promise<PublicBrand>,
) {
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

  const prerendered = new Set(
    Object.values(LANGUAGE_CODES).filter((code) => existsSync(join(distDir, `index.${code}.html`))),
  );

  /** The pre-rendered sign-in page for this request, if it is one to get it. */
  function signInPageFor(request: FastifyRequest): string | undefined {
    const [path, search = ''] = request.url.split('?', 2);
    const query = new URLSearchParams(search);
    // The sign-on error notice (`?ssoError=`) is not in the pre-rendered page.
    if (path !== '/' || query.has('ssoError')) return undefined;
    if (request.cookies[SIGNED_IN_HINT_COOKIE] || request.cookies[SESSION_COOKIE]) return undefined;
    const language = pageLanguage(request, query);
    return prerendered.has(language) ? `index.${language}.html` : undefined;
  }

  // The pages as built, read once: the brand is written into them per request from the copy that
  // `branded` keeps per page and brand.
  const built = new Map<string, string>();
  const source = (file: string) => {
    let html = built.get(file);
    if (html === undefined) {
      html = readFileSync(join(distDir, file), 'utf8');
      built.set(file, html);
    }
    return html;
  };
  const branded = brandedPages();

  async function sendBranded(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    of: () => Promise<PublicBrand>,
  ) {
    const page = await branded(file, source(file), await of());
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? (['br', page.br] as const)
      : /\bgzip\b/.test(accepted)
        ? (['gzip', page.gzip] as const)
        : ([undefined, page.plain] as const);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8').send(body);
  }

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
    sendIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
      // A session from before the hint existed gets it now, so that the page asks who is signed in.
      if (request.cookies[SESSION_COOKIE] && !request.cookies[SIGNED_IN_HINT_COOKIE])
        reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', SIGNED_IN_HINT_OPTIONS);
      const file = signInPageFor(request) ?? 'index.html';
      reply.header('cache-control', 'no-cache');
      if (brand && existsSync(join(distDir, file))) return sendBranded(request, reply, file, brand);
      return reply.header('vary', 'Cookie').sendFile(file);
    },
  };
}
