// Server-rendered pages of the development identity provider: Italian, accessible, no scripts at all
// (they work under `script-src 'self'` and with JavaScript disabled). Everything echoed is escaped by
// the `html` template (decision 026).

import { html, raw, type SafeHtml } from '@sportello/html/html';
import { DEMO_IDENTITIES, DEMO_PASSWORD, fullName } from './identities';

export type IssuerVersion = 'v2' | 'v3';

/** The Content-Security-Policy sent with every response of the provider. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";

export function versionNumber(version: IssuerVersion): string {
  return version.slice(1);
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-size:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
  padding:2rem 1rem;background:#eef2f6;color:#1d2733;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:27rem;background:#fff;border:1px solid #d5dde6;border-radius:.75rem;
  box-shadow:0 .25rem 1.25rem rgba(16,38,64,.08);padding:2rem 2rem 1.5rem}
.brand{margin:0 0 .25rem;font-size:.8125rem;font-weight:600;letter-spacing:.06em;text-transform:uppercase;color:#1c5d99}
h1{margin:0 0 .5rem;font-size:1.375rem;line-height:1.3}
p{margin:0 0 1rem}
.lead{color:#4a5a6a}
.badge{display:inline-block;margin:0 0 1.25rem;padding:.125rem .625rem;border-radius:999px;background:#fff4d6;
  border:1px solid #f0d48a;color:#6b4e00;font-size:.8125rem}
form{margin:0}
.field{margin:0 0 1rem}
label{display:block;margin:0 0 .375rem;font-weight:600}
input[type=text],input[type=password]{display:block;width:100%;padding:.625rem .75rem;font:inherit;color:inherit;
  background:#fff;border:1px solid #9aa8b6;border-radius:.5rem}
input:focus-visible,button:focus-visible,a:focus-visible,summary:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.5rem}
.badge ~ .actions{margin-top:.25rem}
button{flex:1 1 auto;min-height:2.75rem;padding:.625rem 1.25rem;font:inherit;font-weight:600;border-radius:.5rem;cursor:pointer}
.primary{background:#1c5d99;border:1px solid #1c5d99;color:#fff}
.primary:hover{background:#164a7a}
.secondary{background:#fff;border:1px solid #9aa8b6;color:#1d2733}
.secondary:hover{background:#f3f6f9}
.alert{margin:0 0 1.25rem;padding:.75rem 1rem;border-radius:.5rem;background:#fdecec;border:1px solid #e3a1a1;color:#8a1c1c;font-weight:600}
.meta{margin:1.5rem 0 0;padding-top:1rem;border-top:1px solid #e3e8ee;font-size:.875rem;color:#4a5a6a}
details{margin-top:.75rem}
a{color:#1c5d99}
summary{cursor:pointer;color:#1c5d99;font-weight:600}
.meta-note{margin:.5rem 0 0}
table{width:100%;margin-top:.75rem;border-collapse:collapse;font-size:.8125rem}
th,td{padding:.375rem .25rem;text-align:left;border-bottom:1px solid #e3e8ee;vertical-align:top}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.8125rem}
ul{padding-left:1.25rem}
footer{margin-top:1rem;font-size:.8125rem;color:#5b6b7b;text-align:center}
`;

function layout(title: string, content: SafeHtml): string {
  return String(html`<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – Sportello, provider di identità di sviluppo</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<main>
<p class="brand">Sportello · provider di identità</p>
${content}
</main>
<footer>Provider OpenID Connect di sviluppo: non usarlo in produzione.</footer>
</body>
</html>
`);
}

const DEV_BADGE = html`<p class="badge">Ambiente di sviluppo</p>`;

function demoIdentitiesHint(): SafeHtml {
  const rows = DEMO_IDENTITIES.map(
    (identity) => html`<tr><td><code>${identity.login}</code></td><td>${fullName(identity)}</td></tr>`,
  );
  return html`<details>
<summary>Utenti dimostrativi</summary>
<p class="meta-note">Password per tutti: <code>${DEMO_PASSWORD}</code></p>
<table>
<thead><tr><th scope="col">Nome utente</th><th scope="col">Nome</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</details>`;
}

export interface LoginPageInput {
  version: IssuerVersion;
  uid: string;
  /** Display name of the relying party. */
  clientName: string;
  /** The user name typed before, to keep it on a failed attempt. */
  login?: string;
  invalidCredentials?: boolean;
}

