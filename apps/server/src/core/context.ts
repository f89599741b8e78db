import type { SecondFactorStep } from '@sportello/contracts/auth/second-factor.values';
import { DEFAULT_LANGUAGE_ID } from '@sportello/i18n/languages';
import { AppError } from './app-error';
import type { Clock } from './clock';
import { type CapabilitiesPort, EVERY_CAPABILITY } from './customer-capabilities';
import type { Tx } from './database';
import { type FileStore, NO_FILES } from './file-store/file-store';
import { NO_SETTINGS, type SettingsPort } from './portal-settings';
import { type GrantsPort, NO_GRANTS } from './role-grants';
import type { SessionData } from './session';
import { ANTI_ENUMERATION_FLOOR_MS, withMinimumDuration } from './timing';

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
  /** When this session last proved a second factor (epoch ms), null if never: for step-up (decision 078). */
  secondFactorAt: number | null;
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

/**
 * A partner application calling with its OAuth access token (decision 080): no session and no user;
 * what it may do is its token's scopes, which the route's gate checked. Audited by its client id.
 */
export interface PartnerActor {
  kind: 'partner';
  partnerId: number;
  clientId: string;
  scopes: readonly string[];
  languageId: number;
}

export type Actor = AnonymousActor | SignedInActor | PartnerActor;

/** Whether a person is signed in (a customer or staff), not a visitor, a job or a partner application. */
export const isSignedIn = (actor: Actor): actor is SignedInActor =>
  actor.kind === 'customer' || actor.kind === 'staff';

/** Why people's sessions end: the log says so. */
export type SignOutReason =
  | 'disabled'
  | 'role-changed'
  | 'password-changed'
  | 'company-lost-access'
  | 'ended-by-staff'
  | 'disclaimer-refused';

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
 * The one way a service announces a change to the pages that follow it (the chat), on every server
 * process (core/event-bus.ts, decision 037). Called after the change is committed. Only publishing is
 * a service's: following a channel is the transport's (the routes' event streams, core/event-stream.ts).
 */
export interface EventPort {
  publish(channel: string, event: object): Promise<void>;
}

/**
 * Work with nobody following it (seeds, command-line tools): events are dropped. Harmless rather than
 * a refusal, unlike NO_SIGN_OUT: an event only tells a page to read the database again, so one lost
 * costs nothing but a live update, while a sign-out skipped in silence would leave sessions open.
 */
export const NO_EVENTS: EventPort = { publish: async () => {} };

/**
 * What a sign-in whose first factor is proven still has to prove (decision 078): the second-factor
 * module's answer, handed to the sign-in (auth) as a port, so that the identity core does not depend
 * on the module that mails and checks second factors. `provider.amr`: the methods an identity
 * provider said it used, for a sign-in through it.
 */
export interface SignInStepsPort {
  secondFactorStep(
    ctx: ServiceContext,
    user: { id: string; role: SessionData['role']; companyId: number },
    proof: { provider?: { amr: readonly string[] } },
  ): Promise<SecondFactorStep | null>;
}

/** Work that signs nobody in (seeds, jobs, command-line tools): a sign-in is a mistake, and says so. */
export const NO_SIGN_IN_STEPS: SignInStepsPort = {
  secondFactorStep: async () => {
    throw new Error('this context cannot sign anyone in: give it the application’s sign-in steps');
  },
};

/**
 * The anti-enumeration floor (core/timing.ts): the services whose answer must not reveal whether an
 * account exists (the recovery calls) run their whole work through `evenly`, which answers no sooner
 * than the floor after the start, success or refusal alike. A port of the context rather than a
 * setting of each service: the floor is one value of the deployment (ANTI_ENUMERATION_FLOOR_MS, 0 in
 * the test suites), every caller (a route, a job, another service) gets it without threading it
 * through each service's settings, and a context that was not given one keeps the production floor.
 */
export interface AntiEnumerationPort {
  evenly<T>(work: () => Promise<T>): Promise<T>;
}

/** The floor of `ms` milliseconds; 0 runs the work as it comes. */
export const antiEnumerationFloor = (ms: number): AntiEnumerationPort => ({
  evenly: (work) => withMinimumDuration(ms, work),
});

/** The production floor: what a context gets unless its builder says otherwise (systemContext). */
export const PRODUCTION_ANTI_ENUMERATION = antiEnumerationFloor(ANTI_ENUMERATION_FLOOR_MS);

/**
 * The one context every service function takes first: who is asking, the database (or the open
 * transaction), a logger, the clock, and the ports of its side effects (decision 057): ending
 * sessions, announcing events, the anti-enumeration floor. Routes build it from the request
 * (`request-context.ts`), jobs, seeds and tests build it themselves (`systemContext`), so a service
 * never needs Fastify or HTTP, and no route finishes a service's work.
 */
export interface ServiceContext<A extends Actor = Actor> {
  actor: A;
  tx: Tx;
  log: Log;
  clock: Clock;
  signOut: SignOutPort;
  events: EventPort;
  antiEnumeration: AntiEnumerationPort;
  /** The portal's settings in force (core/portal-settings.ts, decision 058). */
  settings: SettingsPort;
  /** The customer areas granted to a customer (core/customer-capabilities.ts, decision 066). */
  capabilities: CapabilitiesPort;
  /** The admins' narrowings of the back-office roles' grants (core/role-grants.ts, decision 067). */
  grants: GrantsPort;
  /** What a sign-in has left to prove after its first factor (decision 078). */
  signInSteps: SignInStepsPort;
  /** Where files are kept: toolkit versions, ticket attachments (core/file-store, decision 084). */
  files: FileStore;
}

/** The side effects a context is built with, the same for a request's and a job's. */
export type ServicePorts = Pick<
  ServiceContext,
  'signOut' | 'events' | 'antiEnumeration' | 'settings' | 'capabilities' | 'grants' | 'signInSteps' | 'files'
>;

/**
 * The actor of a session; a sign-in still waiting for its parent choice or its second factor is
 * nobody yet (the flow's own calls take the pending session from the route).
 */
export function actorOfSession(session: SessionData | undefined, languageId: number): Actor {
  if (!session || session.awaitingParentChoice || session.secondFactor)
    return { kind: 'anonymous', languageId };
  const { userId, userName, companyId, parentCode, mustChangePassword } = session;
  const common = {
    userId,
    userName,
    companyId,
    parentCode,
    mustChangePassword,
    languageId: session.languageId,
    secondFactorAt: session.secondFactorAt ?? null,
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
  if (!isSignedIn(actor)) throw new AppError('ERROR_EMPTY_SESSION');
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
 * anonymous, in the default language, audited as the system. Ports not given: no sign-out (a call
 * fails), no events (dropped), the production anti-enumeration floor, every customer area granted,
 * no back-office grants (a permission check fails), no sign-in (a sign-in fails), no file store
 * (storing or reading a file fails).
 */
export function systemContext(
  deps: { tx: Tx; log: Log; clock: Clock } & Partial<ServicePorts>,
): ServiceContext<AnonymousActor> {
  return {
    actor: { kind: 'anonymous', languageId: DEFAULT_LANGUAGE_ID },
    signOut: NO_SIGN_OUT,
    events: NO_EVENTS,
    antiEnumeration: PRODUCTION_ANTI_ENUMERATION,
    settings: NO_SETTINGS,
    capabilities: EVERY_CAPABILITY,
    grants: NO_GRANTS,
    signInSteps: NO_SIGN_IN_STEPS,
    files: NO_FILES,
    ...deps,
  };
}
