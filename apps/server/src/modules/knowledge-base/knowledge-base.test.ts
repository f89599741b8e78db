import { and, eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signedIn, TestClient } from '../../../test/test-client';
import { manualClock } from '../../core/clock';
import { systemContext } from '../../core/context';
import { deriveKey } from '../../core/keys';
import { KB_ARTICLES, KB_CATEGORIES } from '../../db/knowledge-base-articles';
import { ensureKbContent, kbSessionValue, readKbSession, renderMarkdown } from './knowledge-base.service';
import { kbArticles } from './knowledge-base.tables';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const FAILURE_IT = 'Impossibile caricare il contenuto richiesto.';
const FAILURE_EN = 'The requested content cannot be loaded.';

async function tokenFor(c: TestClient): Promise<string> {
  const res = await c.get('/api/App/getomegasecuritytoken');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<string>();
}

/** Posts the token as the portal's hidden form does; answers the KB cookie when a session opened. */
async function postToken(c: TestClient, token: string) {
  return postForm(c, `token=${encodeURIComponent(token)}`);
}

/** A form post to /kb, as a browser sends it; `headers` may change the content type or the language. */
const postForm = (c: TestClient, payload: string, headers: Record<string, string> = {}) =>
  c.request({
    method: 'POST',
    url: '/kb',
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    csrf: false,
  });

/** The localized failure page, with the given status and no KB session opened. */
function expectFailurePage(res: Awaited<ReturnType<TestClient['get']>>, status: number, text = FAILURE_IT) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(status);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(res.body).toContain(text);
  expect(res.cookies.find((x) => x.name === 'sportello.kb')).toBeUndefined();
}

async function kbClient(userName = 'giulia.neri') {
  const c = await signedIn(t.app, userName);
  const res = await postToken(c, await tokenFor(c));
  expect(res.statusCode, res.body).toBe(303);
  expect(res.headers.location).toBe('/kb');
  const cookie = res.cookies.find((x) => x.name === 'sportello.kb');
  expect(cookie).toMatchObject({ path: '/kb', httpOnly: true, sameSite: 'Strict' });
  return c;
}

describe('knowledge-base token', () => {
  it('is given to signed-in users only', async () => {
    const res = await new TestClient(t.app).get('/api/App/getomegasecuritytoken');
    expect(res.statusCode).toBe(401);
  });

  it('opens a KB session once; a replay, a forgery or no token shows the localized failure page', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    const token = await tokenFor(c);
    expect((await postToken(c, token)).statusCode).toBe(303);

    const replay = await postToken(new TestClient(t.app), token);
    expect(replay.statusCode).toBe(401);
    expect(replay.headers['content-type']).toContain('text/html');
    expect(replay.body).toContain(FAILURE_IT);
    expect(replay.cookies.find((x) => x.name === 'sportello.kb')).toBeUndefined();

    const [header, claims, signature] = (await tokenFor(c)).split('.');
    const forged = `${header}.${claims}.${signature?.slice(0, -2)}AA`;
    expect((await postToken(new TestClient(t.app), forged)).body).toContain(FAILURE_IT);
    const empty = await postForm(new TestClient(t.app), '', { 'accept-language': 'en' });
    expect(empty.statusCode).toBe(401);
    expect(empty.body).toContain(FAILURE_EN);
  });

  it('refuses every KB page without a KB session, also with a portal session', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    for (const url of ['/kb', '/kb/search?q=password', '/kb/article/allegati', '/kb/category/accesso']) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.body).toContain(FAILURE_IT);
    }
  });
});

