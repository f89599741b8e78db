import { Stack, Title } from '@mantine/core';
import { INVITATIONS_CATALOGUES } from '@sportello/i18n/invitations-catalogues';
import { IVR_CATALOGUES } from '@sportello/i18n/ivr-catalogues';
import { RECOVERY_CATALOGUES } from '@sportello/i18n/recovery-catalogues';
import { SUPPORT_CATALOGUES } from '@sportello/i18n/support-catalogues';
import { useTranslation } from 'react-i18next';
import { PasswordPanel } from '../../features/auth/components/password-panel';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { IvrCredentialsPanel } from '../../features/ivr/components/ivr-credentials-panel';
import { EmailVerificationPanel } from '../../features/recovery/components/email-verification-panel';
import { OwnIdentitiesPanel } from '../../features/sso/components/own-identities-panel';
import { PreferencesPanel } from '../../features/users/components/preferences-panel';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

/**
 * The signed-in user's profile page: the e-mail address, the password, the linked digital identities,
 * products and topics, and the IVR credentials.
 */
export function ProfileRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'ivr', IVR_CATALOGUES);
  addCatalogues(i18n, 'recovery', RECOVERY_CATALOGUES);
  // Products' and topics' names of the preferences panel.
  addCatalogues(i18n, 'invitations', INVITATIONS_CATALOGUES);
  addCatalogues(i18n, 'support', SUPPORT_CATALOGUES);
  const session = useSignedInSession();
  const title = t('shell.nav.profile');
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <EmailVerificationPanel email={session.User.Email} verified={session.User.EmailVerified} />
      <PasswordPanel localLogin={session.IsLocalLogin} />
      <OwnIdentitiesPanel sessionKey={sessionScope(session)} />
      <PreferencesPanel sessionKey={sessionScope(session)} />
      <IvrCredentialsPanel sessionKey={sessionScope(session)} />
    </Stack>
  );
}
