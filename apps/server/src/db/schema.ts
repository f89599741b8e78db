/**
 * Every table, for drizzle-kit to generate migrations from. The one barrel file of the server:
 * each module keeps its own tables in `<feature>.tables.ts` and lists them here.
 */

export * from '../core/audit-trail.tables';
export * from '../core/mail-outbox.tables';
export * from '../core/sessions.tables';
export * from '../modules/access/access.tables';
export * from '../modules/auth/login-throttle.tables';
export * from '../modules/auth/sign-in-log.tables';
export * from '../modules/business-calendar/business-calendar.tables';
export * from '../modules/campaigns/campaigns.tables';
export * from '../modules/capabilities/capabilities.tables';
export * from '../modules/chat/chat.tables';
export * from '../modules/communications/communications.tables';
export * from '../modules/companies/companies.tables';
export * from '../modules/crm/crm.tables';
export * from '../modules/data-export/data-export.tables';
export * from '../modules/disclaimers/disclaimers.tables';
export * from '../modules/iban/iban.tables';
export * from '../modules/imports/imports.tables';
export * from '../modules/invitations/invitations.tables';
export * from '../modules/ivr/ivr.tables';
export * from '../modules/knowledge-base/knowledge-base.tables';
export * from '../modules/languages/languages.tables';
export * from '../modules/mail-templates/mail-templates.tables';
export * from '../modules/mailing/mailing.tables';
export * from '../modules/news/news.tables';
export * from '../modules/partners/partners.tables';
export * from '../modules/pay-services/pay-services.tables';
export * from '../modules/popups/popups.tables';
export * from '../modules/reservations/reservations.tables';
export * from '../modules/saved-views/saved-views.tables';
export * from '../modules/second-factor/second-factor.tables';
export * from '../modules/server-errors/server-errors.tables';
export * from '../modules/settings/settings.tables';
export * from '../modules/sso/sso.tables';
export * from '../modules/support-plans/support-plans.tables';
export * from '../modules/tags/tags.tables';
export * from '../modules/tickets/tickets.tables';
export * from '../modules/toolkit/toolkit.tables';
export * from '../modules/users/users.tables';
export * from '../modules/verification/verification.tables';