describe('knowledge-base token: a JWT for the knowledge base only', () => {
  /** A token as the portal signs it, with `change` applied to its claims, signed with `key`. */
  async function resigned(token: string, change: Record<string, unknown>, key = deriveKey('kb-token')) {
    const { iat, exp, ...claims } = decodeJwt(token);
    return new SignJWT({ ...claims, ...change })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat as number)
      .setExpirationTime(exp as number)
      .sign(key);
  }

  it('is signed HS256 with the purpose among its claims, expiring 60 s after issue by the clock', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    const token = await tokenFor(c);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ purpose: 'kb-token', lang: 'it' });
    expect(claims.jti).toMatch(/^[\w-]{43}$/);
    expect(claims.iat).toBe(Math.floor(clock.now().getTime() / 1000));
    expect(claims.exp).toBe((claims.iat as number) + 60);
    // 59 s on, it still opens a session.
    clock.advance(59_000);
    expect((await postToken(c, token)).statusCode).toBe(303);
  });

  it('refuses a token whose purpose is another, even under the right key', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    const wrongPurpose = await resigned(await tokenFor(c), { purpose: 'kb-session' });
    expectFailurePage(await postToken(c, wrongPurpose), 401);
    // The right purpose under another purpose's key is refused too.
    const wrongKey = await resigned(await tokenFor(c), {}, deriveKey('kb-session'));
    expectFailurePage(await postToken(c, wrongKey), 401);
    // The control: re-signed as the portal does, it is accepted.
    expect((await postToken(c, await resigned(await tokenFor(c), {}))).statusCode).toBe(303);
  });

  it('refuses tampered claims, an unsigned token and one past its expiry', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    const [header, , signature] = (await tokenFor(c)).split('.');
    const claims = { ...decodeJwt(await tokenFor(c)), sub: 'someone-else' };
    const tampered = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expectFailurePage(await postToken(c, tampered), 401);
    const unsigned = new UnsecuredJWT({ ...claims, sub: decodeJwt(await tokenFor(c)).sub }).encode();
    expectFailurePage(await postToken(c, unsigned), 401);
    const token = await tokenFor(c);
    clock.advance(60_000);
    expectFailurePage(await postToken(c, token), 401);
  });

  it('is no session, and a session is no token', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    const token = await tokenFor(c);
    const { sub, sid } = decodeJwt(token) as { sub: string; sid: string };
    const silent = { debug() {}, info() {}, warn() {}, error() {} };
    const ctx = systemContext({ tx: t.database.db, log: silent, clock });
    const session = await kbSessionValue(ctx, { userId: sub, language: 'it', portalSession: sid });
    const owner = async () => sub;
    expect(await readKbSession(ctx, session, owner)).toEqual({ language: 'it' });
    expect(await readKbSession(ctx, token, owner)).toBeUndefined();
    expectFailurePage(await postToken(c, session), 401);
    clock.advance(30 * 60_000);
    expect(await readKbSession(ctx, session, owner)).toBeUndefined();
  });
});

describe('knowledge-base token: bad posts', () => {
  it('an expired token shows the failure page', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    const token = await tokenFor(c);
    // A token waits 60 s for its form post; the server's clock moves on instead of the test waiting.
    clock.advance(61_000);
    expectFailurePage(await postToken(c, token), 401);
  });

  it('a body too large for a token form shows the failure page (413), not a JSON error', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    const token = await tokenFor(c);
    expectFailurePage(await postForm(c, `token=${encodeURIComponent(token)}&pad=${'x'.repeat(5000)}`), 413);
    // The token was not spent by the refused post.
    expect((await postToken(c, token)).statusCode).toBe(303);
  });

  it('anything but a form post shows the failure page (415), even with a good token', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    const token = await tokenFor(c);
    expectFailurePage(
      await postForm(c, JSON.stringify({ token }), { 'content-type': 'application/json' }),
      415,
    );
    expectFailurePage(await postForm(c, `token=${token}`, { 'content-type': 'text/plain' }), 415);
    const english = await postForm(new TestClient(t.app), '<token/>', {
      'content-type': 'application/xml',
      'accept-language': 'en',
    });
    expectFailurePage(english, 415, FAILURE_EN);
  });
});

describe('knowledge-base session', () => {
  it('ends with the portal session: after sign-out every KB page shows the failure page', async () => {
    const c = await kbClient();
    expect((await c.get('/kb')).statusCode).toBe(200);
    const kbCookie = c.cookies.get('sportello.kb');
    expect((await c.post('/api/Auth/logout')).statusCode).toBeLessThan(300);
    // The browser may keep the KB cookie; it opens nothing any more.
    if (kbCookie) c.cookies.set('sportello.kb', kbCookie);
    for (const url of ['/kb', '/kb/search?q=password', '/kb/article/allegati']) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.body).toContain(FAILURE_IT);
    }
  });

  it('lives as long as the portal session it came from, not longer: a later sign-in keeps nothing open', async () => {
    const first = await kbClient();
    const second = await signedIn(t.app, 'giulia.neri');
    second.cookies.set('sportello.kb', first.cookies.get('sportello.kb') ?? '');
    expect((await second.get('/kb')).statusCode).toBe(200);
    // Signing out of the first session ends its KB session, wherever the cookie went.
    await first.post('/api/Auth/logout');
    expect((await second.get('/kb')).statusCode).toBe(401);
  });
});

