import { DEFAULT_LANGUAGE_ID } from '@sportello/i18n/languages';
import { AppError } from './app-error';
import type { Clock } from './clock';
import type { Tx } from './database';
import type { SessionData } from './session';

/** What a service logs through: the request's logger in routes, the process logger in jobs. */
export interface Log {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Nobody signed in: a visitor, or a job acting for nobody in particular. */
export interface AnonymousActor {
  kind: 'anonymous';
  /** The language of the request (header, query or Accept-Language), for answers and e-mails. */
  languageId: number;
}

interface SignedIn {
  userId: string;
  /** The lower-cased user name: the full login that audit entries and authorship record. */
  userName: string;
  companyId: number;
  /** The active company parent (VAT code), null when the company has none. */
  parentCode: string | null;
  languageId: number;
  /** The password must be changed before anything else (spec §4): only the calls that allow it run. */
  mustChangePassword: boolean;
}

/** A user of a customer company: plain user or company administrator. */
export interface CustomerActor extends SignedIn {
  kind: 'customer';
  role: 'user' | 'company_admin';
}

/**
 * A user of the vendor's company. `role` is the account role; what they may do in the back office is
 * their back-office role, read by the access module's policy on every check (decision 015), so that
 * a demotion takes effect at once.
 */
export interface StaffActor extends SignedIn {
  kind: 'staff';
  role: 'operator' | 'admin';
}

export type SignedInActor = CustomerActor | StaffActor;
export type Actor = AnonymousActor | SignedInActor;

/** Why people's sessions end: the log says so. */
export type SignOutReason =
  | 'disabled'
  | 'role-changed'
  | 'password-changed'
  | 'company-lost-access'
  | 'ended-by-staff';

/**
 * The one way a service ends people's sessions, on every server process (decision 057): disabling,
 * demoting, a password change or reset, a company disabled, migrated or switched to single sign-on
 * only, the back office ending them, an import. Called after the change is committed, so that a
 * sign-in in between already meets the change.
 */
export interface SignOutPort {
  signOutUsers(userIds: readonly string[], reason: SignOutReason): Promise<void>;
}

/** Work that has nobody to sign out (seeds, command-line tools): a call is a mistake, and says so. */
export const NO_SIGN_OUT: SignOutPort = {
  signOutUsers: async () => {
    throw new Error('this context cannot end sessions: give it the application’s sign-out port');
  },
};

/**
 * The one context every service function takes first: who is asking, the database (or the open
 * transaction), a logger, the clock and the sign-out port. Routes build it from the request (`request-context.ts`),
 * jobs, seeds and tests build it themselves, so a service never needs Fastify or HTTP.
 */
export interface ServiceContext<A extends Actor = Actor> {
  actor: A;
  tx: Tx;
  log: Log;
  clock: Clock;
  signOut: SignOutPort;
}

/** The actor of a session; a sign-in still waiting for its parent choice is nobody yet. */
export function actorOfSession(session: SessionData | undefined, languageId: number): Actor {
  if (!session || session.awaitingParentChoice) return { kind: 'anonymous', languageId };
  const { userId, userName, companyId, parentCode, mustChangePassword } = session;
  const common = {
    userId,
    userName,
    companyId,
    parentCode,
    mustChangePassword,
    languageId: session.languageId,
  };
  return session.role === 'operator' || session.role === 'admin'
    ? { kind: 'staff', role: session.role, ...common }
    : { kind: 'customer', role: session.role, ...common };
}

/**
 * The context of a signed-in caller, or ERROR_EMPTY_SESSION (401). While a password change is
 * pending only the calls that say so (`allowPasswordChange`) go on; the others answer
 * ERROR_PASSWORD_CHANGE_REQUIRED (403), as every guarded action must (spec §4).
 */
export function signedIn<C extends ServiceContext>(
  ctx: C,
  opts: { allowPasswordChange?: boolean } = {},
): C & ServiceContext<SignedInActor> {
  const { actor } = ctx;
  if (actor.kind === 'anonymous') throw new AppError('ERROR_EMPTY_SESSION');
  if (actor.mustChangePassword && !opts.allowPasswordChange)
    throw new AppError('ERROR_PASSWORD_CHANGE_REQUIRED');
  return ctx as C & ServiceContext<SignedInActor>;
}

/** The context of the vendor's staff; customers get ERROR_FORBIDDEN (403). */
export function staffOnly<C extends ServiceContext>(ctx: C): C & ServiceContext<StaffActor> {
  const signed = signedIn(ctx);
  if (signed.actor.kind !== 'staff') throw new AppError('ERROR_FORBIDDEN');
  return signed as C & ServiceContext<StaffActor>;
}

/** The same context acting inside an open transaction. */
export const within = <C extends ServiceContext>(ctx: C, tx: Tx): C => ({ ...ctx, tx });

/**
 * The context of work nobody asked for from a browser (start-up seeding, jobs, command-line tools):
 * anonymous, in the default language, audited as the system.
 */
export function systemContext(deps: {
  tx: Tx;
  log: Log;
  clock: Clock;
  signOut?: SignOutPort;
}): ServiceContext<AnonymousActor> {
  return { actor: { kind: 'anonymous', languageId: DEFAULT_LANGUAGE_ID }, signOut: NO_SIGN_OUT, ...deps };
}
