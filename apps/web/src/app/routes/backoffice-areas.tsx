import {
  IconBug,
  IconBuilding,
  IconBuildingBank,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarTime,
  IconCertificate,
  IconChecklist,
  IconFileCertificate,
  IconFingerprint,
  IconHeadset,
  IconHistory,
  IconLayoutGrid,
  IconMailX,
  IconMessageCircleUp,
  IconMessages,
  IconNews,
  IconPlugConnected,
  IconPresentation,
  IconReceipt,
  IconSettings,
  IconShieldLock,
  IconSpeakerphone,
  IconSun,
  IconTags,
  IconTemplate,
  IconTools,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { paths } from '../../config/paths';
import { useSignedInSession } from '../../features/auth/hooks/use-session';
import { RoleGrantsPage } from '../../features/backoffice-access/components/role-grants-page';
import { RolesPage } from '../../features/backoffice-access/components/roles-page';
import { AuditLogPage } from '../../features/backoffice-audit/components/audit-log-page';
import { BusinessCalendarPage } from '../../features/backoffice-business-calendar/components/business-calendar-page';
import { LazyCalendarPage } from '../../features/backoffice-calendar/components/lazy-calendar-page';
import { CampaignEntriesPage } from '../../features/backoffice-campaigns/components/campaign-entries-page';
import { CustomerCampaignsPage } from '../../features/backoffice-campaigns/components/customer-campaigns-page';
import { CapabilitiesPage } from '../../features/backoffice-capabilities/components/capabilities-page';
import { ChatDeskPage } from '../../features/backoffice-chat/components/chat-desk-page';
import { CommunicationEditPage } from '../../features/backoffice-communications/components/communication-edit-page';
import { CommunicationsListPage } from '../../features/backoffice-communications/components/communications-list-page';
import { CompaniesListPage } from '../../features/backoffice-companies/components/companies-list-page';
import { CompanyEditPage } from '../../features/backoffice-companies/components/company-edit-page';
import { CompanyTimeline } from '../../features/backoffice-crm/components/company-timeline';
import { ConsentsPage } from '../../features/backoffice-disclaimers/components/consents-page';
import { DisclaimerEditPage } from '../../features/backoffice-disclaimers/components/disclaimer-edit-page';
import { DisclaimersListPage } from '../../features/backoffice-disclaimers/components/disclaimers-list-page';
import { HelpdeskLive, HelpdeskMenuCount } from '../../features/backoffice-helpdesk/components/helpdesk-live';
import { HelpdeskQueuePage } from '../../features/backoffice-helpdesk/components/helpdesk-queue-page';
import { HelpdeskTicketPage } from '../../features/backoffice-helpdesk/components/helpdesk-ticket-page';
import { OperatorDayPage } from '../../features/backoffice-helpdesk/components/operator-day-page';
import { IbansPage } from '../../features/backoffice-ibans/components/ibans-page';
import { UndeliveredMailPage } from '../../features/backoffice-mail/components/undelivered-mail-page';
import { AudienceEditPage } from '../../features/backoffice-mailing/components/audience-edit-page';
import { AudiencesListPage } from '../../features/backoffice-mailing/components/audiences-list-page';
import { CampaignPage } from '../../features/backoffice-mailing/components/campaign-page';
import { CampaignsListPage } from '../../features/backoffice-mailing/components/campaigns-list-page';
import { PartnerDetailPage } from '../../features/backoffice-partners/components/partner-detail-page';
import { PartnerLinksPage } from '../../features/backoffice-partners/components/partner-links-page';
import { PartnersListPage } from '../../features/backoffice-partners/components/partners-list-page';
import { PayCataloguePage } from '../../features/backoffice-pay-services/components/pay-catalogue-page';
import { PayRequestsPage } from '../../features/backoffice-pay-services/components/pay-requests-page';
import { PayTypesPage } from '../../features/backoffice-pay-services/components/pay-types-page';
import { PopupsListPage } from '../../features/backoffice-popups/components/popups-list-page';
import { AppointmentsPage } from '../../features/backoffice-reservations/components/appointments-page';
import { RequestsPage } from '../../features/backoffice-reservations/components/requests-page';
import { ServicesPage } from '../../features/backoffice-reservations/components/services-page';
import { ServerErrorsPage } from '../../features/backoffice-server-errors/components/server-errors-page';
import { SettingsPage } from '../../features/backoffice-settings/components/settings-page';
import { SubscriptionsPage } from '../../features/backoffice-support-plans/components/subscriptions-page';
import { SupportPlansPage } from '../../features/backoffice-support-plans/components/support-plans-page';
import { TagsListPage } from '../../features/backoffice-tags/components/tags-list-page';
import { TemplateEditPage } from '../../features/backoffice-templates/components/template-edit-page';
import { TemplatesListPage } from '../../features/backoffice-templates/components/templates-list-page';
import { ToolkitFilePage } from '../../features/backoffice-toolkit/components/toolkit-file-page';
import { ToolkitListPage } from '../../features/backoffice-toolkit/components/toolkit-list-page';
import { IdentitiesListPage } from '../../features/backoffice-users/components/identities-list-page';
import { UserCreatePage } from '../../features/backoffice-users/components/user-create-page';
import { UserDetailPage } from '../../features/backoffice-users/components/user-detail-page';
import { UserEditPage } from '../../features/backoffice-users/components/user-edit-page';
import { UsersListPage } from '../../features/backoffice-users/components/users-list-page';
import type { BackofficeArea } from '../../lib/backoffice/backoffice-navigation';

/** The roles page does not offer the signed-in admin their own row. */
function RolesArea() {
  return <RolesPage userName={useSignedInSession().User.UserName} />;
}

/**
 * The areas of the back office (decision 030): each is one entry here — its menu text, path, icon,
 * the permission that shows it, its domain, and its pages — and the back office builds its menu and
 * routes from this list. Each area is a feature of its own, named after its server module
 * (`features/backoffice-<module>/`, decision 032), and features meet only here; the frame, the list
 * parts and the permissions they share are `components/backoffice/` and `lib/backoffice/`. Order
 * within a domain is menu order.
 */
export const BACKOFFICE_AREAS: BackofficeArea[] = [
  {
    label: 'backoffice.nav.companies',
    path: paths.backoffice.companies,
    icon: IconBuilding,
    permission: { resource: 'companies', action: 'list' },
    domain: 'customers',
    pages: [
      { path: paths.backoffice.companies, element: <CompaniesListPage /> },
      {
        path: paths.backoffice.company,
        // The CRM's timeline of the company under its details (shown to whoever may read it).
        element: <CompanyEditPage activities={(id) => <CompanyTimeline companyId={id} />} />,
      },
    ],
  },
  {
    label: 'backoffice.nav.tags',
    path: paths.backoffice.tags,
    icon: IconTags,
    permission: { resource: 'tags', action: 'list' },
    domain: 'customers',
    pages: [{ path: paths.backoffice.tags, element: <TagsListPage /> }],
  },
  {
    label: 'backoffice.nav.users',
    path: paths.backoffice.users,
    icon: IconUsers,
    permission: { resource: 'users', action: 'list' },
    domain: 'customers',
    pages: [
      { path: paths.backoffice.users, element: <UsersListPage /> },
      { path: paths.backoffice.userNew, element: <UserCreatePage /> },
      { path: paths.backoffice.user, element: <UserDetailPage /> },
      { path: paths.backoffice.userEdit, element: <UserEditPage /> },
    ],
  },
  {
    label: 'backoffice.nav.identities',
    path: paths.backoffice.identities,
    icon: IconFingerprint,
    permission: { resource: 'identities', action: 'list' },
    domain: 'customers',
    pages: [{ path: paths.backoffice.identities, element: <IdentitiesListPage /> }],
  },
  {
    label: 'backoffice.nav.disclaimers',
    path: paths.backoffice.disclaimers,
    icon: IconFileCertificate,
    permission: { resource: 'disclaimers', action: 'list' },
    domain: 'customers',
    pages: [
      { path: paths.backoffice.disclaimers, element: <DisclaimersListPage /> },
      { path: paths.backoffice.disclaimer, element: <DisclaimerEditPage /> },
    ],
  },
  {
    label: 'backoffice.nav.consents',
    path: paths.backoffice.consents,
    icon: IconChecklist,
    permission: { resource: 'disclaimers', action: 'list' },
    domain: 'customers',
    pages: [{ path: paths.backoffice.consents, element: <ConsentsPage /> }],
  },
  {
    label: 'backoffice.nav.day',
    path: paths.backoffice.day,
    icon: IconSun,
    permission: { resource: 'tickets', action: 'list' },
    domain: 'support',
    landing: true,
    pages: [{ path: paths.backoffice.day, element: <OperatorDayPage /> }],
  },
  {
    label: 'backoffice.nav.helpdesk',
    path: paths.backoffice.helpdesk,
    icon: IconHeadset,
    permission: { resource: 'tickets', action: 'list' },
    domain: 'support',
    pages: [
      { path: paths.backoffice.helpdesk, element: <HelpdeskQueuePage /> },
      { path: paths.backoffice.helpdeskTicket, element: <HelpdeskTicketPage /> },
    ],
    live: HelpdeskLive,
    menuCount: HelpdeskMenuCount,
  },
  {
    label: 'backoffice.nav.chat',
    path: paths.backoffice.chat,
    icon: IconMessages,
    permission: { resource: 'chat', action: 'list' },
    domain: 'support',
    pages: [{ path: paths.backoffice.chat, element: <ChatDeskPage /> }],
  },
  {
    label: 'backoffice.nav.supportPlans',
    path: paths.backoffice.supportPlans,
    icon: IconCertificate,
    permission: { resource: 'plans', action: 'list' },
    domain: 'support',
    pages: [{ path: paths.backoffice.supportPlans, element: <SupportPlansPage /> }],
  },
  {
    label: 'backoffice.nav.subscriptions',
    path: paths.backoffice.subscriptions,
    icon: IconUsersGroup,
    permission: { resource: 'plans', action: 'list' },
    domain: 'support',
    pages: [{ path: paths.backoffice.subscriptions, element: <SubscriptionsPage /> }],
  },
  {
    label: 'backoffice.nav.businessCalendar',
    path: paths.backoffice.businessCalendar,
    icon: IconCalendarTime,
    permission: { resource: 'calendar', action: 'read' },
    domain: 'support',
    pages: [{ path: paths.backoffice.businessCalendar, element: <BusinessCalendarPage /> }],
  },
  {
    label: 'backoffice.nav.communications',
    path: paths.backoffice.communications,
    icon: IconNews,
    permission: { resource: 'communications', action: 'list' },
    domain: 'communication',
    pages: [
      { path: paths.backoffice.communications, element: <CommunicationsListPage /> },
      { path: paths.backoffice.communication, element: <CommunicationEditPage /> },
    ],
  },
  {
    label: 'backoffice.nav.popups',
    path: paths.backoffice.popups,
    icon: IconMessageCircleUp,
    permission: { resource: 'popups', action: 'list' },
    domain: 'communication',
    pages: [{ path: paths.backoffice.popups, element: <PopupsListPage /> }],
  },
  {
    label: 'backoffice.nav.toolkit',
    path: paths.backoffice.toolkit,
    icon: IconTools,
    permission: { resource: 'toolkit', action: 'list' },
    domain: 'communication',
    pages: [
      { path: paths.backoffice.toolkit, element: <ToolkitListPage /> },
      { path: paths.backoffice.toolkitFile, element: <ToolkitFilePage /> },
    ],
  },
  {
    label: 'backoffice.nav.templates',
    path: paths.backoffice.templates,
    icon: IconTemplate,
    permission: { resource: 'templates', action: 'list' },
    domain: 'communication',
    pages: [
      { path: paths.backoffice.templates, element: <TemplatesListPage /> },
      { path: paths.backoffice.template, element: <TemplateEditPage /> },
    ],
  },
  {
    label: 'backoffice.nav.mailing',
    path: paths.backoffice.campaigns,
    icon: IconSpeakerphone,
    permission: { resource: 'mailing', action: 'list' },
    domain: 'communication',
    pages: [
      { path: paths.backoffice.campaigns, element: <CampaignsListPage /> },
      { path: paths.backoffice.campaign, element: <CampaignPage /> },
      { path: paths.backoffice.audiences, element: <AudiencesListPage /> },
      { path: paths.backoffice.audience, element: <AudienceEditPage /> },
    ],
  },
  {
    label: 'backoffice.nav.campaigns',
    path: paths.backoffice.customerCampaigns,
    icon: IconPresentation,
    permission: { resource: 'campaigns', action: 'list' },
    domain: 'communication',
    pages: [
      { path: paths.backoffice.customerCampaigns, element: <CustomerCampaignsPage /> },
      { path: paths.backoffice.customerCampaignEntries, element: <CampaignEntriesPage /> },
    ],
  },
  {
    label: 'backoffice.nav.calendar',
    path: paths.backoffice.calendar,
    icon: IconCalendarEvent,
    permission: { resource: 'reservations', action: 'list' },
    domain: 'agenda',
    pages: [{ path: paths.backoffice.calendar, element: <LazyCalendarPage /> }],
  },
  {
    label: 'backoffice.nav.reservations',
    path: paths.backoffice.reservations,
    icon: IconCalendarCheck,
    permission: { resource: 'reservations', action: 'list' },
    domain: 'agenda',
    pages: [
      { path: paths.backoffice.reservations, element: <AppointmentsPage /> },
      { path: paths.backoffice.reservationServices, element: <ServicesPage /> },
      { path: paths.backoffice.reservationRequests, element: <RequestsPage /> },
    ],
  },
  {
    label: 'backoffice.nav.payServices',
    path: paths.backoffice.payRequests,
    icon: IconReceipt,
    permission: { resource: 'pay-requests', action: 'list' },
    domain: 'customers',
    pages: [
      { path: paths.backoffice.payRequests, element: <PayRequestsPage /> },
      { path: paths.backoffice.payServices, element: <PayCataloguePage /> },
      { path: paths.backoffice.payTypes, element: <PayTypesPage /> },
    ],
  },
  {
    label: 'backoffice.nav.ibans',
    path: paths.backoffice.ibans,
    icon: IconBuildingBank,
    permission: { resource: 'ibans', action: 'list' },
    domain: 'customers',
    pages: [{ path: paths.backoffice.ibans, element: <IbansPage /> }],
  },
  {
    label: 'backoffice.nav.audit',
    path: paths.backoffice.audit,
    icon: IconHistory,
    permission: { resource: 'audit', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.audit, element: <AuditLogPage /> }],
  },
  {
    label: 'backoffice.nav.mail',
    path: paths.backoffice.mail,
    icon: IconMailX,
    permission: { resource: 'mail', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.mail, element: <UndeliveredMailPage /> }],
  },
  {
    label: 'backoffice.nav.serverErrors',
    path: paths.backoffice.serverErrors,
    icon: IconBug,
    permission: { resource: 'errors', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.serverErrors, element: <ServerErrorsPage /> }],
  },
  {
    label: 'backoffice.nav.roles',
    path: paths.backoffice.roles,
    icon: IconUserShield,
    permission: { resource: 'roles', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.roles, element: <RolesArea /> }],
  },
  {
    label: 'backoffice.nav.roleGrants',
    path: paths.backoffice.roleGrants,
    icon: IconShieldLock,
    permission: { resource: 'roles', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.roleGrants, element: <RoleGrantsPage /> }],
  },
  {
    label: 'backoffice.nav.settings',
    path: paths.backoffice.settings,
    icon: IconSettings,
    permission: { resource: 'settings', action: 'read' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.settings, element: <SettingsPage /> }],
  },
  {
    label: 'backoffice.nav.partners',
    path: paths.backoffice.partners,
    icon: IconPlugConnected,
    permission: { resource: 'partners', action: 'list' },
    domain: 'administration',
    pages: [
      { path: paths.backoffice.partners, element: <PartnersListPage /> },
      { path: paths.backoffice.partnerLinks, element: <PartnerLinksPage /> },
      { path: paths.backoffice.partner, element: <PartnerDetailPage /> },
    ],
  },
  {
    label: 'backoffice.nav.capabilities',
    path: paths.backoffice.capabilities,
    icon: IconLayoutGrid,
    permission: { resource: 'capabilities', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.capabilities, element: <CapabilitiesPage /> }],
  },
];
