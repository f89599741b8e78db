import type { SessionInfo } from '@sportello/contracts/auth/login.contract';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { resetCsrfToken } from '../../../lib/api-client';
import { refreshSession, sessionQuery } from '../../../lib/session/session-query';
import { changeOwnPassword, saveSessionLanguage, switchCompanyParent } from '../api/auth-calls';

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

/**
 * Remembers a signed-in user's language choice on the server (next sign-in starts in it). From then
 * on the server answers in that language — news in their English version, for one (decision 047) —
 * so what the page shows is asked again.
 */
export function useSaveSessionLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionLanguage,
    onSuccess: async ({ Id }) => {
      queryClient.setQueryData(sessionQuery.queryKey, (current) =>
        current ? { ...current, Language: { Id } } : current,
      );
      const session = hashKey(sessionQuery.queryKey);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== session });
    },
  });
}
