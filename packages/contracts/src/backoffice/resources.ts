// Every back-office resource, as its area declares it beside its contracts (`defineResourceAccess`):
// the one list a new area adds its declaration to. The wire's resource names (`RESOURCES`), the web
// tests' permissions and the server's check of its modules' manifests (access.test.ts) all come
// from it. Plain data: the web app uses it without loading the schemas (decision 022).
import { MAIL_ACCESS } from '../app/mail-outbox.values';
import { CAPABILITIES_ACCESS } from '../capabilities/capabilities.values';
import { CHAT_ACCESS } from '../chat/chat.values';
import { IBANS_ACCESS } from '../iban/iban.values';
import { PAY_REQUESTS_ACCESS, PAY_SERVICES_ACCESS } from '../pay-services/pay-services.values';
import { TOOLKIT_ACCESS } from '../toolkit/toolkit.values';
import { AUDIT_ACCESS } from './audit.values';
import { CALENDAR_ACCESS } from './business-calendar.values';
import { CAMPAIGNS_ACCESS } from './campaigns.values';
import { COMMUNICATIONS_ACCESS } from './communications.values';
import { COMPANIES_ACCESS } from './companies.values';
import { CRM_ACCESS } from './crm.values';
import { DISCLAIMERS_ACCESS } from './disclaimers.values';
import { TICKETS_ACCESS } from './helpdesk.values';
import { IDENTITIES_ACCESS } from './identities.values';
import { TEMPLATES_ACCESS } from './mail-templates.values';
import { MAILING_ACCESS } from './mailing.values';
import { PARTNERS_ACCESS } from './partners.values';
import { POPUPS_ACCESS } from './popups.values';
import { RESERVATION_SERVICES_ACCESS, RESERVATIONS_ACCESS } from './reservations.values';
import { ROLES_ACCESS } from './roles.values';
import { SERVER_ERRORS_ACCESS } from './server-errors.values';
import { SETTINGS_ACCESS } from './settings.values';
import { SIGN_INS_ACCESS } from './sign-ins.values';
import { PLANS_ACCESS } from './support-plans.values';
import { TAGS_ACCESS } from './tags.values';
import { USERS_ACCESS } from './users.values';

export const RESOURCE_ACCESS = [
  AUDIT_ACCESS,
  CALENDAR_ACCESS,
  CAMPAIGNS_ACCESS,
  CAPABILITIES_ACCESS,
  CHAT_ACCESS,
  COMMUNICATIONS_ACCESS,
  COMPANIES_ACCESS,
  CRM_ACCESS,
  DISCLAIMERS_ACCESS,
  IBANS_ACCESS,
  IDENTITIES_ACCESS,
  MAIL_ACCESS,
  MAILING_ACCESS,
  PARTNERS_ACCESS,
  PAY_REQUESTS_ACCESS,
  PAY_SERVICES_ACCESS,
  PLANS_ACCESS,
  POPUPS_ACCESS,
  RESERVATION_SERVICES_ACCESS,
  RESERVATIONS_ACCESS,
  ROLES_ACCESS,
  SERVER_ERRORS_ACCESS,
  SETTINGS_ACCESS,
  SIGN_INS_ACCESS,
  TAGS_ACCESS,
  TEMPLATES_ACCESS,
  TICKETS_ACCESS,
  TOOLKIT_ACCESS,
  USERS_ACCESS,
] as const;

export type Resource = (typeof RESOURCE_ACCESS)[number]['resource'];

/** The resources' names, as the wire's enum lists them. */
export const RESOURCES = RESOURCE_ACCESS.map((access) => access.resource) as [Resource, ...Resource[]];
