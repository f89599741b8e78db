import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import type { IspLoginResponse, IspUser } from '@sportello/contracts/auth/sso.contract';
import { AppError } from '../../core/app-error';
import { type ServiceContext, within } from '../../core/context';
import type { NewSessionData } from '../../core/session';
import { authenticate, signInUser } from '../auth/auth.service';
import { recordSignInEvent, type SignInClient } from '../auth/sign-in-log.service';
import { getCompanyWithParents } from '../companies/companies.service';
import { getUserById, type User } from '../users/users.service';
import { consumeToken, issueToken, liveToken } from '../verification/verification.service';
import type { FlowSecrets, OidcClient, SsoProvider, VerifiedIdentity } from './oidc-client';

export type { SsoProvider } from './oidc-client';

import {
  deleteIdentity,
  findIdentityOfToken,
  findLinks,
  findLinksOfUser,
  type IdentityRow,
  insertIdentity,
  insertLink,
  moveIdentity,
  touchLink,
} from './sso.repository';

/** The landing page must redeem its handle within this time… */
const HANDLE_SECONDS = 120;
/** …and then sign in, link or register within this time. */
export const BOUND_SECONDS = 15 * 60;
/** How long the browser has between the start and the provider's answer (the flow cookie's lifetime). */
export const FLOW_SECONDS = 10 * 60;

/** The browser proof's commitment, carried by the flow and the identity (decision 024). */
const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
const secondsAfter = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** What the single-sign-on calls need from the configuration, built once by the routes. */
export interface SsoSettings {
  /** The relying party: the configured providers, their authorize URLs and the code exchange. */
  oidc: Pick<OidcClient, 'provider' | 'authorizationUrl' | 'exchange'>;
  /** How long after the callback a proven identity may still be linked (SSO_LINK_WINDOW_SECONDS). */
  linkWindowSeconds: number;
}

/**
 * A sign-on between the redirect to the provider and its callback, kept by the browser in a signed
 * cookie: the provider, the flow's secrets, whether it started from the local sign-in, and the hash
 * of this browser's proof (decision 024).
 */
export interface SignOnFlow extends FlowSecrets {
  provider: string;
  local: boolean;
  browser: string;
}

type IdentityData = Omit<VerifiedIdentity, 'subject'> & {
  local: boolean;
  /** Hash of the browser proof of the flow that brought the identity (decision 024). */
  browser: string;
  /** When the identity was proven in that browser (the callback), in epoch milliseconds. */
  provenAt: number;
};

/**
 * Starts a sign-on at a configured provider (ERROR_NOT_FOUND for another; ERROR_ISP_CONNECTION when
 * it cannot be reached): the provider's authorize URL to send the browser to, the flow for the signed
 * cookie, and a new proof that the flow runs in this browser (decision 024), whose secret goes into an
 * HttpOnly cookie while only its hash travels with the flow to the callback.
 */
export async function startSignOn(
  ctx: ServiceContext,
  input: { providerId: string; local: boolean },
  settings: Pick<SsoSettings, 'oidc'>,
): Promise<{ url: URL; flow: SignOnFlow; browserSecret: string }> {
  const provider = settings.oidc.provider(input.providerId);
  const { url, secrets } = await settings.oidc.authorizationUrl(provider);
  const browserSecret = randomToken();
  ctx.log.debug({ provider: provider.id, local: input.local }, 'single sign-on started');
  return {
    url,
    flow: { ...secrets, provider: provider.id, local: input.local, browser: hash(browserSecret) },
    browserSecret,
  };
}

/**
 * The provider's answer (the callback's URL, with the code or the provider's error): the code is
 * exchanged and the ID token validated against the flow's secrets (ERROR_MONITOR_AUTHSSO on any
 * mismatch), then the identity is kept server-side. The browser gets only a one-time, short-lived
 * handle, which only the browser holding the flow's proof (`flow.browser`, its hash) can redeem.
 */
