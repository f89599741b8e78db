import { Anchor, Text } from '@mantine/core';
import { RECOVERY_CATALOGUES } from '@sportello/i18n/recovery-catalogues';
import { REGISTRATION_CATALOGUES } from '@sportello/i18n/registration-catalogues';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { useLanguage } from '../../features/languages/hooks/use-language';
import { SecureCodeModal } from '../../features/recovery/components/secure-code-modal';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';
import { leaveWizardForSso } from '../../features/sso/api/sso-calls';
import { resetCsrfToken } from '../../lib/api-client';
import { addCatalogues } from '../../lib/i18n';
import { portalSettingsQuery } from '../../lib/portal-settings-query';
import { refreshSession } from '../../lib/session/session-query';
import { useSignOut } from '../../lib/session/use-sign-in';
import { PageCard } from './page-card';
import { usePageTitle } from './use-page-title';

/**
 * Step 0's offer to someone without a user code: the secure-code request (spec §2 modal), mailed to
 * the company's registered address. Writing to support instead continues on the retrieve-info page.
 */
function SecureCodeRequest() {
  const { t, i18n } = useTranslation('registration');
  addCatalogues(i18n, 'recovery', RECOVERY_CATALOGUES);
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  return (
    <Text size="sm">
      {t('registration.company.noUserCode')}{' '}
      <Anchor component="button" type="button" size="sm" onClick={() => setOpened(true)}>
        {t('registration.company.askSecureCode')}
      </Anchor>
      <SecureCodeModal
        opened={opened}
        onClose={() => setOpened(false)}
        onWriteSupport={(mode) => void navigate(`${paths.retrieveInfo}?mode=${mode}`)}
      />
    </Text>
  );
}

/**
 * The registration page (spec §2 wizard). Someone signed in who opens it is signed out first (spec
 * §4: registering another user ends the session); a completed registration lands at home, signed in.
 * A company without local sign-in sends the user to the first configured identity provider, whose
 * landing page brings them back here.
 */
export function RegisterRoute() {
  const { t, i18n } = useTranslation('registration');
  addCatalogues(i18n, 'registration', REGISTRATION_CATALOGUES);
  const title = t('registration.title');
  usePageTitle(title);
  const state = useSession();
  const signOut = useSignOut();
  const signingOut = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { languageId } = useLanguage();
  const [search] = useSearchParams();
  const provider = useQuery(portalSettingsQuery).data?.SsoProviders?.[0];

  // Decided once, on arrival: the session this wizard itself starts must not be ended.
  useEffect(() => {
    if (state.status === 'loading' || signingOut.current) return;
    signingOut.current = true;
    if (state.status === 'signedIn') signOut.mutate();
  }, [state.status, signOut]);

  return (
    <PageCard title={title} subtitle={t('registration.subtitle')} maxWidth={860}>
      <RegistrationWizard
        languageId={languageId}
        // The secure code's e-mail links here with the company it was sent for.
        initialVatCode={search.get('vat')?.slice(0, 16) || undefined}
        secureCodeRequest={<SecureCodeRequest />}
        onIdentityRequired={provider && (() => leaveWizardForSso(provider.Id, paths.register))}
        onRegistered={async () => {
          resetCsrfToken();
          await refreshSession(queryClient);
          await navigate(paths.home, { replace: true });
        }}
      />
    </PageCard>
  );
}
