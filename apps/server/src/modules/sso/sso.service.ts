import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult } from '@sportello/contracts/auth/login.contract';
import type { IspLoginResponse, IspUser } from '@sportello/contracts/auth/sso.contract';
import { AppError } from '../../core/app-error';
import type { ServiceContext } from '../../core/context';
import type { NewSessionData } from '../../core/session';
import { authenticate, type LoginSettings, signInUser } from '../auth/auth.service';
import { getCompanyWithParents } from '../companies/companies.service';
import { getUserById, type User } from '../users/users.service';
import type { SsoProvider, VerifiedIdentity } from './oidc-client';

export type { SsoProvider } from './oidc-client';

import {
  findBoundIdentity,
  findLinks,
  findLinksOfUser,
  type IdentityRow,
  insertIdentity,
  insertLink,
  takeIdentity,
} from './sso.repository';

/** The landing page must redeem its handle within this time… */
const HANDLE_SECONDS = 120;
/** …and then sign in, link or register within this time. */
export const BOUND_SECONDS = 15 * 60;
/** How long the browser has between the start and the provider's answer (the flow cookie's lifetime). */
export const FLOW_SECONDS = 10 * 60;

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

type IdentityData = Omit<VerifiedIdentity, 'subject'> & {
  local: boolean;
  /** Hash of the browser proof of the flow that brought the identity (decision 024). */
  browser: string;
  /** When the identity was proven in that browser (the callback), in epoch milliseconds. */
  provenAt: number;
};

/**
 * A new proof that a flow runs in this browser (decision 024): the secret goes into an HttpOnly
 * cookie at the start, its hash travels with the flow to the callback and is kept with the identity.
 */
export function newBrowserProof(): { secret: string; hash: string } {
  const secret = randomToken();
  return { secret, hash: hash(secret) };
}

/**
 * Keeps a verified identity server-side; the browser gets only a one-time, short-lived handle, which
 * only the browser holding the flow's proof (`flow.browser`, its hash) can redeem.
 */
export async function storeIdentity(
  { tx }: Pick<ServiceContext, 'tx'>,
  provider: SsoProvider,
  identity: VerifiedIdentity,
  flow: { local: boolean; browser: string },
): Promise<string> {
  const handle = randomToken();
  const { subject, ...claims } = identity;
  await insertIdentity(tx, {
    idHash: hash(handle),
    stage: 'handle',
    provider: provider.id,
    subject,
    data: { ...claims, ...flow, provenAt: Date.now() } satisfies IdentityData,
    expiresAt: new Date(Date.now() + HANDLE_SECONDS * 1000),
  });
  return handle;
}

/**
 * Redeems the landing page's handle (once: a replayed or expired handle is ERROR_ISP_TOKEN) and binds
 * the identity to this browser under a new random id, returned for an HttpOnly cookie. Only the
 * browser that started the flow (`browserProof`, the secret of its cookie) redeems it: any other is
 * ERROR_ISP_TOKEN and leaves the handle to its owner.
 */
export async function redeemHandle(
  { tx }: Pick<ServiceContext, 'tx'>,
  handle: string,
  browserProof: string | undefined,
) {
  const row = browserProof ? await takeIdentity(tx, hash(handle), 'handle', hash(browserProof)) : undefined;
  if (!row) throw new AppError('ERROR_ISP_TOKEN');
  const binding = randomToken();
  await insertIdentity(tx, {
    ...row,
    idHash: hash(binding),
    stage: 'bound',
    expiresAt: new Date(Date.now() + BOUND_SECONDS * 1000),
  });
  return { binding, ispUser: identityAsIspUser(row) };
}

export async function boundIdentity({ tx }: Pick<ServiceContext, 'tx'>, binding: string | undefined) {
  const row = binding ? await findBoundIdentity(tx, hash(binding)) : undefined;
  if (!row) throw new AppError('ERROR_ISP_TOKEN');
  return row;
}

/** Whether this browser holds a live identity (the wizards ask before sending the user to a provider). */
export async function hasBoundIdentity({ tx }: Pick<ServiceContext, 'tx'>, binding: string | undefined) {
  return binding ? (await findBoundIdentity(tx, hash(binding))) !== undefined : false;
}

/** Ends a bound identity (after sign-in or sign-out), so the cookie cannot sign anyone in again. */
export async function forgetIdentity({ tx }: Pick<ServiceContext, 'tx'>, binding: string | undefined) {
  if (binding) await takeIdentity(tx, hash(binding), 'bound');
}

/**
 * Spec §4 ISP login. One linked user signs in; several are matched by the remembered company code or
 * listed (sorted by company name) for the user to pick; none: offer linking to a local user (when the
 * flow started from the local sign-in) or registration with the identity's data.
 */
