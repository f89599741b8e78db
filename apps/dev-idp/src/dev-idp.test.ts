// Drives the real provider over HTTP the way a browser and a relying party would: fetch only,
// redirects followed by hand, cookies kept in a small jar.

import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevIdp, type DevIdpClient, startDevIdp } from './dev-idp';
import { DEMO_PASSWORD } from './identities';

const RP = 'http://localhost:3999';
const CLIENT: DevIdpClient = {
  clientId: 'sportello-test',
  clientSecret: 'test-secret',
  redirectUris: [`${RP}/api/Auth/sso/callback`],
  postLogoutRedirectUris: [`${RP}/`],
};
const POST_CLIENT: DevIdpClient = {
  clientId: 'post-client',
  clientSecret: 'post-secret',
  redirectUris: [`${RP}/post/callback`],
  postLogoutRedirectUris: [`${RP}/post/`],
  tokenEndpointAuthMethod: 'client_secret_post',
};
const REDIRECT_URI = CLIENT.redirectUris[0]!;

type Version = 'v2' | 'v3';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint: string;
  end_session_endpoint: string;
  response_types_supported: string[];
  grant_types_supported: string[];
  code_challenge_methods_supported: string[];
  token_endpoint_auth_methods_supported: string[];
  scopes_supported: string[];
  claims_supported: string[];
  id_token_signing_alg_values_supported: string[];
}

let idp: DevIdp;
const discovery = {} as Record<Version, Discovery>;

beforeAll(async () => {
  idp = await startDevIdp({ port: 0, clients: [CLIENT, POST_CLIENT] });
  for (const version of ['v2', 'v3'] as const) {
    const res = await fetch(`${idp.issuers[version]}/.well-known/openid-configuration`);
    discovery[version] = (await res.json()) as Discovery;
  }
});

afterAll(async () => {
  await idp?.close();
});

/** A browser without JavaScript: a cookie jar (name + path), manual redirects, HTML accepted. */
class Browser {
  readonly #cookies = new Map<string, { name: string; value: string; path: string }>();

  async get(url: string | URL): Promise<Response> {
    return this.#send(new URL(url), { method: 'GET' });
  }

  async post(url: string | URL, fields: Record<string, string>): Promise<Response> {
    return this.#send(new URL(url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects while they stay on the provider; returns the first response that does not. */
  async follow(res: Response, from: string | URL): Promise<{ res: Response; url: URL }> {
    let current = res;
    let url = new URL(from);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return { res: current, url };
      url = new URL(location, url);
      if (url.origin !== new URL(idp.issuers.v2).origin) return { res: current, url };
      current = await this.get(url);
    }
    throw new Error('too many redirects');
  }

  async #send(url: URL, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('accept', 'text/html,application/xhtml+xml');
    const cookie = [...this.#cookies.values()]
      .filter(
        (c) =>
          url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) this.#store(line);
    return res;
  }

  #store(line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key = '', val = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = val;
      if (key.toLowerCase() === 'expires' && Date.parse(val) <= Date.now()) expired = true;
      if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
    }
    const key = `${name};${path}`;
    if (expired) this.#cookies.delete(key);
    else this.#cookies.set(key, { name, value, path });
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(version: Version, params: Record<string, string | undefined>): URL {
  const url = new URL(discovery[version].authorization_endpoint);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

interface AuthRequest {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

function newAuthRequest(version: Version, client: DevIdpClient = CLIENT): AuthRequest {
  const { verifier, challenge } = pkce();
  const state = randomBytes(12).toString('base64url');
  const nonce = randomBytes(12).toString('base64url');
  const url = authorizeUrl(version, {
    client_id: client.clientId,
    redirect_uri: client.redirectUris[0],
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return { url, verifier, state, nonce };
}

/** Opens the authorize URL and follows it to the login page. */
async function openLoginPage(browser: Browser, request: AuthRequest) {
  const { res, url } = await browser.follow(await browser.get(request.url), request.url);
  const html = await res.text();
  const action = /<form method="post" action="([^"]+\/login)"/.exec(html)?.[1];
  return { res, url, html, loginAction: action ? new URL(action.replaceAll('&amp;', '&'), url) : undefined };
}

/** Full login through the pages; returns the URL the browser lands on at the relying party. */
async function logIn(browser: Browser, request: AuthRequest, login = 'sso.mario'): Promise<URL> {
  const page = await openLoginPage(browser, request);
  expect(page.loginAction).toBeDefined();
  const submitted = await browser.post(page.loginAction!, { login, password: DEMO_PASSWORD });
  const { url } = await browser.follow(submitted, page.loginAction!);
  return url;
}

function basicAuth(client: DevIdpClient): string {
  const encode = (value: string) => encodeURIComponent(value);
  return `Basic ${Buffer.from(`${encode(client.clientId)}:${encode(client.clientSecret)}`).toString('base64')}`;
}

async function exchangeCode(version: Version, code: string, verifier: string, client: DevIdpClient = CLIENT) {
  return fetch(discovery[version].token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basicAuth(client) },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUris[0]!,
      code_verifier: verifier,
    }).toString(),
  });
}

