import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { languageCode } from '@sportello/i18n/languages';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { type ServiceContext, signedIn } from '../../core/context';
import {
  consumeKbToken,
  deleteKbTokensExpiredBefore,
  findArticle,
  insertArticleIfMissing,
  insertKbToken,
  type KbArticleRow,
  type KbCategoryRow,
  listArticles,
  listCategories,
  searchArticles,
  upsertCategory,
} from './knowledge-base.repository';

export type KbLanguage = 'it' | 'en';

/** What the knowledge base takes from the configuration. */
export interface KnowledgeBaseSettings {
  /** Signs the tokens and the knowledge-base session (the cookie secret; a key is derived per purpose). */
  secret: string;
}

/** How long a knowledge-base token may wait to be posted to /kb, and how long a KB session lasts. */
export const KB_TOKEN_SECONDS = 60;
export const KB_SESSION_SECONDS = 30 * 60;

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const keyOf = (secret: string, purpose: string) =>
  createHash('sha256').update(`${purpose}:${secret}`).digest();

function sign(payload: object, secret: string, purpose: string): string {
  const body = b64url(JSON.stringify(payload));
  const mac = createHmac('sha256', keyOf(secret, purpose)).update(body).digest();
  return `${body}.${b64url(mac)}`;
}

function verify<T>(value: string, secret: string, purpose: string): T | undefined {
  const [body, mac, extra] = value.split('.');
  if (!body || !mac || extra !== undefined || value.length > 1000) return undefined;
  const expected = createHmac('sha256', keyOf(secret, purpose)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

/** Who a knowledge-base token or session is for: the user, the language, and the portal session. */
export interface KbIdentity {
  userId: string;
  language: KbLanguage;
  /** The portal session (its id's hash) the token was issued in: the KB session lives only as long. */
  portalSession: string;
}

type TokenPayload = { j: string; u: string; l: KbLanguage; s: string; e: number };

const DAY_MS = 86_400_000;

/**
 * A signed, short-lived, single-use token for the knowledge base (spec §7 getomegasecuritytoken), for
 * the signed-in caller in their language, bound to their portal session (its id's hash). The
 * signature makes forgeries fail without a database call; the row makes a replay fail.
 */
export async function issueKbToken(
  ctx: ServiceContext,
  input: { portalSession: string },
  settings: KnowledgeBaseSettings,
): Promise<string> {
  const { actor } = signedIn(ctx);
  const now = ctx.clock.now().getTime();
  const id = randomBytes(32).toString('base64url');
  const expires = now + KB_TOKEN_SECONDS * 1000;
  await deleteKbTokensExpiredBefore(ctx.tx, new Date(now - DAY_MS));
  await insertKbToken(ctx.tx, { id, userId: actor.userId, expiresAt: new Date(expires) });
  const payload: TokenPayload = {
    j: id,
    u: actor.userId,
    l: languageCode(actor.languageId),
    s: input.portalSession,
    e: expires,
  };
  return sign(payload, settings.secret, 'kb-token');
}

/** The token's identity when it is genuine, unexpired and used for the first time. */
export async function redeemKbToken(
  ctx: ServiceContext,
  token: string,
  settings: KnowledgeBaseSettings,
): Promise<KbIdentity | undefined> {
  const now = ctx.clock.now();
  const payload = verify<TokenPayload>(token, settings.secret, 'kb-token');
  if (
    !payload ||
    typeof payload.j !== 'string' ||
    typeof payload.s !== 'string' ||
    typeof payload.e !== 'number' ||
    payload.e < now.getTime()
  )
    return undefined;
  const userId = await consumeKbToken(ctx.tx, payload.j, now);
  if (!userId || userId !== payload.u) {
    ctx.log.warn({ reason: userId ? 'user mismatch' : 'used or expired' }, 'knowledge-base token refused');
    return undefined;
  }
  return { userId, language: payload.l === 'en' ? 'en' : 'it', portalSession: payload.s };
}

type KbSession = { u: string; l: KbLanguage; s: string; e: number };

/** The knowledge-base session cookie's value: signed, self-contained, with its own expiry. */
export function kbSessionValue(
  ctx: ServiceContext,
  input: KbIdentity,
  settings: KnowledgeBaseSettings,
): string {
  return sign(
    {
      u: input.userId,
      l: input.language,
      s: input.portalSession,
      e: ctx.clock.now().getTime() + KB_SESSION_SECONDS * 1000,
    } satisfies KbSession,
    settings.secret,
    'kb-session',
  );
}

/**
 * The knowledge-base session of a cookie value: genuine, unexpired, and its portal session still
 * open for the same user. Signing out of the portal (or its session expiring) ends it too.
 */
export async function readKbSession(
  ctx: ServiceContext,
  value: string | undefined,
  settings: KnowledgeBaseSettings,
  portalSessionUser: (portalSession: string) => Promise<string | undefined>,
): Promise<{ language: KbLanguage } | undefined> {
  if (!value) return undefined;
  const session = verify<KbSession>(value, settings.secret, 'kb-session');
  if (
    !session ||
    typeof session.e !== 'number' ||
    session.e < ctx.clock.now().getTime() ||
    typeof session.s !== 'string'
  )
    return undefined;
  if ((await portalSessionUser(session.s)) !== session.u) return undefined;
  return { language: session.l === 'en' ? 'en' : 'it' };
}

/** Markdown to HTML that is safe to show: no scripts, no inline handlers, no styles, safe links only. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'code',
      'pre',
      'blockquote',
      'a',
      'hr',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'kbd',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^(https:|mailto:)/i.test(attribs.href ?? '')
          ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
          : attribs,
      }),
    },
  });
}

export interface KbSeedArticle {
  slug: string;
  category: string;
  it: { title: string; summary: string; body: string };
  en: { title: string; summary: string; body: string };
}

/** Writes categories and the articles that do not exist yet (rendered once, here). */
export async function ensureKbContent(
  ctx: ServiceContext,
  categories: { slug: string; nameIt: string; nameEn: string }[],
  articles: KbSeedArticle[],
): Promise<void> {
  const ids = new Map<string, number>();
  for (const [position, c] of categories.entries()) {
    const [row] = await upsertCategory(ctx.tx, { ...c, position });
    if (row) ids.set(c.slug, row.id);
  }
  for (const a of articles) {
    const categoryId = ids.get(a.category);
    if (!categoryId) throw new Error(`knowledge-base category ${a.category} missing`);
    for (const language of ['it', 'en'] as const) {
      const text = a[language];
      await insertArticleIfMissing(ctx.tx, {
        categoryId,
        slug: a.slug,
        language,
        title: text.title,
        summary: text.summary,
        bodyMarkdown: text.body,
        bodyHtml: renderMarkdown(text.body),
      });
    }
  }
}

export type { KbArticleRow, KbCategoryRow };

// The content is the same for every reader: whoever holds a knowledge-base session (checked by
// `readKbSession`) reads all of it, in the session's language.

export function kbCategories(ctx: ServiceContext): Promise<KbCategoryRow[]> {
  return listCategories(ctx.tx);
}

export function kbArticles(
  ctx: ServiceContext,
  language: KbLanguage,
  categoryId?: number,
): Promise<KbArticleRow[]> {
  return listArticles(ctx.tx, language, categoryId);
}

export function kbArticle(
  ctx: ServiceContext,
  language: KbLanguage,
  slug: string,
): Promise<KbArticleRow | undefined> {
  return findArticle(ctx.tx, language, slug);
}

export function kbSearch(ctx: ServiceContext, language: KbLanguage, text: string): Promise<KbArticleRow[]> {
  return searchArticles(ctx.tx, language, text);
}
