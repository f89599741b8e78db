// Development OpenID Connect provider: one HTTP server hosting two issuers (the spec's identity
// provider "version 2" and "version 3") built on oidc-provider, with demo identities and our own
// interaction pages. Development only: the portal never starts it in production.

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { Configuration, Interaction, InteractionResults, KoaContextWithOIDC } from 'oidc-provider';
import { authenticate, findIdentityBySub, identityClaims } from './identities';
import {
  CONTENT_SECURITY_POLICY,
  type IssuerVersion,
  indexPage,
  loginPage,
  logoutPage,
  logoutSuccessPage,
  messagePage,
} from './pages';

export interface DevIdpClient {
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs (no wildcards, compared exactly by the provider). */
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /**
   * How the client authenticates at the token endpoint. oidc-provider accepts only the registered
   * method per client; default `client_secret_basic` (openid-client: `ClientSecretBasic(secret)`).
   */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
  /** Name shown on the login and logout pages; defaults to the client id. */
  clientName?: string;
}

export interface DevIdpOptions {
  port: number;
  /** Interface to listen on; default `127.0.0.1` (the demo passwords are public). */
  host?: string;
  /** Origin the browser uses to reach this server; default `http://localhost:${port}`. No path. */
  publicUrl?: string;
  clients: DevIdpClient[];
}

export interface DevIdp {
  close(): Promise<void>;
  /** Issuer identifiers: `${publicUrl}/v2` and `${publicUrl}/v3`. */
  issuers: { v2: string; v3: string };
}

export const ISSUER_VERSIONS: readonly IssuerVersion[] = ['v2', 'v3'];

/** Lifetimes in seconds: short, this is a development provider. */
export const DEV_IDP_TTL = {
  AuthorizationCode: 60,
  IdToken: 10 * 60,
  AccessToken: 10 * 60,
  Interaction: 10 * 60,
  Session: 60 * 60,
  Grant: 60 * 60,
} as const;

const FORM_BODY_LIMIT = 16 * 1024;

interface Issuer {
  version: IssuerVersion;
  provider: Provider;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

/** Starts the development identity provider; resolves once it listens. `port: 0` picks a free port. */
export async function startDevIdp(options: DevIdpOptions): Promise<DevIdp> {
  const configuredPublicUrl = options.publicUrl ? normalisePublicUrl(options.publicUrl) : undefined;
  const oidc = await quietly(() => import('oidc-provider'));
  const mounted = new Map<IssuerVersion, Issuer>();
  const clientNames = new Map(options.clients.map((c) => [c.clientId, c.clientName ?? c.clientId]));

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      console.error('[dev-idp] request failed', error);
      if (!res.headersSent) {
        sendHtml(
          res,
          500,
          messagePage({ title: 'Errore interno', message: 'Si è verificato un errore imprevisto. Riprova.' }),
        );
      } else {
        res.destroy();
      }
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    setSecurityHeaders(res);
    const url = req.url ?? '/';
    const match = /^\/(v2|v3)(?=[/?]|$)/.exec(url);
    const issuer = match ? mounted.get(match[1] as IssuerVersion) : undefined;
    if (!issuer) {
      const pathname = url.split('?')[0];
      if (pathname === '/' && mounted.size > 0 && (req.method === 'GET' || req.method === 'HEAD')) {
        sendHtml(res, 200, indexPage(issuers));
        return;
      }
      sendHtml(
        res,
        404,
        messagePage({ title: 'Pagina non trovata', message: 'Questo indirizzo non esiste.' }),
      );
      return;
    }
    const rest = url.slice(issuer.version.length + 1);
    const path = rest.startsWith('/') ? rest : `/${rest}`;
    if (path.startsWith('/interaction/')) {
      await handleInteraction(issuer, path, req, res);
      return;
    }
    // Mount the provider under /vN: oidc-provider derives its mount path from req.originalUrl minus
    // req.url (as with express), so the endpoint URLs it advertises carry the prefix.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
    req.url = path;
    issuer.handle(req, res);
  }

