import enAccess from '../locales/en/backoffice/access.json';
import enAudit from '../locales/en/backoffice/audit.json';
import enBusinessCalendar from '../locales/en/backoffice/business-calendar.json';
import enCalendar from '../locales/en/backoffice/calendar.json';
import enCampaigns from '../locales/en/backoffice/campaigns.json';
import enCapabilities from '../locales/en/backoffice/capabilities.json';
import enChat from '../locales/en/backoffice/chat.json';
import enCommunications from '../locales/en/backoffice/communications.json';
import enCompanies from '../locales/en/backoffice/companies.json';
import enCrm from '../locales/en/backoffice/crm.json';
import enDisclaimers from '../locales/en/backoffice/disclaimers.json';
import enHelpdesk from '../locales/en/backoffice/helpdesk.json';
import enIban from '../locales/en/backoffice/iban.json';
import enImports from '../locales/en/backoffice/imports.json';
import enMail from '../locales/en/backoffice/mail.json';
import enMailing from '../locales/en/backoffice/mailing.json';
import enPartners from '../locales/en/backoffice/partners.json';
import enPayServices from '../locales/en/backoffice/pay-services.json';
import enPopups from '../locales/en/backoffice/popups.json';
import enReservations from '../locales/en/backoffice/reservations.json';
import enServerErrors from '../locales/en/backoffice/server-errors.json';
import enSettings from '../locales/en/backoffice/settings.json';
import enShell from '../locales/en/backoffice/shell.json';
import enSignIns from '../locales/en/backoffice/sign-ins.json';
import enSupportPlans from '../locales/en/backoffice/support-plans.json';
import enTags from '../locales/en/backoffice/tags.json';
import enTemplates from '../locales/en/backoffice/templates.json';
import enToolkit from '../locales/en/backoffice/toolkit.json';
import enUsers from '../locales/en/backoffice/users.json';
import itAccess from '../locales/it/backoffice/access.json';
import itAudit from '../locales/it/backoffice/audit.json';
import itBusinessCalendar from '../locales/it/backoffice/business-calendar.json';
import itCalendar from '../locales/it/backoffice/calendar.json';
import itCampaigns from '../locales/it/backoffice/campaigns.json';
import itCapabilities from '../locales/it/backoffice/capabilities.json';
import itChat from '../locales/it/backoffice/chat.json';
import itCommunications from '../locales/it/backoffice/communications.json';
import itCompanies from '../locales/it/backoffice/companies.json';
import itCrm from '../locales/it/backoffice/crm.json';
import itDisclaimers from '../locales/it/backoffice/disclaimers.json';
import itHelpdesk from '../locales/it/backoffice/helpdesk.json';
import itIban from '../locales/it/backoffice/iban.json';
import itImports from '../locales/it/backoffice/imports.json';
import itMail from '../locales/it/backoffice/mail.json';
import itMailing from '../locales/it/backoffice/mailing.json';
import itPartners from '../locales/it/backoffice/partners.json';
import itPayServices from '../locales/it/backoffice/pay-services.json';
import itPopups from '../locales/it/backoffice/popups.json';
import itReservations from '../locales/it/backoffice/reservations.json';
import itServerErrors from '../locales/it/backoffice/server-errors.json';
import itSettings from '../locales/it/backoffice/settings.json';
import itShell from '../locales/it/backoffice/shell.json';
import itSignIns from '../locales/it/backoffice/sign-ins.json';
import itSupportPlans from '../locales/it/backoffice/support-plans.json';
import itTags from '../locales/it/backoffice/tags.json';
import itTemplates from '../locales/it/backoffice/templates.json';
import itToolkit from '../locales/it/backoffice/toolkit.json';
import itUsers from '../locales/it/backoffice/users.json';

/**
 * The back office's texts, one file per area in `locales/<code>/backoffice/`, named after its feature
 * (`shell` for the frame and the list parts the areas share). A new area adds its own files and its
 * entries here.
 */
export const BACKOFFICE_AREA_CATALOGUES = {
  shell: { it: itShell, en: enShell },
  communications: { it: itCommunications, en: enCommunications },
  audit: { it: itAudit, en: enAudit },
  access: { it: itAccess, en: enAccess },
  companies: { it: itCompanies, en: enCompanies },
  crm: { it: itCrm, en: enCrm },
  tags: { it: itTags, en: enTags },
  imports: { it: itImports, en: enImports },
  users: { it: itUsers, en: enUsers },
  helpdesk: { it: itHelpdesk, en: enHelpdesk },
  'support-plans': { it: itSupportPlans, en: enSupportPlans },
  'business-calendar': { it: itBusinessCalendar, en: enBusinessCalendar },
  calendar: { it: itCalendar, en: enCalendar },
  chat: { it: itChat, en: enChat },
  settings: { it: itSettings, en: enSettings },
  mail: { it: itMail, en: enMail },
  'server-errors': { it: itServerErrors, en: enServerErrors },
  'sign-ins': { it: itSignIns, en: enSignIns },
  disclaimers: { it: itDisclaimers, en: enDisclaimers },
  popups: { it: itPopups, en: enPopups },
  templates: { it: itTemplates, en: enTemplates },
  mailing: { it: itMailing, en: enMailing },
  campaigns: { it: itCampaigns, en: enCampaigns },
  capabilities: { it: itCapabilities, en: enCapabilities },
  partners: { it: itPartners, en: enPartners },
  reservations: { it: itReservations, en: enReservations },
  'pay-services': { it: itPayServices, en: enPayServices },
  iban: { it: itIban, en: enIban },
  toolkit: { it: itToolkit, en: enToolkit },
} as const;

