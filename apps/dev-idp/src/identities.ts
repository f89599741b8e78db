import { createHash, timingSafeEqual } from 'node:crypto';

/** A demo end-user of the development identity provider. */
export interface DevIdentity {
  /** What the user types in "Nome utente". */
  login: string;
  /** Stable subject identifier (`sub` claim), the same on both issuers. */
  sub: string;
  givenName: string;
  familyName: string;
  email: string;
}

/** The one password of every demo identity. Public on purpose: this provider only runs in development. */
export const DEMO_PASSWORD = 'Sportello#2026';

/**
 * The demo identities. They exist on both issuers (v2 and v3); what each one links to is the portal's
 * business (e.g. `sso.nuovo` has no portal user yet, `sso.bloccato` is meant to be a disabled one).
 */
export const DEMO_IDENTITIES: readonly DevIdentity[] = Object.freeze([
  {
    login: 'sso.mario',
    sub: 'sso-mario',
    givenName: 'Mario',
    familyName: 'Rossi',
    email: 'mario.rossi@rossi-impianti.example',
  },
  {
    login: 'sso.lucia',
    sub: 'sso-lucia',
    givenName: 'Lucia',
    familyName: 'Bianchi',
    email: 'lucia.bianchi@studio.example',
  },
  {
    login: 'sso.nuovo',
    sub: 'sso-nuovo',
    givenName: 'Nuovo',
    familyName: 'Utente',
    email: 'nuovo.utente@example.it',
  },
  {
    login: 'sso.bloccato',
    sub: 'sso-bloccato',
    givenName: 'Bruno',
    familyName: 'Bloccato',
    email: 'bruno.bloccato@example.it',
  },
  {
    // Linked to nobody: the attacker of the handle-binding test (on v3); the profile's journey links it
    // on v2 and unlinks it again.
    login: 'sso.estraneo',
    sub: 'sso-estraneo',
    givenName: 'Ettore',
    familyName: 'Estraneo',
    email: 'ettore.estraneo@example.it',
  },
]);

export function fullName(identity: DevIdentity): string {
  return `${identity.givenName} ${identity.familyName}`;
}

/** The OpenID Connect standard claims of an identity (the provider filters them by granted scope). */
export function identityClaims(identity: DevIdentity) {
  return {
    sub: identity.sub,
    name: fullName(identity),
    given_name: identity.givenName,
    family_name: identity.familyName,
    email: identity.email,
    email_verified: true,
  };
}

export function findIdentityBySub(sub: string): DevIdentity | undefined {
  return DEMO_IDENTITIES.find((identity) => identity.sub === sub);
}

// Fixed-length digests, so timingSafeEqual always compares equal-length buffers whatever was typed.
const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();
const DEMO_PASSWORD_DIGEST = digest(DEMO_PASSWORD);

/**
 * Checks a login form. Returns the identity when the user name (case-insensitive, trimmed) and the
 * password match, `undefined` otherwise. Unknown users and wrong passwords take the same path: the
 * password is always compared, in constant time.
 */
export function authenticate(login: string, password: string): DevIdentity | undefined {
  const wanted = login.trim().toLowerCase();
  const identity = DEMO_IDENTITIES.find((candidate) => candidate.login === wanted);
  const passwordMatches = timingSafeEqual(digest(password), DEMO_PASSWORD_DIGEST);
  return identity && passwordMatches ? identity : undefined;
}