export async function completeSignOn(
  ctx: ServiceContext,
  input: { flow: SignOnFlow; callbackUrl: URL },
  settings: Pick<SsoSettings, 'oidc'>,
): Promise<string> {
  const { flow, callbackUrl } = input;
  const error = callbackUrl.searchParams.get('error');
  if (error !== null) throw new AppError('ERROR_MONITOR_AUTHSSO', error.slice(0, 60));
  const provider = settings.oidc.provider(flow.provider);
  const identity = await settings.oidc.exchange(provider, callbackUrl, {
    state: flow.state,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier,
  });
  const { subject, ...claims } = identity;
  const now = ctx.clock.now();
  // The identity and the handle that reaches it exist together or not at all.
  return ctx.tx.transaction(async (tx) => {
    const token = await issueToken(within(ctx, tx), {
      purpose: 'sso_handle',
      expiresAt: secondsAfter(now, HANDLE_SECONDS),
    });
    await insertIdentity(tx, {
      tokenId: token.id,
      provider: provider.id,
      subject,
      data: {
        ...claims,
        local: flow.local,
        browser: flow.browser,
        provenAt: now.getTime(),
      } satisfies IdentityData,
    });
    return token.secret;
  });
}

/**
 * Redeems the landing page's handle (once: a replayed or expired handle is ERROR_ISP_TOKEN) and binds
 * the identity to this browser under a new random id, returned for an HttpOnly cookie. Only the
 * browser that started the flow (`browserProof`, the secret of its cookie) redeems it: any other is
 * ERROR_ISP_TOKEN and leaves the handle to its owner.
 */
export async function redeemHandle(
  ctx: ServiceContext,
  handle: string,
  browserProof: string | undefined,
): Promise<{ binding: string; ispUser: IspUser }> {
  const handleToken = await liveToken(ctx, 'sso_handle', handle);
  const row = handleToken ? await findIdentityOfToken(ctx.tx, handleToken.id) : undefined;
  // Checked before the handle is used up: another browser's attempt leaves it to its owner.
  if (!row || !browserProof || (row.data as Partial<IdentityData>).browser !== hash(browserProof))
    throw new AppError('ERROR_ISP_TOKEN');
  return ctx.tx.transaction(async (tx) => {
    const inTx = within(ctx, tx);
    // Once: of two redemptions racing with the same handle, one binds the identity.
    if (!(await consumeToken(inTx, 'sso_handle', handle))) throw new AppError('ERROR_ISP_TOKEN');
    const binding = await issueToken(inTx, {
      purpose: 'sso_binding',
      expiresAt: secondsAfter(ctx.clock.now(), BOUND_SECONDS),
    });
    await moveIdentity(tx, row.id, binding.id);
    return { binding: binding.secret, ispUser: identityAsIspUser(row) };
  });
}

/** The identity bound to this browser (`binding`, its cookie), or ERROR_ISP_TOKEN when gone or expired. */
export async function boundIdentity(ctx: ServiceContext, binding: string | undefined): Promise<IdentityRow> {
  const row = await identityOfBinding(ctx, binding);
  if (!row) throw new AppError('ERROR_ISP_TOKEN');
  return row;
}

/** The identity a live binding reaches. */
async function identityOfBinding(ctx: ServiceContext, binding: string | undefined) {
  const token = binding ? await liveToken(ctx, 'sso_binding', binding) : undefined;
  return token ? findIdentityOfToken(ctx.tx, token.id) : undefined;
}

/**
 * Uses a binding up (once, also against a concurrent call) and forgets its identity; returns the
 * identity, or undefined when the binding was not live.
 */
async function takeBoundIdentity(ctx: ServiceContext, binding: string | undefined) {
  const token = binding ? await consumeToken(ctx, 'sso_binding', binding) : undefined;
  const row = token ? await findIdentityOfToken(ctx.tx, token.id) : undefined;
  if (row) await deleteIdentity(ctx.tx, row.id);
  return row;
}

/** Whether this browser holds a live identity (the wizards ask before sending the user to a provider). */
export async function hasBoundIdentity(ctx: ServiceContext, binding: string | undefined): Promise<boolean> {
  return (await identityOfBinding(ctx, binding)) !== undefined;
}

