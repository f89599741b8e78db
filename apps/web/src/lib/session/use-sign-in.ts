import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetCsrfToken } from '../api-client';
import { sessionQuery } from './session-query';
import { signIn, signOut } from './sign-in-calls';

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