/**
 * The `backoffice` namespace: every area's texts in one catalogue per language. The web app loads
 * them with the back-office pages (their own bundle), so that customers never download them.
 */
export const BACKOFFICE_CATALOGUES = {
  it: {
    ...BACKOFFICE_AREA_CATALOGUES.shell.it,
    ...BACKOFFICE_AREA_CATALOGUES.communications.it,
    ...BACKOFFICE_AREA_CATALOGUES.audit.it,
    ...BACKOFFICE_AREA_CATALOGUES.access.it,
    ...BACKOFFICE_AREA_CATALOGUES.companies.it,
    ...BACKOFFICE_AREA_CATALOGUES.crm.it,
    ...BACKOFFICE_AREA_CATALOGUES.tags.it,
    ...BACKOFFICE_AREA_CATALOGUES.imports.it,
    ...BACKOFFICE_AREA_CATALOGUES.users.it,
    ...BACKOFFICE_AREA_CATALOGUES.helpdesk.it,
    ...BACKOFFICE_AREA_CATALOGUES['support-plans'].it,
    ...BACKOFFICE_AREA_CATALOGUES['business-calendar'].it,
    ...BACKOFFICE_AREA_CATALOGUES.calendar.it,
    ...BACKOFFICE_AREA_CATALOGUES.chat.it,
    ...BACKOFFICE_AREA_CATALOGUES.settings.it,
    ...BACKOFFICE_AREA_CATALOGUES.mail.it,
    ...BACKOFFICE_AREA_CATALOGUES['server-errors'].it,
    ...BACKOFFICE_AREA_CATALOGUES['sign-ins'].it,
    ...BACKOFFICE_AREA_CATALOGUES.disclaimers.it,
    ...BACKOFFICE_AREA_CATALOGUES.templates.it,
    ...BACKOFFICE_AREA_CATALOGUES.mailing.it,
    ...BACKOFFICE_AREA_CATALOGUES.campaigns.it,
    ...BACKOFFICE_AREA_CATALOGUES.popups.it,
    ...BACKOFFICE_AREA_CATALOGUES.capabilities.it,
    ...BACKOFFICE_AREA_CATALOGUES.partners.it,
    ...BACKOFFICE_AREA_CATALOGUES.reservations.it,
    ...BACKOFFICE_AREA_CATALOGUES['pay-services'].it,
    ...BACKOFFICE_AREA_CATALOGUES.iban.it,
    ...BACKOFFICE_AREA_CATALOGUES.toolkit.it,
  },
  en: {
    ...BACKOFFICE_AREA_CATALOGUES.shell.en,
    ...BACKOFFICE_AREA_CATALOGUES.communications.en,
    ...BACKOFFICE_AREA_CATALOGUES.audit.en,
    ...BACKOFFICE_AREA_CATALOGUES.access.en,
    ...BACKOFFICE_AREA_CATALOGUES.companies.en,
    ...BACKOFFICE_AREA_CATALOGUES.crm.en,
    ...BACKOFFICE_AREA_CATALOGUES.tags.en,
    ...BACKOFFICE_AREA_CATALOGUES.imports.en,
    ...BACKOFFICE_AREA_CATALOGUES.users.en,
    ...BACKOFFICE_AREA_CATALOGUES.helpdesk.en,
    ...BACKOFFICE_AREA_CATALOGUES['support-plans'].en,
    ...BACKOFFICE_AREA_CATALOGUES['business-calendar'].en,
    ...BACKOFFICE_AREA_CATALOGUES.calendar.en,
    ...BACKOFFICE_AREA_CATALOGUES.chat.en,
    ...BACKOFFICE_AREA_CATALOGUES.settings.en,
    ...BACKOFFICE_AREA_CATALOGUES.mail.en,
    ...BACKOFFICE_AREA_CATALOGUES['server-errors'].en,
    ...BACKOFFICE_AREA_CATALOGUES['sign-ins'].en,
    ...BACKOFFICE_AREA_CATALOGUES.disclaimers.en,
    ...BACKOFFICE_AREA_CATALOGUES.templates.en,
    ...BACKOFFICE_AREA_CATALOGUES.mailing.en,
    ...BACKOFFICE_AREA_CATALOGUES.campaigns.en,
    ...BACKOFFICE_AREA_CATALOGUES.popups.en,
    ...BACKOFFICE_AREA_CATALOGUES.capabilities.en,
    ...BACKOFFICE_AREA_CATALOGUES.partners.en,
    ...BACKOFFICE_AREA_CATALOGUES.reservations.en,
    ...BACKOFFICE_AREA_CATALOGUES['pay-services'].en,
    ...BACKOFFICE_AREA_CATALOGUES.iban.en,
    ...BACKOFFICE_AREA_CATALOGUES.toolkit.en,
  },
} as const;
