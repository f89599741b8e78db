import type { getSession, SessionInfo } from '@sportello/contracts/auth/login.contract';
import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api-client';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/**
 * Who is signed in (GET /api/Auth/session): the session, or null for an anonymous visitor. A 401 is
 * the normal answer for anonymous visitors (and for a sign-in still waiting for the parent choice),
 * so it is data, not an error. Every guard reads this one query; the shell keeps it for the whole
 * visit, so it is never cancelled by navigation.
 */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ signal }): Promise<SessionInfo | null> => {
    try {
      return await apiRequest<typeof getSession>(LOGIN_ROUTES.getSession, { signal, keepOnNavigation: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  // It changes only through sign-in, sign-out and the calls below, which update or refetch it;
  // a session that expired on the server shows up as ERROR_EMPTY_SESSION on the next call.
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * Fetches the session again and waits for it, including when no page is watching it: callers
 * navigate afterwards, and the guards of the next page must see the new state, not the old one.
 */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY, refetchType: 'all' });
}

/** The server said there is no session (ERROR_EMPTY_SESSION): the guards send the visitor to the login page. */
export function markSignedOut(queryClient: QueryClient): boolean {
  const wasSignedIn = Boolean(queryClient.getQueryData(sessionQuery.queryKey));
  queryClient.setQueryData(sessionQuery.queryKey, null);
  return wasSignedIn;
}

/** The server said the password must change first (ERROR_PASSWORD_CHANGE_REQUIRED): the guards go to that page. */
export function markPasswordChangeRequired(queryClient: QueryClient): void {
  const current = queryClient.getQueryData(sessionQuery.queryKey);
  if (current) {
    const next: SessionInfo = { ...current, MustChangePassword: true };
    queryClient.setQueryData(sessionQuery.queryKey, next);
  } else void refreshSession(queryClient);
}

/** The server said disclaimers wait for an answer (ERROR_DISCLAIMERS_PENDING): the guards go to that page. */
export function markDisclaimersPending(queryClient: QueryClient): void {
  const current = queryClient.getQueryData(sessionQuery.queryKey);
  if (current) {
    const next: SessionInfo = { ...current, DisclaimersPending: true };
    queryClient.setQueryData(sessionQuery.queryKey, next);
  } else void refreshSession(queryClient);
}
