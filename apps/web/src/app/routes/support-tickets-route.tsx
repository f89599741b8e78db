import { SUPPORT_CATALOGUES } from '@sportello/i18n/support-catalogues';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { ChatEntry } from '../../features/chat/components/chat-entry';
import { KnowledgeBasePreview } from '../../features/knowledge-base/components/knowledge-base-preview';
import { SupportArea } from '../../features/tickets/components/support-area';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { usePageTitle } from './use-page-title';

/** The support area (the tickets), with the live chat above and the knowledge base's preview under it. */
export function SupportTicketsRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'support', SUPPORT_CATALOGUES);
  const session = useSignedInSession();
  usePageTitle(t('shell.nav.supportTickets'));
  const sessionKey = sessionScope(session);
  return (
    <SupportArea
      sessionKey={sessionKey}
      knowledgeBasePreview={<KnowledgeBasePreview />}
      chat={(openTicket) => <ChatEntry sessionKey={sessionKey} onOpenTicket={openTicket} />}
    />
  );
}
