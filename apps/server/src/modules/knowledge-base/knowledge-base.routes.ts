import { getKnowledgeBaseToken } from '@sportello/contracts/knowledge-base/knowledge-base.contract';
import { KB_PATH, KB_TOKEN_FIELD } from '@sportello/contracts/knowledge-base/knowledge-base.values';
import { languageCode } from '@sportello/i18n/languages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueText } from '../../core/catalogue-text';
import { describeFailure } from '../../core/error-handler';
import { requestLanguage } from '../../core/request-language';
import { registerRoute } from '../../core/route';
import {
  articlePage,
  categoryPage,
  failurePage,
  homePage,
  KB_CSS,
  type KbText,
  searchPage,
} from './knowledge-base.pages';
import {
  issueKbToken,
  KB_SESSION_SECONDS,
  type KbLanguage,
  kbArticle,
  kbArticles,
  kbCategories,
  kbSearch,
  kbSessionValue,
  readKbSession,
  redeemKbToken,
} from './knowledge-base.service';

const KB_COOKIE = 'sportello.kb';
/** The token form's body: a token is a few hundred bytes. */
const KB_FORM_LIMIT = 4096;

/**
 * The knowledge base's pages are framed by the portal only, load one stylesheet from here, and run
 * no script at all; forms post only to /kb.
 */
const KB_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ');

const textFor = (language: KbLanguage): KbText => catalogueText(language, 'support');

/**
 * `GET /api/App/getomegasecuritytoken` (spec §7) and the knowledge base at /kb (decision 013): the
 * portal posts the token to /kb in a form, /kb opens its own session (a cookie scoped to /kb) and
 * serves server-rendered pages. The /kb pages are pages, not API calls: they answer HTML, also when
 * they fail (spec §8 content-viewer failure), and are left out of the API description.
 */
export function knowledgeBaseRoutes(app: FastifyInstance) {
  registerRoute(
    app,
    getKnowledgeBaseToken,
    // Without the token no /kb page opens: the knowledge base's capability is checked here (decision 066).
    { tag: 'App', access: 'signed-in', area: 'knowledge-base' },
    async ({ ctx, request, reply }) => {
      // Set whenever a session is, and the route's access let a signed-in caller only through.
      const token = await issueKbToken(ctx, { portalSession: request.sessionIdHash ?? '' });
      // A JSON string (Fastify would send a bare string as text): the contract's `z.string()` on the wire.
      return reply
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(token));
    },
  );

  const page = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .status(status)
      .header('content-security-policy', KB_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const fail = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const language = languageCode(requestLanguage(request));
    return page(reply, failurePage(textFor(language), language), status);
  };

  /** The user of a portal session that is still open. */
  const portalSessionUser = async (idHash: string) => (await app.sessionStore.get(idHash))?.userId;

  /** The knowledge-base session of the caller, or undefined. */
  const kbSession = async (request: FastifyRequest) => {
    const raw = request.cookies[KB_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    return unsigned?.valid && unsigned.value
      ? readKbSession(app.serviceContext(request), unsigned.value, portalSessionUser)
      : undefined;
  };

  const hidden = { schema: { hide: true } };

  // In their own plugin scope: only these pages read form posts (the API reads JSON alone), and
  // only form posts.
  app.register(async (kb) => {
    // The portal posts a form, nothing else: JSON and the rest are refused (415) in this scope.
    kb.removeAllContentTypeParsers();
    kb.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: KB_FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // Any failure here (a body too large, a content type it does not read, text the database cannot
    // store) is classified as everywhere else and shown in the frame as the localized page, with the
    // status the API would answer.
    kb.setErrorHandler((error: FastifyError, request, reply) =>
      fail(request, reply, describeFailure(error, request).status),
    );
    kbPages(kb);
  });

  function kbPages(app: FastifyInstance) {
    // The token is the proof of this form post (it is single-use and bound to a signed-in user), so
    // the anti-forgery token of the API is not asked for here.
    app.post(KB_PATH, { ...hidden, config: { csrf: false } }, async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      const token = typeof body?.[KB_TOKEN_FIELD] === 'string' ? (body[KB_TOKEN_FIELD] as string) : '';
      const ctx = app.serviceContext(request);
      const redeemed = token ? await redeemKbToken(ctx, token) : undefined;
      if (!redeemed) return fail(request, reply, 401);
      reply.setCookie(KB_COOKIE, await kbSessionValue(ctx, redeemed), {
        path: KB_PATH,
        httpOnly: true,
        sameSite: 'strict',
        signed: true,
        maxAge: KB_SESSION_SECONDS,
      });
      return reply.header('cache-control', 'no-store').redirect(KB_PATH, 303);
    });

    app.get(`${KB_PATH}/kb.css`, hidden, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(KB_CSS),
    );

    app.get(KB_PATH, hidden, async (request, reply) => {
      const session = await kbSession(request);
      if (!session) return fail(request, reply, 401);
      const ctx = app.serviceContext(request);
      const categories = await kbCategories(ctx);
      const articles = await kbArticles(ctx, session.language);
      const t = textFor(session.language);
      return page(
        reply,
        homePage(
          t,
          session.language,
          categories.map((category) => ({
            category,
            articles: articles.filter((a) => a.categoryId === category.id),
          })),
        ),
      );
    });

    app.get<{ Querystring: { q?: unknown } }>(`${KB_PATH}/search`, hidden, async (request, reply) => {
      const session = await kbSession(request);
      if (!session) return fail(request, reply, 401);
      const q = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, 100) : '';
      const results = q ? await kbSearch(app.serviceContext(request), session.language, q) : [];
      return page(reply, searchPage(textFor(session.language), session.language, q, results));
    });

    app.get<{ Params: { slug: string } }>(`${KB_PATH}/category/:slug`, hidden, async (request, reply) => {
      const session = await kbSession(request);
      if (!session) return fail(request, reply, 401);
      const ctx = app.serviceContext(request);
      const category = (await kbCategories(ctx)).find((c) => c.slug === request.params.slug);
      if (!category) return fail(request, reply, 404);
      const articles = await kbArticles(ctx, session.language, category.id);
      return page(reply, categoryPage(textFor(session.language), session.language, category, articles));
    });

    app.get<{ Params: { slug: string } }>(`${KB_PATH}/article/:slug`, hidden, async (request, reply) => {
      const session = await kbSession(request);
      if (!session) return fail(request, reply, 401);
      const ctx = app.serviceContext(request);
      const article = await kbArticle(ctx, session.language, request.params.slug.slice(0, 96));
      if (!article) return fail(request, reply, 404);
      const category = (await kbCategories(ctx)).find((c) => c.id === article.categoryId);
      return page(reply, articlePage(textFor(session.language), session.language, article, category));
    });
  }
}
