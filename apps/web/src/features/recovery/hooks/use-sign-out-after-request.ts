import { useQueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../../../lib/session/session-query';
import { useSignOut } from '../../../lib/session/use-sign-in';

/** Spec §4 Reset: "after a reset request or confirm, the user is logged out after 3 s". */
export const SIGN_OUT_AFTER_REQUEST_MS = 3000;

/**
 * Signs out, 3 s after a reset request, whoever is signed in in this browser: the password of the
 * session's account (or of someone else's) is about to change. Nothing happens for a visitor. The
 * timer outlives the page on purpose: leaving the page is no reason to stay signed in.
 */
export function useSignOutAfterRequest(): () => void {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  return () => {
    if (!queryClient.getQueryData(sessionQuery.queryKey)) return;
    setTimeout(() => signOut.mutate(), SIGN_OUT_AFTER_REQUEST_MS);
  };
}
