import { useTranslation } from 'react-i18next';
import { RetrieveInfoPanel } from '../../features/recovery/components/retrieve-info-panel';
import { RecoveryPage } from './recovery-page';

/** The retrieve-info page (spec §2). Public: a signed-in user may write to support from here too. */
export function RetrieveInfoRoute() {
  const { t } = useTranslation('recovery');
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
