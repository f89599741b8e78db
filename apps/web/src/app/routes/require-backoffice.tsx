import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { lazy, Suspense } from 'react';
import { useSession } from '../../features/auth/hooks/use-session';
import { NotFoundRoute } from './not-found-route';
import { SessionLoading } from './session-states';

/** The vendor's operators and admins: the only users with a back office. */
export function isBackofficeUser(role: SessionInfo['User']['Role'] | undefined): boolean {
  return role === 'operator' || role === 'admin';
}

// Fetched the first time the guard below renders it, i.e. never for a customer.
const BackofficeRoute = lazy(() =>
  import('./backoffice-route').then((m) => ({ default: m.BackofficeRoute })),
);

/**
 * The gate of `/backoffice/*`. React Router fetches a route's `lazy` module while it matches the
 * address, before any element could look at the role; so the back office is not a lazy route but
 * a lazy component that only this guard renders, for back-office users. Anyone else gets the
 * not-found page: for customers there is no back office, and its code and texts never reach them.
 * The server checks every call anyway (decision 015).
 */
export function RequireBackoffice() {
  const state = useSession();
  // RequireSession, above, has already waited for the session; this only covers a use without it.
  if (state.status !== 'signedIn') return <SessionLoading />;
  if (!isBackofficeUser(state.session.User.Role)) return <NotFoundRoute />;
  return (
    <Suspense fallback={<SessionLoading />}>
      <BackofficeRoute />
    </Suspense>
  );
}
