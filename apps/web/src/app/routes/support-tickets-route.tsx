import { useTranslation } from 'react-i18next';
import { SupportArea } from '../../features/support/components/support-area';
import { usePageTitle } from './use-page-title';

export function SupportTicketsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('shell.nav.supportTickets'));
  return <SupportArea />;
}
