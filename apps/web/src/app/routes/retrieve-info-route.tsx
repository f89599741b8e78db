import { RECOVERY_CATALOGUES } from '@sportello/i18n/recovery-catalogues';
import { useTranslation } from 'react-i18next';
import { addCatalogues } from '../../lib/i18n';
import { RecoveryPage } from './recovery-page';
import { RetrieveInfoPanel } from './retrieve-info-panel';

/** The retrieve-info page (spec §2). Public: a signed-in user may write to support from here too. */
export function RetrieveInfoRoute() {
  const { t, i18n } = useTranslation('recovery');
  addCatalogues(i18n, 'recovery', RECOVERY_CATALOGUES);
  return (
    <RecoveryPage
      title={t('recovery.retrieve.title')}
      subtitle={t('recovery.retrieve.subtitle')}
      maxWidth={720}
    >
      {(showErrors) => <RetrieveInfoPanel showErrors={showErrors} />}
    </RecoveryPage>
  );
}
