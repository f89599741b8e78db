import { RECOVERY_CATALOGUES } from '@sportello/i18n/recovery-catalogues';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RetrieveCredentialsPanel } from '../../features/recovery/components/retrieve-credentials-panel';
import { addCatalogues } from '../../lib/i18n';
import { refreshSession } from '../../lib/session/session-query';
import { RecoveryPage } from './recovery-page';

/**
 * The retrieve-credentials page (spec §2), where the sign-in page's "forgot" links lead. Public: a
 * signed-in user may use it too.
 */
export function RetrieveCredentialsRoute() {
  const { t, i18n } = useTranslation('recovery');
  addCatalogues(i18n, 'recovery', RECOVERY_CATALOGUES);
  const queryClient = useQueryClient();
  return (
    <RecoveryPage
      title={t('recovery.credentials.title')}
      subtitle={t('recovery.credentials.subtitle')}
      maxWidth={560}
    >
      {(showErrors) => (
        <RetrieveCredentialsPanel
          showErrors={showErrors}
          // The server ended every session of that user, possibly this browser's: ask again who is signed in.
          onPasswordReset={() => void refreshSession(queryClient)}
        />
      )}
    </RecoveryPage>
  );
}
