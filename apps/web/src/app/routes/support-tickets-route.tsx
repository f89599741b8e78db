import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/session/hooks/use-session';
import { SupportArea } from '../../features/support/components/support-area';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

export function SupportTicketsRoute() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  usePageTitle(t('shell.nav.supportTickets'));
  return <SupportArea sessionKey={sessionScope(session)} />;
}