/** The person of the live identity this browser holds, for the wizards to start from; undefined without one. */
export async function boundPerson(
  ctx: ServiceContext,
  binding: string | undefined,
): Promise<{ Email: string; FirstName: string; LastName: string } | undefined> {
  const row = await identityOfBinding(ctx, binding);
  if (!row) return undefined;
  const data = row.data as IdentityData;
  return { Email: data.email, FirstName: data.givenName, LastName: data.familyName };
}

/** Ends a bound identity (after its sign-in), so the cookie cannot sign anyone in again. */
async function forgetIdentity(ctx: ServiceContext, binding: string | undefined): Promise<void> {
  await takeBoundIdentity(ctx, binding);
}

/** What a sign-in through the bound identity answers; `bindingEnded` once the sign-in is complete. */
export interface IdentitySignIn {
  response: IspLoginResponse;
  session?: NewSessionData;
  /** The binding is used up (the sign-in needs no parent choice): the routes clear its cookies. */
  bindingEnded: boolean;
}

/**
 * Spec §4 ISP login, with the identity bound to this browser (`binding`; ERROR_ISP_TOKEN without
 * one). One linked user signs in; several are matched by the remembered company code or listed
 * (sorted by company name) for the user to pick; none: offer linking to a local user (when the flow
 * started from the local sign-in) or registration with the identity's data. A completed sign-in ends
 * the binding; one still waiting for its parent choice keeps it until the choice.
 */
export async function loginWithIdentity(
  ctx: ServiceContext,
  input: {
    binding: string | undefined;
    choice: { UserId?: string; CompanyCode?: string; ParentCode?: string };
    /** Where the sign-in came from, for the sign-in log. */
    client?: SignInClient;
  },
  settings: Pick<SsoSettings, 'oidc'>,
): Promise<IdentitySignIn> {
  const { binding, choice } = input;
  const identity = await boundIdentity(ctx, binding);
  const provider = settings.oidc.provider(identity.provider);
  const candidates = await linkedUsers(ctx, identity);
  const base = {
    Total: candidates.length,
    HasIspConnection: true,
    HasSingleUser: candidates.length === 1,
    Users: candidates.map((c) => c.ispUser),
    IspUser: identityAsIspUser(identity),
  };
  if (candidates.length === 0)
    return {
      response: { ...base, ActionRequest: noUserAction(identity), Login: null },
      bindingEnded: false,
    };

  const chosen = choice.UserId
    ? candidates.find((c) => c.user.id === choice.UserId)
    : candidates.length === 1
      ? candidates[0]
      : candidates.find((c) => c.ispUser.Company.Code === choice.CompanyCode);
  if (choice.UserId && !chosen) throw new AppError('ERROR_ISP_USER_DIFFERENT_SAME_USER');
  if (!chosen) return { response: { ...base, ActionRequest: null, Login: null }, bindingEnded: false };

  const signIn = await signInWithIdentity(
    ctx,
    chosen.user,
    identity,
    provider,
    choice.ParentCode,
    input.client,
  );
  return {
    response: { ...base, ActionRequest: null, Login: signIn.result },
    session: signIn.session,
    bindingEnded: await endBindingOf(ctx, binding, signIn.session),
  };
}

/** Ends the binding once its sign-in is complete; a sign-in still choosing a parent keeps it. */
async function endBindingOf(
  ctx: ServiceContext,
  binding: string | undefined,
  session: NewSessionData,
): Promise<boolean> {
  if (session.awaitingParentChoice) return false;
  await forgetIdentity(ctx, binding);
  return true;
}

/**
 * Links the identity bound to this browser (`binding`) to a local user proven by its password (never
 * by e-mail alone), then signs in. The identity must have been proven in this browser
 * (`browserProof`, the secret of its cookie) within the last `settings.linkWindowSeconds`, otherwise
 * ERROR_ISP_TOKEN before any password is looked at. The password is proven under the sign-in throttle
 * of `clientIp`. A user already linked to another identity of this provider, or a company already
 * linked to this identity, is ERROR_ISP_LINK.
 */
