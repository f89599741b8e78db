import { RESERVATIONS_CATALOGUES } from '@sportello/i18n/reservations-catalogues';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { ReservationsPage } from '../../features/reservations/components/reservations-page';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

/**
 * The customer's reservations: book a service, their appointments, a product demo. Its menu link
 * shows only when the `reservations` area is granted; a denied customer who comes by a link sees the
 * server's refusal of each call (decision 066: the gate is the server's).
 */
export function ReservationsRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'reservations', RESERVATIONS_CATALOGUES);
  usePageTitle(t('shell.nav.reservations'));
  const session = useSignedInSession();
  return <ReservationsPage sessionKey={sessionScope(session)} />;
}
