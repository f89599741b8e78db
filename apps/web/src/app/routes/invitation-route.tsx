import { Loader } from '@mantine/core';
import { INVITATIONS_CATALOGUES } from '@sportello/i18n/invitations-catalogues';
import { REGISTRATION_CATALOGUES } from '@sportello/i18n/registration-catalogues';
import { SUPPORT_CATALOGUES } from '@sportello/i18n/support-catalogues';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { paths, RETURN_URL_PARAM } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { InvitationPage } from '../../features/invitations/components/invitation-page';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { leaveWizardForSso } from '../../features/sso/api/sso-calls';
import { resetCsrfToken } from '../../lib/api-client';
import { assignLocation } from '../../lib/browser-location';
import { addCatalogues } from '../../lib/i18n';
import { portalSettingsQuery } from '../../lib/portal-settings-query';
import { refreshSession } from '../../lib/session/session-query';
import { useSignOut } from '../../lib/session/use-sign-in';
import { sessionScope } from '../session-scope';
import { PageCard } from './page-card';
import { usePageTitle } from './use-page-title';

/**
 * The page of an e-mailed invitation link (spec §2 Invitation registration wizard). Public: the
 * invitee may have no account yet; one who has signs in from here and comes back.
 */
export function InvitationRoute() {
  const { t, i18n } = useTranslation('invitations');
  addCatalogues(i18n, 'invitations', INVITATIONS_CATALOGUES);
  // The wizard shares its person-data and privacy fields with the registration wizard, and its
  // summary names the products (the support area's).
  addCatalogues(i18n, 'registration', REGISTRATION_CATALOGUES);
  addCatalogues(i18n, 'support', SUPPORT_CATALOGUES);
  const title = t('invitations.title');
  usePageTitle(title);
  const { token = '', email = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useSession();
  const signOut = useSignOut();
  const { languageId } = useLanguage();
  const provider = useQuery(portalSettingsQuery).data?.SsoProviders?.[0];

  const onSignOut = useCallback(
    (leave: boolean) =>
      void signOut.mutateAsync().then(({ RedirectUrl }) => {
        if (leave) assignLocation(RedirectUrl || paths.login);
      }),
    [signOut.mutateAsync],
  );
  const onLeave = useCallback(() => void navigate(paths.login, { replace: true }), [navigate]);

  const session = state.status === 'signedIn' ? state.session : undefined;
  return (
    <PageCard title={title} subtitle={t('invitations.subtitle')} maxWidth={860}>
      {state.status === 'loading' ? (
        <Loader role="status" aria-label={t('invitations.loading')} />
      ) : (
        <InvitationPage
          link={{ token, email }}
          visitor={session && { email: session.User.Email, viaProvider: !session.IsLocalLogin }}
          sessionKey={session && sessionScope(session)}
          languageId={languageId}
          signInHref={`${paths.login}?${RETURN_URL_PARAM}=${encodeURIComponent(pathname)}`}
          onSignOut={onSignOut}
          onLeave={onLeave}
          onIdentityRequired={provider && (() => leaveWizardForSso(provider.Id, pathname))}
          onAccepted={async () => {
            resetCsrfToken();
            await refreshSession(queryClient);
            await navigate(paths.home, { replace: true });
          }}
        />
      )}
    </PageCard>
  );
}
