import { Navigate, Outlet, useLocation } from 'react-router';
import { paths, RETURN_URL_PARAM } from '../../config/paths';
import {
  areDisclaimersPending,
  isPasswordChangeRequired,
  useSession,
} from '../../features/auth/hooks/use-session';
import { withReturnParam } from '../../lib/return-url';
import { signInFirstPath } from './after-sign-in';
import { SessionFailed, SessionLoading } from './session-states';

export interface RequireSessionProps {
  /** The change-password page itself stays reachable while the password must change. */
  allowPasswordChange?: boolean;
  /** The disclaimers page itself stays reachable while disclaimers wait for an answer. */
  allowDisclaimers?: boolean;
}

/**
 * The guard of every page behind sign-in: anonymous visitors go to the login page with the page as
 * `returnUrl`; a user whose password must change goes to the change-password page, from any page
 * (spec §4), and comes back afterwards; then, while disclaimers wait for an answer since sign-in,
 * to the disclaimers page (decision 059).
 */
export function RequireSession({
  allowPasswordChange = false,
  allowDisclaimers = false,
}: RequireSessionProps) {
  const state = useSession();
  const { pathname, search } = useLocation();

  if (state.status === 'loading') return <SessionLoading />;
  if (state.status === 'error') return <SessionFailed error={state.error} retry={state.retry} />;
  if (state.status === 'anonymous') return <Navigate to={signInFirstPath(pathname, search)} replace />;
  if (!allowPasswordChange && isPasswordChangeRequired(state.session)) {
    return (
      <Navigate
        to={withReturnParam(paths.changePassword, RETURN_URL_PARAM, `${pathname}${search}`)}
        replace
      />
    );
  }
  if (!allowPasswordChange && !allowDisclaimers && areDisclaimersPending(state.session)) {
    return (
      <Navigate to={withReturnParam(paths.disclaimers, RETURN_URL_PARAM, `${pathname}${search}`)} replace />
    );
  }
  return <Outlet />;
}
