import { isLanguageId } from '@sportello/i18n/languages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { portalSettingsQuery } from '../../lib/portal-settings-query';
import { refreshSession, sessionQuery } from '../../lib/session/session-query';
import { afterSignInPath } from './after-sign-in';
import { SessionFailed, SessionLoading } from './session-states';
import { SignInPage } from './sign-in-page';
import { usePageTitle } from './use-page-title';

/**
 * The site root (spec §2 "Login (site root)") within the app: the sign-in page for visitors; signed-in
 * users go on to their return URL or home. A visitor's first load of the site root gets the same page
 * pre-rendered, with a script of its own (sign-in.tsx, decision 050).
 */
export function LoginRoute() {
  const { t } = useTranslation('login');
  const state = useSession();
  const { search } = useLocation();
  const { languageId, changeLanguage } = useLanguage();
  const queryClient = useQueryClient();
  const settings = useQuery(portalSettingsQuery).data;
  usePageTitle(t('login.title'));

  if (state.status === 'loading') return <SessionLoading />;
  if (state.status === 'error') return <SessionFailed error={state.error} retry={state.retry} />;
  if (state.status === 'signedIn') {
    return <Navigate to={afterSignInPath(state.session, search, languageId)} replace />;
  }

  return (
    <SignInPage
      search={search}
      settings={settings}
      loadSettings={() => queryClient.fetchQuery(portalSettingsQuery)}
      onSignedIn={async (result) => {
        // The user's own language (spec: Login result Language) replaces the one of the login page.
        const userLanguage = result.Language.Id;
        if (isLanguageId(userLanguage) && userLanguage !== languageId) changeLanguage(userLanguage);
        // This page moves on once the refreshed session says who is signed in (above).
        await refreshSession(queryClient);
        return Boolean(queryClient.getQueryData(sessionQuery.queryKey));
      }}
    />
  );
}