describe('discovery', () => {
  it.each(['v2', 'v3'] as const)('publishes the %s issuer under its own path prefix', async (version) => {
    const meta = discovery[version];
    const issuer = idp.issuers[version];
    expect(issuer).toMatch(new RegExp(`^http://localhost:\\d+/${version}$`));
    expect(meta.issuer).toBe(issuer);
    for (const endpoint of [
      meta.authorization_endpoint,
      meta.token_endpoint,
      meta.jwks_uri,
      meta.userinfo_endpoint,
      meta.end_session_endpoint,
    ]) {
      expect(endpoint.startsWith(`${issuer}/`)).toBe(true);
    }
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.grant_types_supported).toEqual(['authorization_code']);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'client_secret_post']),
    );
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email']));
    expect(meta.claims_supported).toEqual(
      expect.arrayContaining(['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name']),
    );
    expect(meta.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it('gives each issuer its own signing key', async () => {
    const kids = await Promise.all(
      (['v2', 'v3'] as const).map(async (version) => {
        const jwks = (await (await fetch(discovery[version].jwks_uri)).json()) as { keys: { kid: string }[] };
        expect(jwks.keys).toHaveLength(1);
        expect(jwks.keys[0]).not.toHaveProperty('d'); // public part only
        return jwks.keys[0]!.kid;
      }),
    );
    expect(kids[0]).not.toBe(kids[1]);
  });
});