export function loginPage(input: LoginPageInput): string {
  const n = versionNumber(input.version);
  const base = `/${input.version}/interaction/${encodeURIComponent(input.uid)}`;
  const alert =
    input.invalidCredentials &&
    html`<p class="alert" role="alert" id="login-error">Credenziali non valide</p>`;
  const describedBy = input.invalidCredentials && html` aria-describedby="login-error"`;
  const focusLogin = !input.invalidCredentials && html` autofocus`;
  const focusPassword = input.invalidCredentials && html` autofocus`;
  return layout(
    `Accesso (versione ${n})`,
    html`<h1>Accesso al provider di identità (versione ${n})</h1>
<p class="lead">Accedi per continuare su <strong>${input.clientName}</strong>.</p>
${DEV_BADGE}
${alert}
<form method="post" action="${`${base}/login`}" novalidate>
<div class="field">
<label for="login">Nome utente</label>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${input.login ?? ''}"${describedBy}${focusLogin}>
</div>
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${focusPassword}>
</div>
<div class="actions">
<button type="submit" class="primary">Accedi</button>
<button type="submit" class="secondary" form="abort-form">Annulla</button>
</div>
</form>
<form id="abort-form" method="post" action="${`${base}/abort`}"></form>
<div class="meta">
${demoIdentitiesHint()}
</div>`,
  );
}

export interface MessagePageInput {
  version?: IssuerVersion;
  title: string;
  message: string;
  /** Technical details (e.g. the OAuth error code), shown small. */
  details?: readonly { label: string; value: string }[];
}

export function messagePage(input: MessagePageInput): string {
  const heading = input.version ? `${input.title} (versione ${versionNumber(input.version)})` : input.title;
  const details = input.details?.length
    ? html`<div class="meta"><ul>${input.details.map((d) => html`<li>${d.label}: <code>${d.value}</code></li>`)}</ul></div>`
    : undefined;
  return layout(input.title, html`<h1>${heading}</h1>\n<p>${input.message}</p>\n${details}`);
}

export interface LogoutPageInput {
  version: IssuerVersion;
  /** oidc-provider's hidden form (`<form id="op.logoutForm">` with the xsrf token); trusted markup. */
  providerForm: string;
  clientName?: string;
}

export function logoutPage(input: LogoutPageInput): string {
  const n = versionNumber(input.version);
  const from =
    input.clientName &&
    html`<p class="lead">L'applicazione <strong>${input.clientName}</strong> chiede di chiudere la sessione.</p>`;
  return layout(
    `Uscita (versione ${n})`,
    html`<h1>Vuoi uscire dal provider di identità (versione ${n})?</h1>
${from}
${DEV_BADGE}
${raw(input.providerForm)}
<div class="actions">
<button type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" autofocus>Sì, esci</button>
<button type="submit" class="secondary" form="op.logoutForm">No, resta connesso</button>
</div>`,
  );
}

export function logoutSuccessPage(version: IssuerVersion, clientName?: string): string {
  const n = versionNumber(version);
  const back = clientName && html` Puoi tornare su <strong>${clientName}</strong>.`;
  return layout(
    `Uscita completata (versione ${n})`,
    html`<h1>Uscita completata (versione ${n})</h1>
<p>La sessione sul provider di identità è stata chiusa.${back}</p>`,
  );
}

export function indexPage(issuers: Readonly<Record<IssuerVersion, string>>): string {
  const items = (Object.entries(issuers) as [IssuerVersion, string][]).map(
    ([version, issuer]) =>
      html`<li>Versione ${versionNumber(version)}: <a href="${`${issuer}/.well-known/openid-configuration`}"><code>${issuer}</code></a></li>`,
  );
  return layout(
    'Provider di identità',
    html`<h1>Provider di identità di sviluppo</h1>
${DEV_BADGE}
<p>Emittenti (issuer) OpenID Connect disponibili:</p>
<ul>${items}</ul>
<div class="meta">${demoIdentitiesHint()}</div>`,
  );
}