describe('knowledge-base pages', () => {
  it('are framable by the portal only, run no script, and list the categories', async () => {
    const c = await kbClient();
    const home = await c.get('/kb');
    expect(home.statusCode).toBe(200);
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(home.body).not.toMatch(/<script/i);
    expect(home.body).toContain('Accesso e account');
    expect(home.body).toContain('Aprire una segnalazione all’assistenza');
    // The portal's page around the frame is titled "Base di conoscenza"; the frame does not repeat it.
    expect(home.body).toContain('<h1>Articoli e guide</h1>');
    expect(home.body.replace(/<title>.*<\/title>/, '')).not.toContain('Base di conoscenza');
  });

  it('search uses the Italian text-search configuration: stems and stop words', async () => {
    const c = await kbClient();
    // "dimenticate" (plural) finds "Password dimenticata" through the Italian stemmer.
    const res = await c.get('/kb/search?q=password%20dimenticate');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/kb/article/password-dimenticata');
    // "come" is an Italian stop word and in no word of the article: it is left out of the query,
    // which would otherwise find nothing.
    const stop = await c.get(`/kb/search?q=${encodeURIComponent('come reimpostare la password')}`);
    expect(stop.body).toContain('/kb/article/password-dimenticata');
    // Only stop words: an empty query, answered as "nothing found", not as a failure.
    const only = await c.get(`/kb/search?q=${encodeURIComponent('come la')}`);
    expect(only.statusCode).toBe(200);
    expect(only.body).toContain('Nessun articolo trovato per «come la»');
    const none = await c.get('/kb/search?q=astronave');
    expect(none.body).toContain('Nessun articolo trovato per «astronave»');
    // Query text is escaped, never markup.
    const xss = await c.get(`/kb/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(xss.body).not.toContain('<img src=x');
  });

  it('serves English articles to an English user, searched with the English configuration', async () => {
    const c = await signedIn(t.app, 'giulia.neri');
    expect((await c.post('/api/Auth/language', { Id: 2 })).statusCode).toBe(200);
    expect((await postToken(c, await tokenFor(c))).statusCode).toBe(303);
    // "attaching" finds "Ticket attachments" through the English stemmer; Italian titles are not shown.
    const search = await c.get('/kb/search?q=attaching');
    expect(search.body).toContain('Ticket attachments');
    expect(search.body).toContain('<html lang="en">');
    expect(search.body).not.toContain('Allegati alle segnalazioni');
    expect((await c.post('/api/Auth/language', { Id: 1 })).statusCode).toBe(200);
  });

  it('shows an article rendered from Markdown, and a missing one as the failure page', async () => {
    const c = await kbClient();
    const article = await c.get('/kb/article/allegati');
    expect(article.statusCode).toBe(200);
    expect(article.body).toContain('<table>');
    expect(article.body).toContain('<strong>3 file</strong>');
    const missing = await c.get('/kb/article/non-esiste');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(FAILURE_IT);
  });

  it('answers text the database cannot store (a NUL character) with the failure page, 400', async () => {
    const c = await kbClient();
    for (const url of ['/kb/search?q=%00', '/kb/search?q=a%00b', '/kb/article/a%00b', '/kb/category/%00']) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode !== 404) expectFailurePage(res, 400);
    }
    // The session is still open: the refusal was about the input.
    expect((await c.get('/kb')).statusCode).toBe(200);
  });
});

describe('Markdown rendering', () => {
  it('drops scripts, handlers, styles and unsafe links', () => {
    const html = renderMarkdown(
      '# T\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) [b](https://example.com) <span style="color:red">c</span>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|style=|<img/i);
    expect(html).toContain('<h2>T</h2>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer"');
  });
});

describe('built-in content at a later start', () => {
  it('keeps an edited article, adds back a deleted one, and writes nothing else', async () => {
    const [first, second] = KB_ARTICLES;
    if (!first || !second) throw new Error('the built-in content has at least two articles');
    const before = await t.database.db.select().from(kbArticles);
    expect(before).toHaveLength(KB_ARTICLES.length * 2);
    const edited = and(eq(kbArticles.slug, first.slug), eq(kbArticles.language, 'it'));
    const deleted = and(eq(kbArticles.slug, second.slug), eq(kbArticles.language, 'en'));
    await t.database.db.update(kbArticles).set({ title: 'Titolo scritto dal back office' }).where(edited);
    await t.database.db.delete(kbArticles).where(deleted);

    await ensureKbContent(
      systemContext({ tx: t.database.db, log: t.app.log, clock }),
      KB_CATEGORIES,
      KB_ARTICLES,
    );

    const after = await t.database.db.select().from(kbArticles);
    expect(after).toHaveLength(KB_ARTICLES.length * 2);
    expect(after.find((a) => a.slug === first.slug && a.language === 'it')?.title).toBe(
      'Titolo scritto dal back office',
    );
    const restored = after.find((a) => a.slug === second.slug && a.language === 'en');
    expect(restored?.title).toBe(second.en.title);
    expect(restored?.bodyHtml).toBe(renderMarkdown(second.en.body));
    // The others are the rows they were: same ids, not written again.
    const untouched = (rows: typeof before) =>
      rows
        .filter((a) => a.slug !== first.slug && a.slug !== second.slug)
        .map((a) => [a.id, a.updatedAt.getTime()])
        .sort();
    expect(untouched(after)).toEqual(untouched(before));
  });
});
