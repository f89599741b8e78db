import { IBAN_CATALOGUES } from '@sportello/i18n/iban-catalogues';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { IbanPage } from '../../features/iban/components/iban-page';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

/**
 * The company's IBAN and SEPA mandate (decision 085). Its menu link shows only to a company's
 * administrators granted the `iban` area; anyone else who comes by a link sees the server's refusal.
 */
export function IbanRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'iban', IBAN_CATALOGUES);
  usePageTitle(t('shell.nav.iban'));
  const session = useSignedInSession();
  return <IbanPage sessionKey={sessionScope(session)} />;
}
