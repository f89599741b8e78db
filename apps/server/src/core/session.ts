import { createHash, randomBytes } from 'node:crypto';
import type { SecondFactorStep } from '@sportello/contracts/auth/second-factor.values';
import { SESSION_ABSOLUTE_HOURS_RANGE } from '@sportello/contracts/backoffice/settings.values';
import { SIGNED_IN_HINT_COOKIE } from '@sportello/contracts/common/page-cookies.values';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import type { Clock } from './clock';
import type { SessionLifetimes, SettingsPort } from './portal-settings';
import type { AnnouncedSessionStore } from './session-cache';

/** A signed-in (or signing-in) user, as kept server-side. The cookie holds only a random id. */
export type SessionData = {
  userId: string;
  companyId: number;
  role: 'user' | 'company_admin' | 'operator' | 'admin';
  languageId: number;
  /** The active company parent (VAT number); null when the company has none or none is chosen yet. */
  parentCode: string | null;
  /** Password verified, but the user must still pick one of several company parents. */
  awaitingParentChoice: boolean;
  /** Lower-cased user name, to match the second (parent-choice) call of a pending sign-in. */
  userName: string;
  /** Signed in with a password (local) rather than through an identity provider. */
  isLocalLogin: boolean;
  mustChangePassword: boolean;
  /**
   * Disclaimers wait for the user's answer since sign-in (decision 059): only the calls that allow a
   * pending step run until they are answered.
   */
  disclaimersPending?: boolean;
  /**
   * The sign-in flow's step still open (decision 078): the password (or the provider) is proven,
   * a second factor is to `verify` or to `enrol`. Until then the session reaches only the flow's
   * own calls (`access: 'sign-in-flow'`), for SECOND_FACTOR_PENDING_MINUTES after the password.
   */
  secondFactor?: SecondFactorStep;
  /**
   * The session's assurance: when a second factor was last proven in it (epoch ms); absent, the
   * password (or the provider) alone. Sensitive actions ask again when it is older than
   * STEP_UP_MINUTES.
   */
  secondFactorAt?: number;
  /** After a single sign-on: the provider and its ID token, to end the provider's session at sign-out. */
  sso?: { provider: 'v2' | 'v3'; idToken: string };
  /** The pop-up banner of this session (spec §3 Pop-up message state); absent until first changed. */
  popups?: PopupSessionState;
  createdAt: number;
  lastSeenAt: number;
};

export interface PopupSessionState {
  minimized: boolean;
  closed: boolean;
  /** Ids of the messages seen so far. */
  viewed: number[];
}

export type NewSessionData = Omit<SessionData, 'createdAt' | 'lastSeenAt'>;

export const SESSION_COOKIE = 'sportello.sid';
/**
 * How long sessions last is a runtime setting (decision 072): a session ends after the idle time in
 * force without calls, and in any case the absolute time in force after its sign-in, both judged at
 * each call. The store keeps a session for the idle time in force when it was last written.
 */
type Lifetimes = { idleSeconds: number; absoluteSeconds: number };
const lifetimesOf = ({ idleMinutes, absoluteHours }: SessionLifetimes): Lifetimes => ({
  idleSeconds: idleMinutes * 60,
  absoluteSeconds: absoluteHours * 60 * 60,
});
/** The longest a session may last, whatever the settings: the hint cookie's life when set alone. */
const LONGEST_SECONDS = SESSION_ABSOLUTE_HOURS_RANGE.max * 60 * 60;
/** Activity is written back at most this often, not on every call. */
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionData | undefined;
    sessionIdHash: string | undefined;
  }
  interface FastifyReply {
    /** Starts a new session under a new id (the old one, if any, is destroyed: no fixation). */
    startSession(data: NewSessionData): Promise<void>;
    /**
     * Writes the given fields into the caller's session, and only those, only while the session
     * still exists (decision 055); ERROR_EMPTY_SESSION when it has ended meanwhile. Only a route
     * that declares `savesSession` may call it, so that the tests find every such route.
     */
    saveSession(changes: Partial<NewSessionData>): Promise<void>;
    endSession(): Promise<void>;
  }
}

/**
 * Whether a stored session is still usable at `now` under `lifetimes` (neither idle too long nor past
 * its absolute end).
 */
export function isSessionLive(
  session: Pick<SessionData, 'createdAt' | 'lastSeenAt'>,
  now: number,
  lifetimes: SessionLifetimes,
): boolean {
  const { idleSeconds, absoluteSeconds } = lifetimesOf(lifetimes);
  return now - session.createdAt <= absoluteSeconds * 1000 && now - session.lastSeenAt <= idleSeconds * 1000;
}

// `secure` comes from the cookie plugin's default (Secure when the portal is published over https).
const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const };
/**
 * The page's scripts read the hint (see its definition); it comes and goes with the session cookie. A
 * sign-in sets it for the session's absolute time; set alone, it lasts the longest any session may,
 * and the first call that finds the session ended clears it.
 */
export const SIGNED_IN_HINT_OPTIONS = { ...cookieOptions, httpOnly: false, maxAge: LONGEST_SECONDS };

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * The routes that write to their caller's session, by `METHOD /path`, as `registerRoute` declares
 * them (`savesSession`): only these may call `reply.saveSession`, so that the tests that hold a
 * request while its session ends find every one of them.
 */
