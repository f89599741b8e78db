import type { CustomerArea } from '@sportello/contracts/capabilities/capabilities.values';
import {
  type Icon,
  IconBook,
  IconBuilding,
  IconBuildingBank,
  IconCalendarEvent,
  IconHome,
  IconLifebuoy,
  IconNews,
  IconReceipt,
  IconSettings,
  IconTicket,
  IconTools,
  IconUser,
  IconUserCircle,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';

type NavKey =
  | 'shell.home'
  | 'shell.nav.news'
  | 'shell.nav.reservations'
  | 'shell.nav.payServices'
  | 'shell.nav.toolkit'
  | 'shell.nav.support'
  | 'shell.nav.supportTickets'
  | 'shell.nav.supportTicketsStaff'
  | 'shell.nav.knowledgeBase'
  | 'shell.nav.account'
  | 'shell.nav.profile'
  | 'shell.nav.company'
  | 'shell.nav.iban'
  | 'shell.nav.backoffice';

export interface NavLinkItem {
  label: NavKey;
  /** The label the vendor's operators and admins read, when the page shows them something else. */
  staffLabel?: NavKey;
  to: string;
  icon: Icon;
  /** The customer area the page belongs to: hidden from a customer whose capabilities deny it (decision 066). */
  area?: CustomerArea;
  /** The page is a customer company's administrators' alone (the IBAN, decision 085): hidden from others. */
  companyAdminOnly?: true;
}

/** The label of a link for whoever is signed in (`staff`: the vendor's operators and admins). */
export const labelFor = (item: NavLinkItem, staff: boolean): NavKey =>
  (staff && item.staffLabel) || item.label;

export interface NavPanel {
  id: string;
  label: NavKey;
  icon: Icon;
  links: NavLinkItem[];
}

export const HOME_LINK: NavLinkItem = { label: 'shell.home', to: paths.home, icon: IconHome };

export const NEWS_LINK: NavLinkItem = { label: 'shell.nav.news', to: paths.news, icon: IconNews };

/**
 * Customer areas with a page of their own, after the news: shown to customers granted their area.
 * The vendor's staff work them in the back office, so they do not see these links.
 */
export const CUSTOMER_LINKS: NavLinkItem[] = [
  { label: 'shell.nav.reservations', to: paths.reservations, icon: IconCalendarEvent, area: 'reservations' },
  { label: 'shell.nav.payServices', to: paths.payServices, icon: IconReceipt, area: 'pay-services' },
  { label: 'shell.nav.toolkit', to: paths.toolkit, icon: IconTools, area: 'toolkit' },
];

/**
 * Shown to the vendor's operators and admins only. Its label is the shell's: the back office's own
 * texts load with the back office.
 */
export const BACKOFFICE_LINK: NavLinkItem = {
  label: 'shell.nav.backoffice',
  to: paths.backoffice.root,
  icon: IconSettings,
};

/** The side menu's collapsible panels (spec §2 "Side menu, collapsible panels"). */
export const NAV_PANELS: NavPanel[] = [
  {
    id: 'support',
    label: 'shell.nav.support',
    icon: IconLifebuoy,
    links: [
      // Staff see every customer's requests there, not their own.
      {
        label: 'shell.nav.supportTickets',
        staffLabel: 'shell.nav.supportTicketsStaff',
        to: paths.support.tickets,
        icon: IconTicket,
        area: 'support',
      },
      {
        label: 'shell.nav.knowledgeBase',
        to: paths.support.knowledgeBase,
        icon: IconBook,
        area: 'knowledge-base',
      },
    ],
  },
  {
    id: 'account',
    label: 'shell.nav.account',
    icon: IconUserCircle,
    links: [
      { label: 'shell.nav.profile', to: paths.account.profile, icon: IconUser },
      { label: 'shell.nav.company', to: paths.account.company, icon: IconBuilding },
      {
        label: 'shell.nav.iban',
        to: paths.account.iban,
        icon: IconBuildingBank,
        area: 'iban',
        companyAdminOnly: true,
      },
    ],
  },
];

/**
 * The links a user sees: those of denied areas left out, and the company administrators' unless
 * the user is one.
 */
export const visibleLinks = (
  links: readonly NavLinkItem[],
  granted: (area: CustomerArea) => boolean,
  companyAdmin = false,
): NavLinkItem[] =>
  links.filter((link) => (!link.area || granted(link.area)) && (!link.companyAdminOnly || companyAdmin));

/** The panels as a user sees them: links left out as `visibleLinks` does, and a panel left empty with them. */
export function visiblePanels(
  panels: readonly NavPanel[],
  granted: (area: CustomerArea) => boolean,
  companyAdmin = false,
): NavPanel[] {
  return panels
    .map((panel) => ({ ...panel, links: visibleLinks(panel.links, granted, companyAdmin) }))
    .filter((panel) => panel.links.length > 0);
}
