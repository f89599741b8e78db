import { notifications } from '@mantine/notifications';
import { SECURITY_CATALOGUES } from '@sportello/i18n/security-catalogues';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths, RETURN_URL_PARAM } from '../../config/paths';
import {
  SecondFactorSignIn,
  secondFactorStepTitleKey,
} from '../../features/auth/components/second-factor-sign-in';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { assignLocation } from '../../lib/browser-location';
import { errorKeyOf } from '../../lib/error-text';
import { addCatalogues } from '../../lib/i18n';
import { safeReturnPath, withReturnParam } from '../../lib/return-url';
import { secondFactorQuery } from '../../lib/session/second-factor-calls';
import { sessionQuery } from '../../lib/session/session-query';
import { useSignOut } from '../../lib/session/use-sign-in';
import { afterSignInPath } from './after-sign-in';
import { SessionFailed, SessionLoading } from './session-states';
import { usePageTitle } from './use-page-title';

/**
 * The sign-in's second step (`/second-factor`, decision 078), where the sign-in form sends a
 * password sign-in that still has to prove its second factor: the authenticator's code, a passkey or
 * a recovery code, or setting one up (an app or a passkey) when the account requires it. Public (the
 * waiting session is no session for the guards); without a sign-in waiting the visitor goes to the
 * login page, and a complete one goes on. Once done, the user goes where a sign-in goes, `returnUrl`
 * included.
 */
export function SecondFactorRoute() {
  const { t, i18n } = useTranslation('security');
  addCatalogues(i18n, 'security', SECURITY_CATALOGUES);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { languageId } = useLanguage();
  const state = useQuery(secondFactorQuery);
  const signOut = useSignOut();
  const step = state.data?.Step;
  usePageTitle(t(secondFactorStepTitleKey(step ?? 'verify')));
  const returnPath = safeReturnPath(new URLSearchParams(search).get(RETURN_URL_PARAM));
  const signInPath = returnPath ? withReturnParam(paths.login, RETURN_URL_PARAM, returnPath) : paths.login;

  /** Where a sign-in goes once the session is complete (change of password, disclaimers, the return URL). */
  const goOn = async () => {
    // As refreshSession, and also when no page watches the session yet: the guards see the new one.
    const session = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    navigate(session ? afterSignInPath(session, search, languageId) : signInPath, { replace: true });
  };

  // A complete session has nothing left to prove here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer arrives, and only then.
  useEffect(() => {
    if (step === null) void goOn();
  }, [step]);

  if (state.isError) {
    if (errorKeyOf(state.error) === 'ERROR_EMPTY_SESSION') return <Navigate to={signInPath} replace />;
    return <SessionFailed error={state.error} retry={() => void state.refetch()} />;
  }
  if (!step || !state.data) return <SessionLoading />;

  return (
    <SecondFactorSignIn
      step={step}
      factors={state.data}
      signingOut={signOut.isPending}
      onSignOut={() => {
        // As the user menu does: after a single sign-on, the provider's session ends too.
        signOut.mutate(undefined, {
          onSuccess: ({ RedirectUrl }) => assignLocation(RedirectUrl || paths.login),
          onError: () => navigate(paths.login, { replace: true }),
        });
      }}
      onComplete={async ({ recoveryCodeUsed }) => {
        if (recoveryCodeUsed)
          notifications.show({ color: 'yellow', message: t('security.signIn.recoveryCodeUsed') });
        await goOn();
      }}
    />
  );
}
