import { RECOVERY_CATALOGUES } from '@sportello/i18n/recovery-catalogues';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResetPasswordFlow } from '../../features/recovery/components/reset-password-flow';
import { addCatalogues } from '../../lib/i18n';
import { refreshSession } from '../../lib/session/session-query';
import { RecoveryPage } from './recovery-page';

/**
 * The reset on its own page (spec §2 Retrieve credentials, "reset password"), the target of the
 * e-mailed link: `?user=<name>` opens the flow at the code step, `?lg=` (the shell applies it) the
 * language. Public: a signed-in user may use it too.
 */
export function ResetPasswordRoute() {
  const { t, i18n } = useTranslation('recovery');
  addCatalogues(i18n, 'recovery', RECOVERY_CATALOGUES);
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const user = searchParams.get('user')?.trim() || undefined;
  return (
    <RecoveryPage title={t('recovery.reset.title')} subtitle={t('recovery.reset.subtitle')} maxWidth={560}>
      {(showErrors) => (
        <ResetPasswordFlow
          initialUserName={user}
          showErrors={showErrors}
          // The server ended every session of that user, possibly this browser's: ask again who is signed in.
          onPasswordReset={() => void refreshSession(queryClient)}
        />
      )}
    </RecoveryPage>
  );
}
