import { randomBytes } from 'node:crypto';
import { languageCode } from '@sportello/i18n/languages';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { type ServiceContext, signedIn } from '../../core/context';
import { deriveKey } from '../../core/keys';
import { recordUse } from '../verification/verification.service';
import {
  findArticle,
  insertArticlesIfMissing,
  type KbArticleRow,
  type KbCategoryRow,
  listArticleKeys,
  listArticles,
  listCategories,
  searchArticles,
  upsertCategory,
} from './knowledge-base.repository';

export type KbLanguage = 'it' | 'en';

/** How long a knowledge-base token may wait to be posted to /kb, and how long a KB session lasts. */
export const KB_TOKEN_SECONDS = 60;
export const KB_SESSION_SECONDS = 30 * 60;

/** What a signed value is for: its key (core/keys.ts) and its `purpose` claim. */
type SignedPurpose = 'kb-token' | 'kb-session';
/** Longer values are refused unread: a token is a few hundred characters. */
const MAX_SIGNED_LENGTH = 2000;

/**
 * A JWT (HS256) for `purpose`, under that purpose's own key, with the purpose among its claims,
 * issued and expiring on the context's clock.
 */
function signFor(
  ctx: ServiceContext,
  purpose: SignedPurpose,
  claims: { sub: string; lang: KbLanguage; sid: string; jti?: string },
  seconds: number,
): Promise<string> {
  const { sub, jti, ...rest } = claims;
  const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
  const jwt = new SignJWT({ ...rest, purpose })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + seconds);
  return (jti ? jwt.setJti(jti) : jwt).sign(deriveKey(purpose));
}

/**
 * The claims of a value signed for `purpose`, when its signature is genuine, it has not expired by
 * the context's clock and its purpose is this one; otherwise undefined.
 */
async function verifiedFor(
  ctx: ServiceContext,
  purpose: SignedPurpose,
  value: string,
): Promise<(JWTPayload & { sub: string; exp: number; lang: KbLanguage; sid: string }) | undefined> {
  if (value.length > MAX_SIGNED_LENGTH) return undefined;
  try {
    const { payload } = await jwtVerify(value, deriveKey(purpose), {
      algorithms: ['HS256'],
      currentDate: ctx.clock.now(),
      requiredClaims: ['sub', 'exp', 'purpose'],
    });
    if (payload.purpose !== purpose || typeof payload.sid !== 'string') return undefined;
    const lang: KbLanguage = payload.lang === 'en' ? 'en' : 'it';
    return { ...payload, sub: payload.sub as string, exp: payload.exp as number, lang, sid: payload.sid };
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

/**
 * A signed, short-lived, single-use token for the knowledge base (spec §7 getomegasecuritytoken), for
 * the signed-in caller in their language, bound to their portal session (its id's hash): a JWT whose
 * signature makes forgeries fail without a database call; its id's recorded use makes a replay fail.
 */
export async function issueKbToken(ctx: ServiceContext, input: { portalSession: string }): Promise<string> {
  const { actor } = signedIn(ctx);
  return signFor(
    ctx,
    'kb-token',
    {
      sub: actor.userId,
      lang: languageCode(actor.languageId),
      sid: input.portalSession,
      jti: randomBytes(32).toString('base64url'),
    },
    KB_TOKEN_SECONDS,
  );
}

/** The token's identity when it is genuine, unexpired, for the knowledge base and used for the first time. */
export async function redeemKbToken(ctx: ServiceContext, token: string): Promise<KbIdentity | undefined> {
  const claims = await verifiedFor(ctx, 'kb-token', token);
  if (!claims || typeof claims.jti !== 'string') return undefined;
  const first = await recordUse(ctx, {
    purpose: 'kb_token',
    secret: claims.jti,
    subject: claims.sub,
    expiresAt: new Date(claims.exp * 1000),
  });
  if (!first) {
    ctx.log.warn({ reason: 'used' }, 'knowledge-base token refused');
    return undefined;
  }
  return { userId: claims.sub, language: claims.lang, portalSession: claims.sid };
}

/** The knowledge-base session cookie's value: signed, self-contained, with its own expiry. */
export async function kbSessionValue(ctx: ServiceContext, input: KbIdentity): Promise<string> {
  return signFor(
    ctx,
    'kb-session',
    { sub: input.userId, lang: input.language, sid: input.portalSession },
    KB_SESSION_SECONDS,
  );
}

/**
 * The knowledge-base session of a cookie value: genuine, unexpired, and its portal session still
 * open for the same user. Signing out of the portal (or its session expiring) ends it too.
 */
export async function readKbSession(
  ctx: ServiceContext,
  value: string | undefined,
  portalSessionUser: (portalSession: string) => Promise<string | undefined>,
): Promise<{ language: KbLanguage } | undefined> {
  if (!value) return undefined;
  const session = await verifiedFor(ctx, 'kb-session', value);
  if (!session) return undefined;
  if ((await portalSessionUser(session.sid)) !== session.sub) return undefined;
  return { language: session.lang };
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
  // Every start runs this: the articles already there are neither rendered nor written again.
  const existing = await listArticleKeys(ctx.tx);
  const missing = articles.flatMap((a) => {
    const categoryId = ids.get(a.category);
    if (!categoryId) throw new Error(`knowledge-base category ${a.category} missing`);
    return (['it', 'en'] as const)
      .filter((language) => !existing.has(`${a.slug}/${language}`))
      .map((language) => {
        const text = a[language];
        return {
          categoryId,
          slug: a.slug,
          language,
          title: text.title,
          summary: text.summary,
          bodyMarkdown: text.body,
          bodyHtml: renderMarkdown(text.body),
        };
      });
  });
  await insertArticlesIfMissing(ctx.tx, missing);
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