  async function handleInteraction(
    issuer: Issuer,
    path: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const { provider, version } = issuer;
    res.setHeader('Cache-Control', 'no-store');
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(path.split('?')[0] ?? '');
    if (!match) {
      sendHtml(
        res,
        404,
        messagePage({ version, title: 'Pagina non trovata', message: 'Questo indirizzo non esiste.' }),
      );
      return;
    }
    const uid = match[1] ?? '';
    const action = match[2];
    const expectedMethod = action ? 'POST' : 'GET';
    if (req.method !== expectedMethod) {
      res.setHeader('Allow', expectedMethod);
      sendHtml(
        res,
        405,
        messagePage({ version, title: 'Metodo non consentito', message: 'Richiesta non valida.' }),
      );
      return;
    }

    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch (error) {
      if (error instanceof oidc.errors.SessionNotFound) {
        sendExpired(res, version);
        return;
      }
      throw error;
    }
    if (interaction.uid !== uid) {
      sendExpired(res, version);
      return;
    }

    const clientId = String(interaction.params.client_id ?? '');
    const clientName = clientNames.get(clientId) ?? clientId;
    const promptName = interaction.prompt.name;

    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }

    if (promptName === 'login') {
      if (action === 'login') {
        const form = await readForm(req);
        if (!form) {
          sendHtml(res, 413, messagePage({ version, title: 'Richiesta troppo grande', message: 'Riprova.' }));
          return;
        }
        const login = form.get('login') ?? '';
        const identity = authenticate(login, form.get('password') ?? '');
        if (!identity) {
          sendHtml(res, 200, loginPage({ version, uid, clientName, login, invalidCredentials: true }));
          return;
        }
        const result: InteractionResults = {
          login: { accountId: identity.sub, amr: ['pwd'], remember: false },
        };
        await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
        return;
      }
      sendHtml(res, 200, loginPage({ version, uid, clientName }));
      return;
    }

    if (promptName === 'consent' && !action) {
      // First-party development clients: grant what was asked (the provider already limited it to
      // the supported scopes and claims), no consent page.
      const grantId = await grantConsent(provider, interaction);
      // A new grant is handed over by id; an existing one (interaction.grantId) was updated in place.
      const consent = interaction.grantId ? {} : { grantId };
      await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
      return;
    }

    sendExpired(res, version);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  const publicUrl = configuredPublicUrl ?? `http://localhost:${port}`;
  const issuers = { v2: `${publicUrl}/v2`, v3: `${publicUrl}/v3` };

  try {
    for (const version of ISSUER_VERSIONS) {
      const provider = await createProvider(oidc, version, issuers[version], options.clients);
      provider.proxy = publicUrl.startsWith('https:');
      provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => {
        console.error(`[dev-idp ${version}] server error`, error);
      });
      mounted.set(version, { version, provider, handle: provider.callback() });
    }
  } catch (error) {
    await closeServer(server);
    throw error;
  }

  return { issuers, close: () => closeServer(server) };
}

type OidcProviderModule = typeof import('oidc-provider');

// oidc-provider prints two warnings that do not apply here: the in-memory store is deliberate (a
// development provider forgets everything on restart), and its "Unsupported runtime" notice about
// Node.js < 22 (this project supports Node 20.19+; the tests run the whole flow on it). The portal's
// `npm start` shows this process's stderr, so they would greet every developer in red. Only those
// two exact messages are dropped, only while oidc-provider is loaded and the providers are built.
const HARMLESS_WARNINGS = [
  /^oidc-provider WARNING: Unsupported runtime\b/,
  /^oidc-provider WARNING: a quick start development-only in-memory adapter is used\b/,
];
let quietDepth = 0;
let originalWarn: typeof console.warn = console.warn;

