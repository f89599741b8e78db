import type { QueryClient } from '@tanstack/react-query';
import { errorKeyOf } from '../lib/error-text';
import {
  markDisclaimersPending,
  markPasswordChangeRequired,
  markSignedOut,
} from '../lib/session/session-query';

/**
 * The global answer to the session errors (spec §8), whatever call meets them: every API call of
 * the app runs as a TanStack query or mutation, so watching both caches sees them all.
 * - ERROR_EMPTY_SESSION: the session is gone; the session query becomes anonymous and the sign-in
 *   guard sends the user to the login page (with the page to come back to). `onSessionExpired` runs
 *   when a signed-in user lost the session this way, to tell them why.
 * - ERROR_PASSWORD_CHANGE_REQUIRED: the guard sends the user to the change-password page.
 * - ERROR_DISCLAIMERS_PENDING: the guard sends the user to the disclaimers page (decision 059).
 * - ERROR_SECOND_FACTOR_REQUIRED: the session waits for its second factor (decision 078);
 *   `onSecondFactorRequired` sends the user to the sign-in's second step.
 * - ERROR_NOT_ALLOWED_MAINTENANCE: maintenance began while the user was in (decision 058);
 *   `onMaintenance` runs once, to send them to the maintenance page.
 * Pages still show their own errors; this only moves the user to where the error can be solved.
 */
export function watchSessionErrors(
  queryClient: QueryClient,
  handlers: { onSessionExpired: () => void; onMaintenance: () => void; onSecondFactorRequired: () => void },
): () => void {
  let maintenanceSeen = false;
  const handle = (error: unknown) => {
    const key = errorKeyOf(error);
    if (key === 'ERROR_EMPTY_SESSION') {
      if (markSignedOut(queryClient)) handlers.onSessionExpired();
    } else if (key === 'ERROR_PASSWORD_CHANGE_REQUIRED') {
      markPasswordChangeRequired(queryClient);
    } else if (key === 'ERROR_DISCLAIMERS_PENDING') {
      markDisclaimersPending(queryClient);
    } else if (key === 'ERROR_SECOND_FACTOR_REQUIRED') {
      handlers.onSecondFactorRequired();
    } else if (key === 'ERROR_NOT_ALLOWED_MAINTENANCE' && !maintenanceSeen) {
      maintenanceSeen = true;
      handlers.onMaintenance();
    }
  };
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') handle(event.action.error);
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