export async function loginWithIdentity(
  ctx: ServiceContext,
  identity: IdentityRow,
  provider: SsoProvider,
  choice: { UserId?: string; CompanyCode?: string; ParentCode?: string },
  settings: LoginSettings,
): Promise<{ response: IspLoginResponse; session?: NewSessionData }> {
  const candidates = await linkedUsers(ctx, identity);
  const base = {
    Total: candidates.length,
    HasIspConnection: true,
    HasSingleUser: candidates.length === 1,
    Users: candidates.map((c) => c.ispUser),
    IspUser: identityAsIspUser(identity),
  };
  if (candidates.length === 0)
    return { response: { ...base, ActionRequest: noUserAction(identity), Login: null } };

  const chosen = choice.UserId
    ? candidates.find((c) => c.user.id === choice.UserId)
    : candidates.length === 1
      ? candidates[0]
      : candidates.find((c) => c.ispUser.Company.Code === choice.CompanyCode);
  if (choice.UserId && !chosen) throw new AppError('ERROR_ISP_USER_DIFFERENT_SAME_USER');
  if (!chosen) return { response: { ...base, ActionRequest: null, Login: null } };

  const signIn = await signInWithIdentity(ctx, chosen.user, identity, provider, choice.ParentCode, settings);
  return { response: { ...base, ActionRequest: null, Login: signIn.result }, session: signIn.session };
}

/**
 * Links the identity to a local user proven by its password (never by e-mail alone), then signs in.
 * The identity must have been proven in this browser (`proof.browser`, the secret of its cookie)
 * within the last `proof.windowSeconds`, otherwise ERROR_ISP_TOKEN before any password is looked at.
 * A user already linked to another identity of this provider, or a company already linked to this
 * identity, is ERROR_ISP_LINK.
 */
export async function linkIdentity(
  ctx: ServiceContext & { clientIp: string },
  identity: IdentityRow,
  provider: SsoProvider,
  credentials: { UserName: string; Password: string },
  settings: LoginSettings,
  proof: { browser: string | undefined; windowSeconds: number },
): Promise<{ response: IspLoginResponse; session: NewSessionData }> {
  if (!provenHereRecently(identity, proof)) {
    ctx.log.warn({ provider: provider.id }, 'identity link refused: not proven in this browser recently');
    throw new AppError('ERROR_ISP_TOKEN');
  }
  const user = await authenticate(ctx, {
    userName: credentials.UserName,
    password: credentials.Password,
    clientIp: ctx.clientIp,
  });
  await insertLinkOrRefuse(ctx, identity, user);
  ctx.log.info({ userId: user.id, provider: provider.id }, 'identity linked');
  const candidates = await linkedUsers(ctx, identity);
  const signIn = await signInWithIdentity(ctx, user, identity, provider, undefined, settings);
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
  ctx: Pick<ServiceContext, 'tx' | 'log'>,
  binding: string | undefined,
  user: Pick<User, 'id' | 'companyId'>,
): Promise<IdentityRow> {
  const identity = binding ? await takeIdentity(ctx.tx, hash(binding), 'bound') : undefined;
  if (!identity) throw new AppError('ERROR_ISP_TOKEN');
  await insertLinkOrRefuse(ctx, identity, user);
  ctx.log.info({ userId: user.id, provider: identity.provider }, 'identity linked to a new user');
  return identity;
}

/** Whether the identity came back from the provider to this browser, no longer than `windowSeconds` ago. */
function provenHereRecently(
  identity: IdentityRow,
  proof: { browser: string | undefined; windowSeconds: number },
): boolean {
  const data = identity.data as Partial<IdentityData>;
  if (!proof.browser || typeof data.browser !== 'string' || typeof data.provenAt !== 'number') return false;
  const age = Date.now() - data.provenAt;
  return hash(proof.browser) === data.browser && age >= 0 && age <= proof.windowSeconds * 1000;
}

/** A user already linked to another identity of the provider, or a company already linked to this one: ERROR_ISP_LINK. */
async function insertLinkOrRefuse(
  { tx }: Pick<ServiceContext, 'tx'>,
  identity: IdentityRow,
  user: Pick<User, 'id' | 'companyId'>,
): Promise<void> {
  const linked = await insertLink(tx, {
    provider: identity.provider,
    subject: identity.subject,
    userId: user.id,
    companyId: user.companyId,
  });
  if (!linked) throw new AppError('ERROR_ISP_LINK');
}

/** The identity-token lookup: users linked to the redeemed identity, and to no other subject. */
export async function usersOfSubject(
  ctx: ServiceContext,
  identity: IdentityRow,
  subject: string,
): Promise<IspUser[]> {
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
  settings: LoginSettings,
): Promise<{ session: NewSessionData; result: LoginResult }> {
  // Spec §8: a disabled user behind the version-3 provider is told so (and disconnected by the web).
  if (!user.enabled)
    throw new AppError(provider.version === 3 ? 'ERROR_USERLOGIN_DISABLED_USER' : 'ERROR_INVALID_PASSWORD');
  const data = identity.data as IdentityData;
  return signInUser(
    ctx,
    user,
    { parentCode, isLocalLogin: false, sso: { provider: provider.id, idToken: data.idToken } },
    settings,
  );
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
  { tx }: Pick<ServiceContext, 'tx'>,
  fromUserId: string,
  to: Pick<User, 'id' | 'companyId'>,
): Promise<void> {
  for (const link of await findLinksOfUser(tx, fromUserId)) {
    await insertLink(tx, {
      provider: link.provider,
      subject: link.subject,
      userId: to.id,
      companyId: to.companyId,
    });
  }
}