async function quietly<T>(fn: () => T | Promise<T>): Promise<T> {
  if (quietDepth++ === 0) {
    originalWarn = console.warn;
    console.warn = (...args: unknown[]) => {
      const text = stripVTControlCharacters(args.map(String).join(' '));
      if (!HARMLESS_WARNINGS.some((warning) => warning.test(text))) originalWarn.apply(console, args);
    };
  }
  try {
    return await fn();
  } finally {
    if (--quietDepth === 0) console.warn = originalWarn;
  }
}

function normalisePublicUrl(value: string): string {
  const url = new URL(value);
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    throw new Error(`dev-idp: publicUrl must be an origin without path, got ${value}`);
  }
  return url.origin;
}

async function createProvider(
  oidc: OidcProviderModule,
  version: IssuerVersion,
  issuer: string,
  clients: readonly DevIdpClient[],
): Promise<Provider> {
  // Fresh signing key and cookie key at every start: nothing survives a restart, by design.
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const signingKey = { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      client_name: client.clientName ?? client.clientId,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: client.tokenEndpointAuthMethod ?? 'client_secret_basic',
      id_token_signed_response_alg: 'RS256',
    })),
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    // oidc-provider requires PKCE only for public clients by default; here every client must use it
    // (S256 is the only method oidc-provider 9 accepts).
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    // By default a code-flow ID token carries only `sub` and the profile goes to userinfo; the
    // portal reads the identity from the ID token, so put the granted claims there too.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const identity = findIdentityBySub(sub);
      return identity ? { accountId: identity.sub, claims: () => identityClaims(identity) } : undefined;
    },
    jwks: { keys: [signingKey] },
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      // Both issuers share the host: keep their cookies apart.
      names: {
        session: `_dev_idp_${version}_session`,
        interaction: `_dev_idp_${version}_interaction`,
        resume: `_dev_idp_${version}_resume`,
      },
      long: { httpOnly: true, sameSite: 'lax', path: `/${version}/` },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    ttl: { ...DEV_IDP_TTL },
    interactions: {
      url: (_ctx, interaction) => `/${version}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage({
            version,
            providerForm: form,
            clientName: ctx.oidc.client?.clientName ?? ctx.oidc.client?.clientId,
          });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = logoutSuccessPage(version, ctx.oidc.client?.clientName ?? ctx.oidc.client?.clientId);
        },
      },
    },
    // Confidential clients call the token endpoint from their server: no browser CORS.
    clientBasedCORS: () => false,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        version,
        title: 'Impossibile completare la richiesta',
        message: describeError(out.error, out.error_description),
        details: [
          { label: 'Errore', value: String(out.error) },
          ...(out.error_description ? [{ label: 'Dettaglio', value: String(out.error_description) }] : []),
        ],
      });
    },
  };

  return quietly(() => new oidc.default(issuer, configuration));
}

async function grantConsent(provider: Provider, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || typeof clientId !== 'string') {
    throw new Error('consent interaction without an authenticated session');
  }
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

function describeError(error: unknown, description: unknown): string {
  const detail = typeof description === 'string' ? description : '';
  if (error === 'invalid_redirect_uri') {
    return "L'indirizzo di ritorno (redirect_uri) non è registrato per questa applicazione.";
  }
  if (error === 'invalid_client') return "L'applicazione che ha chiesto l'accesso non è registrata.";
  if (/interaction|session|expired/i.test(detail)) {
    return "La richiesta di accesso è scaduta o non è più valida. Torna all'applicazione e riprova.";
  }
  return "La richiesta dell'applicazione non è valida.";
}

function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

function sendExpired(res: ServerResponse, version: IssuerVersion): void {
  sendHtml(
    res,
    400,
    messagePage({
      version,
      title: 'Richiesta di accesso scaduta',
      message: "La richiesta di accesso è scaduta o non è più valida. Torna all'applicazione e riprova.",
    }),
  );
}

/** Reads an urlencoded form body; `undefined` when it is larger than the limit. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = req.headers['content-type'] ?? '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