describe.each(['v2', 'v3'] as const)('authorization-code flow on %s', (version) => {
  it('logs in through the pages and issues a verifiable ID token, once per code', async () => {
    const browser = new Browser();
    const request = newAuthRequest(version);

    const page = await openLoginPage(browser, request);
    expect(page.res.status).toBe(200);
    expect(page.url.pathname).toMatch(new RegExp(`^/${version}/interaction/[\\w-]+$`));
    expect(page.res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.html).toContain('<html lang="it">');
    expect(page.html).toContain(`Accesso al provider di identità (versione ${version.slice(1)})`);
    expect(page.html).toMatch(/<label for="login">Nome utente<\/label>/);
    expect(page.html).toMatch(/<label for="password">Password<\/label>/);
    expect(page.html).toMatch(/<button type="submit" class="primary">Accedi<\/button>/);
    expect(page.html).not.toMatch(/<script/i);
    expect(page.html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(page.loginAction).toBeDefined();
    const loginAction = page.loginAction!;

    const wrong = await browser.post(loginAction, { login: 'sso.mario', password: 'sbagliata' });
    expect(wrong.status).toBe(200);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toMatch(/role="alert"[^>]*>Credenziali non valide</);
    expect(wrongHtml).toContain('value="sso.mario"');

    const submitted = await browser.post(loginAction, { login: 'sso.mario', password: DEMO_PASSWORD });
    expect(submitted.status).toBe(303);
    const { url: callback } = await browser.follow(submitted, loginAction);

    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(request.state);
    expect(callback.searchParams.get('iss')).toBe(idp.issuers[version]);
    expect(callback.searchParams.get('error')).toBeNull();
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const tokenRes = await exchangeCode(version, code!, request.verifier);
    expect(tokenRes.status).toBe(200);
    const tokens = (await tokenRes.json()) as { id_token: string; access_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.access_token).toBeTruthy();

    const claims = decodeJwt(tokens.id_token);
    expect(claims).toMatchObject({
      iss: idp.issuers[version],
      aud: CLIENT.clientId,
      nonce: request.nonce,
      sub: 'sso-mario',
      email: 'mario.rossi@rossi-impianti.example',
      email_verified: true,
      name: 'Mario Rossi',
      given_name: 'Mario',
      family_name: 'Rossi',
    });
    expect(claims.exp! - claims.iat!).toBe(600);

    const jwks = createRemoteJWKSet(new URL(discovery[version].jwks_uri));
    const verified = await jwtVerify(tokens.id_token, jwks, {
      issuer: idp.issuers[version],
      audience: CLIENT.clientId,
      algorithms: ['RS256'],
    });
    expect(verified.payload.sub).toBe('sso-mario');
    const otherVersion = version === 'v2' ? 'v3' : 'v2';
    await expect(
      jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(discovery[otherVersion].jwks_uri))),
    ).rejects.toThrow();

    const userinfo = await fetch(discovery[version].userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.status).toBe(200);
    expect(await userinfo.json()).toMatchObject({
      sub: 'sso-mario',
      email: 'mario.rossi@rossi-impianti.example',
    });

    const replay = await exchangeCode(version, code!, request.verifier);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('login page', () => {
  it('answers an unknown user exactly like a wrong password', async () => {
    const browser = new Browser();
    const page = await openLoginPage(browser, newAuthRequest('v3'));
    const attempt = async (login: string, password: string) => {
      const res = await browser.post(page.loginAction!, { login, password });
      return { status: res.status, html: (await res.text()).replace(`value="${login}"`, 'value=""') };
    };
    const wrongPassword = await attempt('sso.lucia', 'Sportello#2025');
    const unknownUser = await attempt('sso.nessuno', DEMO_PASSWORD);
    expect(wrongPassword.html).toContain('Credenziali non valide');
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('escapes what it echoes back', async () => {
    const browser = new Browser();
    const page = await openLoginPage(browser, newAuthRequest('v3'));
    const res = await browser.post(page.loginAction!, { login: '"><img src=x>', password: 'x' });
    const html = await res.text();
    expect(html).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
    expect(html).not.toContain('<img src=x>');
  });

  it('"Annulla" returns access_denied to the client with the same state', async () => {
    const browser = new Browser();
    const request = newAuthRequest('v3');
    const page = await openLoginPage(browser, request);
    const abortAction = /<form id="abort-form" method="post" action="([^"]+)"/.exec(page.html)?.[1];
    expect(abortAction).toBeDefined();
    expect(page.html).toMatch(/<button type="submit" class="secondary" form="abort-form">Annulla<\/button>/);
    const abortUrl = new URL(abortAction!, page.url);
    const { url } = await browser.follow(await browser.post(abortUrl, {}), abortUrl);
    expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
    expect(url.searchParams.get('error')).toBe('access_denied');
    expect(url.searchParams.get('state')).toBe(request.state);
    expect(url.searchParams.get('code')).toBeNull();
  });

  it('refuses a login post without the interaction cookie', async () => {
    const page = await openLoginPage(new Browser(), newAuthRequest('v3'));
    const res = await new Browser().post(page.loginAction!, { login: 'sso.mario', password: DEMO_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('scaduta');
  });
});

describe('authorization request checks', () => {
  it.each([
    ['an unregistered URI', 'http://localhost:4000/api/Auth/sso/callback'],
    ['a longer path', `${REDIRECT_URI}/extra`],
    ['an added query', `${REDIRECT_URI}?next=/`],
  ])('refuses %s as redirect_uri without redirecting to it', async (_label, redirectUri) => {
    const request = newAuthRequest('v3');
    request.url.searchParams.set('redirect_uri', redirectUri);
    const res = await new Browser().get(request.url);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('redirect_uri');
  });

  it('refuses a request without PKCE', async () => {
    const request = newAuthRequest('v3');
    request.url.searchParams.delete('code_challenge');
    request.url.searchParams.delete('code_challenge_method');
    const res = await new Browser().get(request.url);
    const location = new URL(res.headers.get('location') ?? '', request.url);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('refuses the plain PKCE method', async () => {
    const request = newAuthRequest('v2');
    request.url.searchParams.set('code_challenge', request.verifier);
    request.url.searchParams.set('code_challenge_method', 'plain');
    const res = await new Browser().get(request.url);
    const location = new URL(res.headers.get('location') ?? '', request.url);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('rejects a code redeemed with the wrong code_verifier', async () => {
    const browser = new Browser();
    const request = newAuthRequest('v3');
    const callback = await logIn(browser, request);
    const res = await exchangeCode('v3', callback.searchParams.get('code')!, pkce().verifier);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('client authentication at the token endpoint', () => {
  it('accepts client_secret_post for a client registered with it', async () => {
    const request = newAuthRequest('v2', POST_CLIENT);
    const callback = await logIn(new Browser(), request, 'sso.lucia');
    const res = await fetch(discovery.v2.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: callback.searchParams.get('code')!,
        redirect_uri: POST_CLIENT.redirectUris[0]!,
        code_verifier: request.verifier,
        client_id: POST_CLIENT.clientId,
        client_secret: POST_CLIENT.clientSecret,
      }).toString(),
    });
    expect(res.status).toBe(200);
    const { id_token } = (await res.json()) as { id_token: string };
    expect(decodeJwt(id_token)).toMatchObject({ sub: 'sso-lucia', aud: POST_CLIENT.clientId });
  });

  it('rejects a wrong client secret', async () => {
    const request = newAuthRequest('v3');
    const callback = await logIn(new Browser(), request);
    const res = await exchangeCode('v3', callback.searchParams.get('code')!, request.verifier, {
      ...CLIENT,
      clientSecret: 'not-the-secret',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });
});

describe('sessions', () => {
  it('keeps the two issuers apart: a v3 session does not log the user in on v2', async () => {
    const browser = new Browser();
    await logIn(browser, newAuthRequest('v3'));

    const again = await browser.follow(await browser.get(newAuthRequest('v3').url), discovery.v3.issuer);
    expect(again.url.searchParams.get('code')).toBeTruthy(); // v3: silent, already logged in

    const other = await openLoginPage(browser, newAuthRequest('v2'));
    expect(other.res.status).toBe(200);
    expect(other.html).toContain('Accesso al provider di identità (versione 2)');

    // Logging in on v2 leaves the v3 session alone (each issuer has its own cookies).
    await browser.post(other.loginAction!, { login: 'sso.lucia', password: DEMO_PASSWORD });
    const v3Again = await browser.follow(await browser.get(newAuthRequest('v3').url), discovery.v3.issuer);
    expect(v3Again.url.searchParams.get('code')).toBeTruthy();
  });
});

describe('RP-initiated logout', () => {
  it('confirms without JavaScript, ends the session and returns to the post_logout_redirect_uri', async () => {
    const browser = new Browser();
    const request = newAuthRequest('v3');
    const callback = await logIn(browser, request);
    const tokens = (await (
      await exchangeCode('v3', callback.searchParams.get('code')!, request.verifier)
    ).json()) as {
      id_token: string;
    };

    const endSession = new URL(discovery.v3.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: CLIENT.postLogoutRedirectUris[0]!,
      state: 'logout-state',
    }).toString();
    const confirm = await browser.get(endSession);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await confirm.text();
    expect(html).toContain('<html lang="it">');
    expect(html).toContain('Vuoi uscire dal provider di identità (versione 3)?');
    expect(html).not.toMatch(/<script/i);
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(action).toBeDefined();
    expect(xsrf).toBeDefined();
    expect(html).toMatch(/<button[^>]*form="op\.logoutForm"[^>]*name="logout" value="yes"/);

    const done = await browser.post(new URL(action!, endSession), { xsrf: xsrf!, logout: 'yes' });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(CLIENT.postLogoutRedirectUris[0]);
    expect(back.searchParams.get('state')).toBe('logout-state');

    const after = await openLoginPage(browser, newAuthRequest('v3'));
    expect(after.res.status).toBe(200);
    expect(after.loginAction).toBeDefined(); // logged out: the login form again
  });

  it('refuses an unregistered post_logout_redirect_uri', async () => {
    const browser = new Browser();
    const request = newAuthRequest('v2');
    const callback = await logIn(browser, request);
    const tokens = (await (
      await exchangeCode('v2', callback.searchParams.get('code')!, request.verifier)
    ).json()) as {
      id_token: string;
    };
    const endSession = new URL(discovery.v2.end_session_endpoint);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://localhost:4000/',
    }).toString();
    const res = await browser.get(endSession);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('startDevIdp options', () => {
  it('uses publicUrl for the issuer identifiers and rejects one with a path', async () => {
    const other = await startDevIdp({ port: 0, publicUrl: 'https://idp.sportello.test/', clients: [CLIENT] });
    try {
      expect(other.issuers).toEqual({
        v2: 'https://idp.sportello.test/v2',
        v3: 'https://idp.sportello.test/v3',
      });
    } finally {
      await other.close();
    }
    await expect(
      startDevIdp({ port: 0, publicUrl: 'http://localhost:3001/idp', clients: [CLIENT] }),
    ).rejects.toThrow(/publicUrl/);
  });
});
