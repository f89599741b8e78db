import { SUPPORT_CATALOGUES } from '@sportello/i18n/support-catalogues';
import { useTranslation } from 'react-i18next';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { useGrantedAreas } from '../../features/capabilities/hooks/use-granted-areas';
import { ChatEntry } from '../../features/chat/components/chat-entry';
import { KnowledgeBasePreview } from '../../features/knowledge-base/components/knowledge-base-preview';
import { SupportArea } from '../../features/tickets/components/support-area';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { isBackofficeUser } from './require-backoffice';
import { usePageTitle } from './use-page-title';

/** The support area (the tickets), with the live chat above and the knowledge base's preview under it. */
export function SupportTicketsRoute() {
  const { t, i18n } = useTranslation();
  addCatalogues(i18n, 'support', SUPPORT_CATALOGUES);
  const session = useSignedInSession();
  const staff = isBackofficeUser(session.User.Role);
  usePageTitle(t(staff ? 'shell.nav.supportTicketsStaff' : 'shell.nav.supportTickets'));
  const sessionKey = sessionScope(session);
  // The chat and the knowledge base are areas of their own: shown when granted (decision 066).
  const granted = useGrantedAreas(session, sessionKey);
  return (
    <SupportArea
      sessionKey={sessionKey}
      staff={staff}
      knowledgeBasePreview={granted('knowledge-base') ? <KnowledgeBasePreview /> : undefined}
      // The chat is the customers': operators answer it from the back office.
      chat={
        staff || !granted('chat')
          ? undefined
          : (openTicket, refreshList) => (
              <ChatEntry sessionKey={sessionKey} onOpenTicket={openTicket} onTranscriptSaved={refreshList} />
            )
      }
    />
  );
}
