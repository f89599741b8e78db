import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from './session-query';
import { signIn, signOut } from './sign-in-calls';

/**
 * One password sign-in call. The session query is refreshed by the caller once the sign-in is
 * complete, not after each call.
 */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

/** Ends the session on the server and forgets it here. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => queryClient.setQueryData(sessionQuery.queryKey, null),
  });
}
