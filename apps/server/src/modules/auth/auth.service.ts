import type {
  ChangePasswordData,
  LoginData,
  LoginResult,
  SessionInfo,
} from '@sportello/contracts/auth/login.contract';
import type { SignInMethod } from '@sportello/contracts/backoffice/sign-ins.values';
import { checkPasswordPolicy, checkPasswordsMatch } from '@sportello/contracts/rules/password';
import { isLanguageId } from '@sportello/i18n/languages';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import { type ServiceContext, signedIn } from '../../core/context';
import { hashPassword, needsRehash, verifyPassword } from '../../core/passwords';
import { inMaintenance } from '../../core/portal-settings';
import type { NewSessionData as NewSession, SessionData } from '../../core/session';
import { backofficeRoleOf } from '../access/access.service';
import {
  type CompanyWithParents,
  getCompanyWithParents,
  isMigratedNow,
  signsInLocally,
} from '../companies/companies.service';
import { hasPendingDisclaimers } from '../disclaimers/disclaimers.service';
import {
  getUserById,
  getUserByUserName,
  recordSignIn,
  setLanguage,
  setPassword,
  type User,
} from '../users/users.service';
import { beginAttempt, failAttempt, succeedAttempt } from './login-throttle.service';
import { reasonOf, recordSignInEvent, type SignInClient } from './sign-in-log.service';

/**
 * Where a password sign-in comes from: the client's address (the throttle counts per address too) and
 * the sign-in still waiting for its parent choice in this browser, if any (its second call names the
 * parent without the password).
 */
export interface SignInOrigin {
  clientIp: string;
  /** The client's user agent, for the sign-in log. */
  userAgent: string;
  pending: SessionData | undefined;
}

/**
 * Password sign-in (spec §4 Login). Wrong user name, wrong password, disabled user and a throttled
 * account all get the same answer, ERROR_INVALID_PASSWORD, after the same work (a password hash is
 * always verified). Only after the password is proven do maintenance, migration and local-access
 * rules speak, so they reveal nothing about accounts either.
 */
export async function login(ctx: ServiceContext, input: LoginData, origin: SignInOrigin): Promise<SignIn> {
  if (input.Password === undefined && input.ParentCode && origin.pending?.awaitingParentChoice) {
    return completeParentChoice(ctx, origin.pending, input);
  }
  const client = { ip: origin.clientIp, userAgent: origin.userAgent };
  const user = await authenticate(ctx, {
    userName: input.UserName,
    password: input.Password ?? '',
    clientIp: origin.clientIp,
    client,
  });
  // A hash of another cost than the configured one is replaced now that the password is at hand.
  const newPasswordHash = needsRehash(user.passwordHash!) ? await hashPassword(input.Password!) : undefined;
  return signInUser(ctx, user, {
    parentCode: input.ParentCode,
    isLocalLogin: true,
    newPasswordHash,
    via: 'password',
    client,
  });
}

export type SignIn = { session: NewSession; result: LoginResult };

/**
 * A signed-in browser signs out: recorded in the sign-in log of the session's user (a sign-in still
 * waiting for its parent choice too: it has a user). Nothing is recorded without a session.
 */
export async function recordSignOut(
  ctx: ServiceContext,
  session: Pick<SessionData, 'userId' | 'userName' | 'sso'> | undefined,
  client: SignInClient,
): Promise<void> {
  if (!session) return;
  await recordSignInEvent(ctx, {
    kind: 'sign-out',
    method: session.sso ? 'sso' : 'password',
    userId: session.userId,
    userName: session.userName,
    client,
  });
}

/**
 * Proves a user name and password, under the brute-force throttle. Every refusal is the same
 * ERROR_INVALID_PASSWORD, after the same work — a disabled account with a wrong password too. Only
 * once the right password has proven who is asking is a disabled account told that it is disabled.
 * A sign-in (`client` given) records each refusal in the sign-in log, one insert whatever the reason,
 * from what the throttle and the check already know (decision 060): a refusal by the throttle names
 * no user, since no user was read; the back office finds it by the user name.
 */
