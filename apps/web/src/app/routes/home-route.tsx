import { Stack } from '@mantine/core';
import type { Role } from '@sportello/contracts/auth/login.contract';
import { CAMPAIGNS_CATALOGUES } from '@sportello/i18n/campaigns-catalogues';
import { CRM_CATALOGUES } from '@sportello/i18n/crm-catalogues';
import { HOME_CATALOGUES } from '@sportello/i18n/home-catalogues';
import { IBAN_CATALOGUES } from '@sportello/i18n/iban-catalogues';
import { NEWS_CATALOGUES } from '@sportello/i18n/news-catalogues';
import { PAY_SERVICES_CATALOGUES } from '@sportello/i18n/pay-services-catalogues';
import { RECOVERY_CATALOGUES } from '@sportello/i18n/recovery-catalogues';
import { RESERVATIONS_CATALOGUES } from '@sportello/i18n/reservations-catalogues';
import { SUPPORT_CATALOGUES } from '@sportello/i18n/support-catalogues';
import { TOOLKIT_CATALOGUES } from '@sportello/i18n/toolkit-catalogues';
import { useTranslation } from 'react-i18next';
import { HomeCardBoundary } from '../../components/home-card';
import { SessionGreeting, SessionSummary } from '../../features/auth/components/session-summary';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { useGrantedAreas } from '../../features/capabilities/hooks/use-granted-areas';
import { JoinSupportGroup } from '../../features/support-requests/components/join-support-group';
import { addCatalogues } from '../../lib/i18n';
import { sessionScope } from '../session-scope';
import { homeCardsFor } from './home-cards';
import classes from './home-route.module.css';
import { usePageTitle } from './use-page-title';

/**
 * The signed-in home page: a greeting, then what concerns the user — one card per feature that has
 * something for them (home-cards.tsx), side by side as room allows, each failing on its own — then
 * who is signed in, for which company and parent company; customers may also ask to join their
 * company's support group (the vendor's staff are the support).
 */
const isCustomer = (role: Role) => role === 'user' || role === 'company_admin';

export function HomeRoute() {
  const { t, i18n } = useTranslation();
  // The cards' texts, and the support-group offer's (support requests, whose texts are recovery's).
  addCatalogues(i18n, 'home', HOME_CATALOGUES);
  addCatalogues(i18n, 'support', SUPPORT_CATALOGUES);
  addCatalogues(i18n, 'news', NEWS_CATALOGUES);
  addCatalogues(i18n, 'campaigns', CAMPAIGNS_CATALOGUES);
  addCatalogues(i18n, 'crm', CRM_CATALOGUES);
  addCatalogues(i18n, 'reservations', RESERVATIONS_CATALOGUES);
  addCatalogues(i18n, 'pay-services', PAY_SERVICES_CATALOGUES);
  addCatalogues(i18n, 'toolkit', TOOLKIT_CATALOGUES);
  addCatalogues(i18n, 'iban', IBAN_CATALOGUES);
  addCatalogues(i18n, 'recovery', RECOVERY_CATALOGUES);
  const session = useSignedInSession();
  usePageTitle(t('shell.home'));
  const scope = sessionScope(session);
  // The cards and the support-group offer of the areas the customer is granted (decision 066).
  const granted = useGrantedAreas(session, scope);
  return (
    <Stack gap="xl">
      <SessionGreeting session={session} />
      <div className={classes.cards}>
        {homeCardsFor(session.User.Role, undefined, granted).map(({ id, Card, wide }) => (
          <div key={id} className={wide ? `${classes.card} ${classes.wide}` : classes.card}>
            {/* Keyed by the session too: another parent company starts a failed card afresh. */}
            <HomeCardBoundary key={scope}>
              <Card sessionKey={scope} />
            </HomeCardBoundary>
          </div>
        ))}
      </div>
      <SessionSummary session={session} />
      {isCustomer(session.User.Role) && granted('support') && <JoinSupportGroup />}
    </Stack>
  );
}