const sessionWriters = new WeakMap<FastifyInstance, Set<string>>();

export function declareSessionWriter(app: FastifyInstance, route: string): void {
  sessionWriters.set(app, (sessionWriters.get(app) ?? new Set<string>()).add(route));
}

export function sessionWritingRoutes(app: FastifyInstance): ReadonlySet<string> {
  return sessionWriters.get(app) ?? new Set();
}

/** Methods that change state: their request's body may arrive long after its headers. */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerSessions(
  app: FastifyInstance,
  store: AnnouncedSessionStore,
  opts: {
    clock: Clock;
    /** The settings in force, for the sessions' lifetimes (decision 072). */
    settings: Pick<SettingsPort, 'current'>;
    /** Called with every new session, i.e. at each sign-in (the anti-forgery secret is renewed then). */
    onStart?: (request: FastifyRequest, reply: FastifyReply) => void;
  },
) {
  app.decorate('sessionStore', store);
  app.decorateRequest('session', undefined);
  app.decorateRequest('sessionIdHash', undefined);

  /** The browser's cookies of a session that no longer exists go, so that its pages stop asking for it. */
  const forgetCookies = (reply: FastifyReply) =>
    reply
      .clearCookie(SESSION_COOKIE, cookieOptions)
      .clearCookie(SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_OPTIONS);

  // Only API calls look sessions up; static files and pages never touch the store.
  app.addHook('onRequest', async (request, reply) => {
    if (!/^\/api\//i.test(request.url)) return;
    const id = request.cookies[SESSION_COOKIE];
    if (!id || id.length > 100) return;
    const idHash = hashId(id);
    const session = (await store.get(idHash)) as SessionData | undefined;
    if (!session) {
      forgetCookies(reply);
      return;
    }
    const now = opts.clock.now().getTime();
    const lifetimes = (await opts.settings.current()).sessions;
    if (!isSessionLive(session, now, lifetimes)) {
      await store.destroy(idHash);
      forgetCookies(reply);
      return;
    }
    request.session = session;
    request.sessionIdHash = idHash;
    request.languageOverride = session.languageId;
    if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
      session.lastSeenAt = now;
      await store.update(idHash, { lastSeenAt: now }, lifetimesOf(lifetimes).idleSeconds);
    }
  });

  // The session was read when the headers arrived; a body may come much later (the client decides
  // when). A call that changes something is judged on the session as it is once the body is in:
  // ended meanwhile (signed out, disabled, password changed, demoted), the call is anonymous, and
  // its route's guard and service refuse it.
  app.addHook('preValidation', async (request, reply) => {
    if (!request.sessionIdHash || READ_ONLY_METHODS.has(request.method)) return;
    const session = (await store.get(request.sessionIdHash)) as SessionData | undefined;
    if (session) {
      request.session = session;
      return;
    }
    request.session = undefined;
    request.sessionIdHash = undefined;
    forgetCookies(reply);
  });

  app.decorateReply('startSession', async function (this: FastifyReply, data: NewSessionData) {
    const request = this.request as FastifyRequest;
    if (request.sessionIdHash) await store.destroy(request.sessionIdHash);
    const id = randomBytes(32).toString('base64url');
    const now = opts.clock.now().getTime();
    const session: SessionData = { ...data, createdAt: now, lastSeenAt: now };
    const idHash = hashId(id);
    const { idleSeconds, absoluteSeconds } = lifetimesOf((await opts.settings.current()).sessions);
    await store.create(idHash, session, idleSeconds);
    request.session = session;
    request.sessionIdHash = idHash;
    request.languageOverride = session.languageId;
    this.setCookie(SESSION_COOKIE, id, { ...cookieOptions, maxAge: absoluteSeconds });
    this.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...SIGNED_IN_HINT_OPTIONS, maxAge: absoluteSeconds });
    opts.onStart?.(request, this);
  });

  app.decorateReply('saveSession', async function (this: FastifyReply, changes: Partial<NewSessionData>) {
    const request = this.request as FastifyRequest;
    const route = `${request.routeOptions.method} ${request.routeOptions.url}`;
    if (!sessionWritingRoutes(request.server).has(route))
      throw new Error(`${route} saves the session without declaring savesSession`);
    const { idleSeconds } = lifetimesOf((await opts.settings.current()).sessions);
    const saved = request.sessionIdHash && (await store.update(request.sessionIdHash, changes, idleSeconds));
    if (!saved) {
      request.session = undefined;
      request.sessionIdHash = undefined;
      forgetCookies(this);
      throw new AppError('ERROR_EMPTY_SESSION');
    }
    request.session = saved as SessionData;
  });

  app.decorateReply('endSession', async function (this: FastifyReply) {
    const request = this.request as FastifyRequest;
    if (request.sessionIdHash) await store.destroy(request.sessionIdHash);
    request.session = undefined;
    request.sessionIdHash = undefined;
    forgetCookies(this);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionStore: AnnouncedSessionStore;
  }
}