export async function authenticate(
  ctx: ServiceContext,
  credentials: { userName: string; password: string; clientIp: string; client?: SignInClient },
): Promise<User> {
  const { userName, password, clientIp, client } = credentials;
  const attempt = { userName, clientIp };
  const admission = await beginAttempt(ctx, attempt);
  const user = admission.admitted ? await getUserByUserName(ctx, userName) : undefined;
  const passwordOk = await verifyPassword(user?.passwordHash, password);
  const refused = async (event: Parameters<typeof recordSignInEvent>[1]) => {
    if (client) await recordSignInEvent(ctx, event);
  };
  const base = { method: 'password', userName, client } as const;
  if (!admission.admitted || !user || !passwordOk) {
    if (admission.admitted) await failAttempt(ctx, attempt);
    ctx.log.info({ userName, throttled: !admission.admitted }, 'sign-in refused');
    if (!admission.admitted)
      await refused({
        ...base,
        kind: 'failure',
        reason: admission.refusal === 'account-locked' ? 'locked' : 'throttled',
      });
    else if (!user) await refused({ ...base, kind: 'failure', reason: 'unknown-user' });
    else
      await refused({
        ...base,
        kind: admission.locksOnFailure ? 'lockout' : 'failure',
        reason: 'wrong-password',
        userId: user.id,
      });
    throw new AppError('ERROR_INVALID_PASSWORD');
  }
  await succeedAttempt(ctx, attempt);
  if (!user.enabled) {
    ctx.log.info({ userName }, 'sign-in of a disabled user refused');
    await refused({ ...base, kind: 'failure', reason: 'disabled', userId: user.id });
    throw new AppError('ERROR_USERLOGIN_DISABLED_USER');
  }
  return user;
}

interface SignInOptions {
  parentCode: string | undefined;
  isLocalLogin: boolean;
  sso?: NewSession['sso'];
  /**
   * The methods the identity provider says it used (the ID token's `amr`, RFC 8176), when it says:
   * a single-factor sign-in there still asks for the portal's second factor of an account that must
   * have one (decision 078).
   */
  providerAmr?: readonly string[] | undefined;
  /** The proof was already two factors (a passkey that verified its user): no second step. */
  secondFactorProven?: boolean;
  newPasswordHash?: string | undefined;
  /** How the identity was proven, for the sign-in log; completing a registration or an invitation by default. */
  via?: SignInMethod;
  /** Where the sign-in came from, for the sign-in log. */
  client?: SignInClient | undefined;
}

/**
 * Signs in a user whose identity is proven (by password, by an identity provider, or by completing a
 * registration or an invitation): maintenance and migration rules, a disabled company, the
 * company-parent choice, and the new session. Only local sign-ins are forced to change an expired
 * password. Every way in records the sign-in here, so the back office's "last sign-in" is the same
 * for people who use the identity provider (with `newPasswordHash`, a password sign-in also replaces
 * a hash of another cost), and so does the sign-in log: the success, or the refusal with its reason.
 */
export async function signInUser(ctx: ServiceContext, user: User, options: SignInOptions): Promise<SignIn> {
  const event = {
    method: options.via ?? 'enrolment',
    userId: user.id,
    userName: user.userName,
    client: options.client,
  } as const;
  try {
    const signIn = await openSession(ctx, user, options);
    await recordSignInEvent(ctx, { ...event, kind: 'success' });
    return signIn;
  } catch (error) {
    if (error instanceof AppError)
      await recordSignInEvent(ctx, { ...event, kind: 'failure', reason: reasonOf(error) });
    throw error;
  }
}

