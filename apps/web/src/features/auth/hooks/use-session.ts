import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from '../../../lib/session/session-query';

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signedIn'; session: SessionInfo }
  | { status: 'error'; error: unknown; retry: () => void };

/** The visitor's session as the guards and the shell need it: loading, anonymous, signed in, or failed. */
export function useSession(): SessionState {
  const query = useQuery(sessionQuery);
  // Data wins over a failed background refetch: a hiccup must not throw a signed-in user out.
  if (query.data) return { status: 'signedIn', session: query.data };
  if (query.data === null) return { status: 'anonymous' };
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}

/**
 * The session of a page behind the sign-in guard, which renders its pages only once someone is
 * signed in; reaching this without a session is a wiring mistake, not a state to handle.
 */
export function useSignedInSession(): SessionInfo {
  const { data } = useQuery(sessionQuery);
  if (!data)
    throw new Error('useSignedInSession() needs a signed-in session: render the page behind the guard');
  return data;
}

/**
 * Spec §2/§4: an expired password, or one that must change, sends the user to the change-password
 * page, for local logins only (single-sign-on users change it at their identity provider).
 */
export function isPasswordChangeRequired(session: SessionInfo): boolean {
  return session.IsLocalLogin && session.MustChangePassword;
}

/** Disclaimers wait for the user's answer since sign-in (decision 059): the disclaimers page comes first. */
export function areDisclaimersPending(session: SessionInfo): boolean {
  return session.DisclaimersPending === true;
}
