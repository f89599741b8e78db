import { Text } from '@mantine/core';
import type { Role } from '@sportello/contracts/auth/login.contract';
import type { CustomerArea } from '@sportello/contracts/capabilities/capabilities.values';
import { IconSettings } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { HomeCard } from '../../components/home-card';
import { paths } from '../../config/paths';
import { ActivitiesHomeCard } from '../../features/backoffice-crm/components/activities-home-card';
import { CampaignsHomeCard } from '../../features/campaigns/components/campaigns-home-card';
import { ChatHomeCard } from '../../features/chat/components/chat-home-card';
import { IbanHomeCard } from '../../features/iban/components/iban-home-card';
import { NewsHomeCard } from '../../features/news/components/news-home-card';
import { PayServicesHomeCard } from '../../features/pay-services/components/pay-services-home-card';
import { NextAppointmentHomeCard } from '../../features/reservations/components/next-appointment-home-card';
import { SupportHomeCard } from '../../features/tickets/components/support-home-card';
import { ToolkitHomeCard } from '../../features/toolkit/components/toolkit-home-card';
import { isBackofficeUser } from './require-backoffice';

/**
 * Who a card is for: the customers' users, their companies' administrators alone, the vendor's
 * staff (back office), or both.
 */
export type HomeCardAudience = 'customers' | 'company-admins' | 'staff' | 'everyone';

export interface HomeCardEntry {
  id: string;
  audience: HomeCardAudience;
  /**
   * The card: a feature's component that asks its own query and shows it in the shared frame
   * (`components/home-card.tsx`: loading, error with retry, empty text, link to the area).
   */
  Card: ComponentType<{ sessionKey: string }>;
  /** A row of its own, across the page (a short card that leads somewhere rather than sums up). */
  wide?: boolean;
  /** The customer area it shows: left out for a customer whose capabilities deny it (decision 066). */
  area?: CustomerArea;
}

/** The vendor's staff: their way into the back office (its menu shows what their role allows). */
function BackofficeHomeCard() {
  const { t } = useTranslation(['home', 'shell']);
  return (
    <HomeCard
      title={t('shell.nav.backoffice', { ns: 'shell' })}
      icon={IconSettings}
      link={{ to: paths.backoffice.root, label: t('home.backoffice.open') }}
    >
      <Text c="dimmed">{t('home.backoffice.text')}</Text>
    </HomeCard>
  );
}

/**
 * The cards of the signed-in home page (decision 030), in page order: a feature adds one entry (and
 * the home route adds its texts' namespace). Each card shows only real data of an area that exists:
 * no placeholders for areas to come.
 */
export const HOME_CARDS: HomeCardEntry[] = [
  { id: 'backoffice', audience: 'staff', Card: BackofficeHomeCard, wide: true },
  // The staff's own appointments and next actions of the CRM, soonest first.
  { id: 'activities', audience: 'staff', Card: ActivitiesHomeCard },
  // A customer's own requests: the staff's work is in the back office (its operator's day), not in
  // the customers' support area, which would greet them with a plan of their own.
  { id: 'support', audience: 'customers', Card: SupportHomeCard, area: 'support' },
  // The chat is the customers': operators answer it from the back office. Shown only when offered.
  { id: 'chat', audience: 'customers', Card: ChatHomeCard, area: 'chat' },
  // The news are addressed to customers' companies; the staff write them in the back office.
  { id: 'news', audience: 'customers', Card: NewsHomeCard },
  // The customer's next appointment, or the way to book one: the staff's are in the back office.
  { id: 'reservations', audience: 'customers', Card: NextAppointmentHomeCard, area: 'reservations' },
  // The company's latest paid-service request and where it stands, or the way to the catalogue.
  { id: 'pay-services', audience: 'customers', Card: PayServicesHomeCard, area: 'pay-services' },
  // The files of the company's products new since the last visit (or the latest): shown when there are files.
  { id: 'toolkit', audience: 'customers', Card: ToolkitHomeCard, area: 'toolkit' },
  // Whether the company's IBAN for direct debit is set: its administrators' to see and change.
  { id: 'iban', audience: 'company-admins', Card: IbanHomeCard, area: 'iban' },
  // The vendor's campaigns open to the company, a row of their own: each campaign is a card inside.
  { id: 'campaigns', audience: 'customers', Card: CampaignsHomeCard, area: 'campaigns', wide: true },
];

/** The cards for a user of this role, without those of the areas denied to them. */
export function homeCardsFor(
  role: Role,
  cards: readonly HomeCardEntry[] = HOME_CARDS,
  granted: (area: CustomerArea) => boolean = () => true,
): HomeCardEntry[] {
  const audience = isBackofficeUser(role) ? 'staff' : 'customers';
  return cards.filter(
    (card) =>
      (card.audience === 'everyone' ||
        card.audience === audience ||
        (card.audience === 'company-admins' && role === 'company_admin')) &&
      (!card.area || granted(card.area)),
  );
}