async function openSession(ctx: ServiceContext, user: User, options: SignInOptions): Promise<SignIn> {
  // During maintenance only the back office's admins, by their back-office role (decision 015): an
  // admin account demoted to viewer is not one, an operator account given the admin role is.
  if (
    (await inMaintenance(ctx)) &&
    (await backofficeRoleOf(ctx, { userId: user.id, role: user.role })) !== 'admin'
  )
    throw new AppError('ERROR_NOT_ALLOWED_MAINTENANCE');
  const company = await getCompanyWithParents(ctx, user.companyId);
  // The company's own hub address, when it has one, rides as the error's detail (the spec's keyword
  // convention): the sign-in page sends the user there, else to the configured hub.
  if (isMigratedNow(company, ctx.clock))
    throw new AppError('ERROR_LOGIN_MIGRATE', company.migrationUrl ?? undefined);
  // A company the back office disabled: its users are told so once they have proven who they are.
  if (!company.enabled) throw new AppError('ERROR_COMPANY_DISABLED');
  // The company's VAT number goes along for programs only (never in Message): the sign-in page asks
  // the company's local-login info with it, to send the user to the provider when it is required.
  if (options.isLocalLogin && !signsInLocally(company))
    throw new AppError('ERROR_LOCAL_LOGIN_DISABLED', company.vatCode);

  const parentCode = chooseParent(company, options.parentCode);
  // New or changed disclaimers are answered before anything else (decision 059).
  const disclaimersPending = await hasPendingDisclaimers(ctx, user.id, company.companyType);
  // The sign-in flow's second step (decision 078): none through a provider, unless it says otherwise.
  const secondFactor = options.secondFactorProven
    ? null
    : await ctx.signInSteps.secondFactorStep(ctx, user, {
        ...(!options.isLocalLogin && { provider: { amr: options.providerAmr ?? [] } }),
      });
  const result = {
    ...loginResult(user, company, parentCode, options.isLocalLogin, ctx.clock),
    DisclaimersPending: disclaimersPending,
    SecondFactor: secondFactor,
  };
  const session: NewSession = {
    userId: user.id,
    userName: user.userName.toLowerCase(),
    companyId: company.id,
    role: user.role,
    languageId: user.languageId,
    parentCode,
    awaitingParentChoice: parentCode === null && company.parents.length > 1,
    isLocalLogin: options.isLocalLogin,
    mustChangePassword: result.MustChangePassword || result.IsPassowrdExpired,
    disclaimersPending,
    ...(secondFactor && { secondFactor }),
    ...(options.secondFactorProven && { secondFactorAt: ctx.clock.now().getTime() }),
    ...(options.sso && { sso: options.sso }),
  };
  await recordSignIn(ctx, user.id, options.newPasswordHash);
  ctx.log.info({ userId: user.id, local: options.isLocalLogin }, 'signed in');
  return { session, result };
}

/** The second call of a sign-in with several parents: the pending session already proved the identity. */
async function completeParentChoice(
  ctx: ServiceContext,
  pending: SessionData,
  input: LoginData,
): Promise<SignIn> {
  const user = await getUserById(ctx, pending.userId);
  if (!user?.enabled || user.userName.toLowerCase() !== input.UserName.toLowerCase()) {
    throw new AppError('ERROR_INVALID_PASSWORD');
  }
  const company = await getCompanyWithParents(ctx, pending.companyId);
  const parentCode = chooseParent(company, input.ParentCode);
  return {
    session: { ...pending, parentCode, awaitingParentChoice: false },
    result: {
      ...loginResult(user, company, parentCode, pending.isLocalLogin, ctx.clock),
      DisclaimersPending: pending.disclaimersPending ?? false,
      SecondFactor: pending.secondFactor ?? null,
    },
  };
}

/** Spec §3 Login result. Only local sign-ins report an expired or must-change password. */
function loginResult(
  user: User,
  company: CompanyWithParents,
  parentCode: string | null,
  isLocalLogin: boolean,
  clock: Clock,
) {
  return {
    UserName: user.userName,
    IsPassowrdExpired: isLocalLogin && isPasswordExpired(user, clock),
    MustChangePassword: isLocalLogin && user.mustChangePassword,
    Language: { Id: user.languageId },
    Company: { VatCode: company.vatCode, Name: company.name, CompanyParents: company.parents },
    ParentCode: parentCode,
  };
}

const isPasswordExpired = (user: User, clock: Clock) =>
  user.passwordExpiresAt !== null && user.passwordExpiresAt.getTime() <= clock.now().getTime();