export async function linkIdentity(
  ctx: ServiceContext,
  input: {
    binding: string | undefined;
    browserProof: string | undefined;
    clientIp: string;
    /** The client's user agent, for the sign-in log. */
    userAgent?: string;
    credentials: { UserName: string; Password: string };
  },
  settings: SsoSettings,
): Promise<IdentitySignIn & { session: NewSessionData }> {
  const { binding, credentials } = input;
  const identity = await boundIdentity(ctx, binding);
  const provider = settings.oidc.provider(identity.provider);
  if (!provenHereRecently(ctx, identity, input.browserProof, settings.linkWindowSeconds)) {
    ctx.log.warn({ provider: provider.id }, 'identity link refused: not proven in this browser recently');
    throw new AppError('ERROR_ISP_TOKEN');
  }
  const client = { ip: input.clientIp, userAgent: input.userAgent ?? '' };
  const user = await authenticate(ctx, {
    userName: credentials.UserName,
    password: credentials.Password,
    clientIp: input.clientIp,
    client,
  });
  await insertLinkOrRefuse(ctx, identity, user);
  ctx.log.info({ userId: user.id, provider: provider.id }, 'identity linked');
  const candidates = await linkedUsers(ctx, identity);
  const signIn = await signInWithIdentity(ctx, user, identity, provider, undefined, client);
  return {
    response: {
      Total: candidates.length,
      HasIspConnection: true,
      HasSingleUser: candidates.length === 1,
      Users: candidates.map((c) => c.ispUser),
      IspUser: identityAsIspUser(identity),
      ActionRequest: null,
      Login: signIn.result,
    },
    session: signIn.session,
    bindingEnded: await endBindingOf(ctx, binding, signIn.session),
  };
}

/**
 * Links the identity bound to this browser to a user just created for it (registration of a company
 * without local sign-in, an invitation completed through the provider), and ends the binding. Call it
 * inside the transaction that creates the user: the binding is used up there, so two submissions
 * cannot both create a user with it, and any refusal (ERROR_ISP_TOKEN when the binding is gone,
 * ERROR_ISP_LINK when the identity already has a user in that company) leaves no user behind.
 * Returns the identity, for `signInWithIdentity` once the transaction is committed.
 */
export async function linkNewUser(
  ctx: ServiceContext,
  binding: string | undefined,
  user: Pick<User, 'id' | 'companyId'>,
): Promise<IdentityRow> {
  const identity = await takeBoundIdentity(ctx, binding);
  if (!identity) throw new AppError('ERROR_ISP_TOKEN');
  await insertLinkOrRefuse(ctx, identity, user);
  ctx.log.info({ userId: user.id, provider: identity.provider }, 'identity linked to a new user');
  return identity;
}

/**
 * Whether the identity came back from the provider to this browser (`browserProof`, the secret of its
 * cookie), no longer than `windowSeconds` ago by the context's clock.
 */
function provenHereRecently(
  ctx: ServiceContext,
  identity: IdentityRow,
  browserProof: string | undefined,
  windowSeconds: number,
): boolean {
  const data = identity.data as Partial<IdentityData>;
  if (!browserProof || typeof data.browser !== 'string' || typeof data.provenAt !== 'number') return false;
  const age = ctx.clock.now().getTime() - data.provenAt;
  return hash(browserProof) === data.browser && age >= 0 && age <= windowSeconds * 1000;
}

/** A user already linked to another identity of the provider, or a company already linked to this one: ERROR_ISP_LINK. */
async function insertLinkOrRefuse(
  ctx: ServiceContext,
  identity: IdentityRow,
  user: Pick<User, 'id' | 'companyId'>,
): Promise<void> {
  const linked = await insertLink(ctx.tx, {
    provider: identity.provider,
    subject: identity.subject,
    userId: user.id,
    companyId: user.companyId,
    createdAt: ctx.clock.now(),
    email: identityEmail(identity),
  });
  if (!linked) throw new AppError('ERROR_ISP_LINK');
}

/**
 * The identity-token lookup: users linked to the identity bound to this browser (`binding`;
 * ERROR_ISP_TOKEN without one), and to no other subject (ERROR_NOT_FOUND).
 */
export async function usersOfSubject(
  ctx: ServiceContext,
  input: { binding: string | undefined; subject: string },
): Promise<IspUser[]> {
  const { binding, subject } = input;
  const identity = await boundIdentity(ctx, binding);
  if (identity.subject !== subject) throw new AppError('ERROR_NOT_FOUND');
  return (await linkedUsers(ctx, identity)).map((c) => c.ispUser);
}

