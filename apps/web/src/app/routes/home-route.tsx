import { useTranslation } from 'react-i18next';
import { SessionSummary } from '../../features/session/components/session-summary';
import { useSignedInSession } from '../../features/session/hooks/use-session';
import { usePageTitle } from './use-page-title';

/** The signed-in home page: who is signed in, for which company and parent company. */
export function HomeRoute() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  usePageTitle(t('shell.home'));
  return <SessionSummary session={session} />;
}