/** The named parent (which must be one of the company's), else the only one, else none yet. */
function chooseParent(company: CompanyWithParents, requested: string | undefined): string | null {
  if (requested) {
    const match = company.parents.find((p) => p.VatCode === requested.toUpperCase());
    if (!match) throw new AppError('ERROR_BAD_PARENT');
    return match.VatCode;
  }
  return company.parents.length === 1 ? (company.parents[0]?.VatCode ?? null) : null;
}

/**
 * The signed-in caller's session as the pages show it (also while a password change is pending).
 * Whether the sign-in was local is the session's to say.
 */
export async function sessionInfo(
  ctx: ServiceContext,
  session: { isLocalLogin: boolean; disclaimersPending?: boolean | undefined },
): Promise<SessionInfo> {
  const { actor } = signedIn(ctx, { allowPasswordChange: true });
  const user = await getUserById(ctx, actor.userId);
  if (!user) throw new AppError('ERROR_EMPTY_SESSION');
  const company = await getCompanyWithParents(ctx, actor.companyId);
  return {
    User: {
      UserName: user.userName,
      FirstName: user.firstName,
      LastName: user.lastName,
      Email: user.email,
      EmailVerified: user.emailVerifiedAt !== null,
      Role: user.role,
    },
    Company: { VatCode: company.vatCode, Name: company.name, CompanyParents: company.parents },
    ParentCode: actor.parentCode,
    Language: { Id: actor.languageId },
    IsLocalLogin: session.isLocalLogin,
    MustChangePassword: actor.mustChangePassword,
    DisclaimersPending: session.disclaimersPending ?? false,
  };
}

/**
 * Switches the caller's active parent, which must be one of the company's parents. Returns the parent
 * chosen, for the caller's session, and the session as it is with it.
 */
export async function changeParent(
  ctx: ServiceContext,
  input: { parentCode: string; isLocalLogin: boolean },
): Promise<{ parentCode: string | null; info: SessionInfo }> {
  const signed = signedIn(ctx);
  const company = await getCompanyWithParents(ctx, signed.actor.companyId);
  const parentCode = chooseParent(company, input.parentCode);
  const info = await sessionInfo({ ...signed, actor: { ...signed.actor, parentCode } }, input);
  return { parentCode, info };
}

/** Remembers the signed-in caller's language (also while a password change is pending). */
export async function setSessionLanguage(ctx: ServiceContext, languageId: number): Promise<number> {
  if (!isLanguageId(languageId)) throw new AppError('ERROR_BAD_REQUEST', 'Id');
  const { actor } = signedIn(ctx, { allowPasswordChange: true });
  await setLanguage(ctx, actor.userId, languageId);
  return languageId;
}

/**
 * Change password (spec §5): the current password must be right, the new one must follow the policy
 * with the user's names, match its confirmation and differ from the current one. The current
 * password is proven as at sign-in, under the same per-account throttle: whoever holds a session
 * (a browser left open) gets no more guesses at the password than a stranger at the sign-in page.
 */
export async function changePassword(
  ctx: ServiceContext,
  input: ChangePasswordData,
  origin: { clientIp: string },
): Promise<User> {
  const { actor } = signedIn(ctx, { allowPasswordChange: true });
  const current = await getUserById(ctx, actor.userId);
  if (!current) throw new AppError('ERROR_EMPTY_SESSION');
  const user = await authenticate(ctx, {
    userName: current.userName,
    password: input.OldPassword,
    clientIp: origin.clientIp,
  });
  const policy = checkPasswordPolicy(
    input.NewPassword,
    { firstName: user.firstName, lastName: user.lastName, userName: user.userName },
    { minLength: (await ctx.settings.current()).passwordMinLength },
  );
  if (!policy.ok) throw new AppError(policy.key, policy.detail);
  const match = checkPasswordsMatch(input.NewPassword, input.NewPassword2);
  if (!match.ok) throw new AppError(match.key);
  if (input.NewPassword === input.OldPassword) throw new AppError('ERROR_PASSWORD_SAME_AS_OLD');
  await setPassword(ctx, user.id, await hashPassword(input.NewPassword));
  ctx.log.info({ userId: user.id }, 'password changed');
  // Every session of the user ends, the caller's included (its route starts a new one).
  await ctx.signOut.signOutUsers([user.id], 'password-changed');
  return user;
}
