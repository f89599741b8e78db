// Standalone entry: `npm start -w @sportello/dev-idp`. Development only.
//
// Environment (all optional):
//   DEV_IDP_PORT (3001), DEV_IDP_HOST (127.0.0.1), DEV_IDP_PUBLIC_URL (http://localhost:<port>),
//   DEV_IDP_CLIENT_ID (sportello), DEV_IDP_CLIENT_SECRET (sportello-dev-secret),
//   DEV_IDP_REDIRECT_URI (http://localhost:3000/api/Auth/sso/callback),
//   DEV_IDP_POST_LOGOUT_REDIRECT_URI (http://localhost:3000/),
//   DEV_IDP_TOKEN_AUTH_METHOD (client_secret_basic | client_secret_post; default client_secret_basic).

import { startDevIdp } from './dev-idp';
import { DEMO_IDENTITIES, DEMO_PASSWORD, fullName } from './identities';

function env(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

if (process.env.NODE_ENV === 'production') {
  console.error('dev-idp: refusing to start with NODE_ENV=production (development identity provider).');
  process.exit(1);
}

const port = Number(env('DEV_IDP_PORT', '3001'));
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`dev-idp: DEV_IDP_PORT must be a port number, got ${process.env.DEV_IDP_PORT}`);
  process.exit(1);
}
const authMethod = env('DEV_IDP_TOKEN_AUTH_METHOD', 'client_secret_basic');
if (authMethod !== 'client_secret_basic' && authMethod !== 'client_secret_post') {
  console.error('dev-idp: DEV_IDP_TOKEN_AUTH_METHOD must be client_secret_basic or client_secret_post');
  process.exit(1);
}

const clientId = env('DEV_IDP_CLIENT_ID', 'sportello');
const redirectUri = env('DEV_IDP_REDIRECT_URI', 'http://localhost:3000/api/Auth/sso/callback');
const postLogoutRedirectUri = env('DEV_IDP_POST_LOGOUT_REDIRECT_URI', 'http://localhost:3000/');

const idp = await startDevIdp({
  port,
  host: env('DEV_IDP_HOST', '127.0.0.1'),
  ...(process.env.DEV_IDP_PUBLIC_URL ? { publicUrl: process.env.DEV_IDP_PUBLIC_URL } : {}),
  clients: [
    {
      clientId,
      clientSecret: env('DEV_IDP_CLIENT_SECRET', 'sportello-dev-secret'),
      redirectUris: [redirectUri],
      postLogoutRedirectUris: [postLogoutRedirectUri],
      tokenEndpointAuthMethod: authMethod,
      clientName: 'Sportello',
    },
  ],
});

const lines = [
  'Sportello development identity provider (never use in production)',
  `  issuer v2: ${idp.issuers.v2}  (${idp.issuers.v2}/.well-known/openid-configuration)`,
  `  issuer v3: ${idp.issuers.v3}  (${idp.issuers.v3}/.well-known/openid-configuration)`,
  `  client:    ${clientId} (${authMethod}, PKCE S256 required)`,
  `             redirect_uri ${redirectUri}`,
  `             post_logout_redirect_uri ${postLogoutRedirectUri}`,
  `  demo identities (password ${DEMO_PASSWORD}):`,
  ...DEMO_IDENTITIES.map(
    (i) => `    ${i.login.padEnd(14)} sub=${i.sub.padEnd(14)} ${fullName(i)} <${i.email}>`,
  ),
];
console.log(lines.join('\n'));

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    idp.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
