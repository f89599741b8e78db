import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetCsrfToken } from '../../../lib/api-client';
import {
  changeOwnPassword,
  saveSessionLanguage,
  signIn,
  signOut,
  switchCompanyParent,
} from '../api/auth-calls';
import { refreshSession, sessionQuery } from '../api/session-query';

/**
 * One password sign-in call. The server starts a new session (also for a sign-in still waiting for
 * the parent choice), so the anti-forgery token is fetched afresh for the next call. The session
 * query is refreshed by the caller once the sign-in is complete, not after each call.
 */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: () => resetCsrfToken() });
}

/** Ends the session on the server and forgets it here. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      resetCsrfToken();
      queryClient.setQueryData(sessionQuery.queryKey, null);
    },
  });
}

/** Switches the active company parent; the answer is the updated session, so no refetch is needed. */
export function useChangeCompanyParent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchCompanyParent,
    onSuccess: (session: SessionInfo) => queryClient.setQueryData(sessionQuery.queryKey, session),
  });
}

/**
 * Changes the password. The server continues the session under a new id and lifts the must-change
 * flag, so the token is renewed and the session refetched before the caller moves on.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: async () => {
      resetCsrfToken();
      await refreshSession(queryClient);
    },
  });
}

/** Remembers a signed-in user's language choice on the server (next sign-in starts in it). */
export function useSaveSessionLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionLanguage,
    onSuccess: ({ Id }) =>
      queryClient.setQueryData(sessionQuery.queryKey, (current) =>
        current ? { ...current, Language: { Id } } : current,
      ),
  });
}
