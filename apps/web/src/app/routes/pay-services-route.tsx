import { PAY_SERVICES_CATALOGUES } from '@sportello/i18n/pay-services-catalogues';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { PayServicesPage } from '../../features/pay-services/components/pay-services-page';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

/**
 * The customer's paid services. Its menu link shows only when the `pay-services` area is granted; a
 * denied customer who comes by a link sees the server's refusal of each call (decision 066).
 */
export function PayServicesRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'pay-services', PAY_SERVICES_CATALOGUES);
  usePageTitle(t('shell.nav.payServices'));
  const session = useSignedInSession();
  return <PayServicesPage sessionKey={sessionScope(session)} />;
}