/**
 * Signs a linked user in through the identity: a single-sign-on session (never forced to change a
 * password), whose sign-out goes through the provider with the identity's ID token.
 */
export async function signInWithIdentity(
  ctx: ServiceContext,
  user: User,
  identity: IdentityRow,
  provider: SsoProvider,
  parentCode: string | undefined,
  client?: SignInClient,
): Promise<{ session: NewSessionData; result: LoginResult }> {
  // The provider has proven who this is, so a disabled user is told so behind either version (spec §8:
  // behind the version-3 provider the web also disconnects after 3 s).
  if (!user.enabled) {
    await recordSignInEvent(ctx, {
      kind: 'failure',
      method: 'sso',
      reason: 'disabled',
      userId: user.id,
      userName: user.userName,
      client,
    });
    throw new AppError('ERROR_USERLOGIN_DISABLED_USER');
  }
  const data = identity.data as IdentityData;
  // The back office shows when each link was last used, and the address the provider gave then.
  await touchLink(
    ctx.tx,
    { provider: identity.provider, subject: identity.subject, userId: user.id },
    {
      email: identityEmail(identity),
      at: ctx.clock.now(),
    },
  );
  return signInUser(ctx, user, {
    parentCode,
    isLocalLogin: false,
    sso: { provider: provider.id, idToken: data.idToken },
    providerAmr: data.amr,
    via: 'sso',
    client,
  });
}

async function linkedUsers(ctx: ServiceContext, identity: IdentityRow) {
  const links = await findLinks(ctx.tx, identity.provider, identity.subject);
  const found = await Promise.all(
    links.map(async (link) => {
      const user = await getUserById(ctx, link.userId);
      if (!user) return undefined;
      const company = await getCompanyWithParents(ctx, user.companyId);
      const data = identity.data as IdentityData;
      const ispUser: IspUser = {
        UserId: user.id,
        UserName: user.userName,
        IsValid: user.enabled,
        Company: { Code: company.vatCode, Name: company.name },
        IspEmail: data.email,
      };
      return { user, ispUser };
    }),
  );
  return found
    .filter((c) => c !== undefined)
    .sort((a, b) => a.ispUser.Company.Name.localeCompare(b.ispUser.Company.Name, 'it'));
}

/** The e-mail address the provider vouches for (lower-cased), to match an invitation's. */
export function identityEmail(identity: IdentityRow): string {
  return (identity.data as IdentityData).email.toLowerCase();
}

function identityAsIspUser(identity: IdentityRow): IspUser {
  const data = identity.data as IdentityData;
  return {
    UserId: identity.subject,
    UserName: data.name || data.email,
    IsValid: true,
    Company: { Code: '', Name: '' },
    IspEmail: data.email,
  };
}

/** No linked user: link with local credentials (local mode) or register with the identity's data. */
function noUserAction(identity: IdentityRow): { UrlRedirect: string; Parameters: Record<string, string> } {
  const data = identity.data as IdentityData;
  return data.local
    ? { UrlRedirect: '/?lgt=l&link=1', Parameters: { Message: 'MSG_TSID_NO_USER_LINK_TO_LOCAL' } }
    : {
        UrlRedirect: '/register',
        Parameters: {
          Message: 'MSG_TSID_NO_USER_REGISTER_ASK',
          Email: data.email,
          FirstName: data.givenName,
          LastName: data.familyName,
        },
      };
}

/**
 * Gives a new user of another company the identity-provider links of the same person's user (an
 * invitation accepted by an existing account): one identity, one user per company, as in `isp_links`.
 */
export async function copyIdentityLinks(
  ctx: ServiceContext,
  fromUserId: string,
  to: Pick<User, 'id' | 'companyId'>,
): Promise<void> {
  const now = ctx.clock.now();
  for (const link of await findLinksOfUser(ctx.tx, fromUserId)) {
    await insertLink(ctx.tx, {
      provider: link.provider,
      subject: link.subject,
      userId: to.id,
      companyId: to.companyId,
      createdAt: now,
      email: link.email,
    });
  }
}
