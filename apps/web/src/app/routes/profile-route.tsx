import { Stack, Title } from '@mantine/core';
import { INVITATIONS_CATALOGUES } from '@sportello/i18n/invitations-catalogues';
import { IVR_CATALOGUES } from '@sportello/i18n/ivr-catalogues';
import { isLanguageId } from '@sportello/i18n/languages';
import { PARTNERS_CATALOGUES } from '@sportello/i18n/partners-catalogues';
import { RECOVERY_CATALOGUES } from '@sportello/i18n/recovery-catalogues';
import { REGISTRATION_CATALOGUES } from '@sportello/i18n/registration-catalogues';
import { SECURITY_CATALOGUES } from '@sportello/i18n/security-catalogues';
import { SUPPORT_CATALOGUES } from '@sportello/i18n/support-catalogues';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PasswordPanel } from '../../features/auth/components/password-panel';
import { SecondFactorPanel } from '../../features/auth/components/second-factor-panel';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { useGrantedAreas } from '../../features/capabilities/hooks/use-granted-areas';
import { DataExportPanel } from '../../features/data-export/components/data-export-panel';
import { MyConsentsPanel } from '../../features/disclaimers/components/my-consents-panel';
import { IvrCredentialsPanel } from '../../features/ivr/components/ivr-credentials-panel';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { OwnPartnerLinksPanel } from '../../features/partners/components/own-partner-links-panel';
import { EmailVerificationPanel } from '../../features/recovery/components/email-verification-panel';
import { OwnIdentitiesPanel } from '../../features/sso/components/own-identities-panel';
import { PreferencesPanel } from '../../features/users/components/preferences-panel';
import { ProfileDetailsPanel } from '../../features/users/components/profile-details-panel';
import { addCatalogues } from '../../lib/i18n';
import { refreshSession } from '../../lib/session/session-query';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

/**
 * The signed-in user's profile page: their own details and availability, the e-mail address, the
 * password, two-step verification (decision 078), the linked digital identities and partner
 * applications (decision 080), products and topics, the IVR credentials, the privacy and consents
 * given (decision 059), and the export of the user's own data (decision 065), which the mail saying
 * it is ready links to (`#data-export`).
 */
export function ProfileRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'ivr', IVR_CATALOGUES);
  addCatalogues(i18n, 'recovery', RECOVERY_CATALOGUES);
  // Products' and topics' names of the preferences panel.
  addCatalogues(i18n, 'invitations', INVITATIONS_CATALOGUES);
  addCatalogues(i18n, 'support', SUPPORT_CATALOGUES);
  // The details' labels are registration's (the same fields as its step 1).
  addCatalogues(i18n, 'registration', REGISTRATION_CATALOGUES);
  // Two-step verification (decision 078).
  addCatalogues(i18n, 'security', SECURITY_CATALOGUES);
  // The links to partner applications (decision 080).
  addCatalogues(i18n, 'partners', PARTNERS_CATALOGUES);
  const queryClient = useQueryClient();
  const { languageId, changeLanguage } = useLanguage();
  const session = useSignedInSession();
  // The IVR credentials are an area of their own: shown when granted (decision 066).
  const granted = useGrantedAreas(session, sessionScope(session));
  const title = t('shell.nav.profile');
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <ProfileDetailsPanel
        sessionKey={sessionScope(session)}
        onSaved={(saved) => {
          // The page speaks the language just chosen, and the header shows the new names.
          if (isLanguageId(saved.Language.Id) && saved.Language.Id !== languageId)
            changeLanguage(saved.Language.Id);
          void refreshSession(queryClient);
        }}
      />
      <EmailVerificationPanel email={session.User.Email} verified={session.User.EmailVerified} />
      <PasswordPanel localLogin={session.IsLocalLogin} />
      <SecondFactorPanel key={sessionScope(session)} />
      <OwnIdentitiesPanel sessionKey={sessionScope(session)} />
      <OwnPartnerLinksPanel sessionKey={sessionScope(session)} />
      <PreferencesPanel sessionKey={sessionScope(session)} />
      {granted('ivr') && <IvrCredentialsPanel sessionKey={sessionScope(session)} />}
      <MyConsentsPanel />
      <DataExportPanel />
    </Stack>
  );
}
