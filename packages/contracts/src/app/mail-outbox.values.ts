// Plain data of mail-outbox.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from '../backoffice/resource-access';

/**
 * The messages the outbox could not deliver, with the mail server's answer: the admins' (decision
 * 015). They read them, queue them again (`update`), discard them (`delete`) and export the list.
 */
export const MAIL_ACCESS = defineResourceAccess('mail', {
  admin: { list: 'all', read: 'all', update: 'all', delete: 'all', export: 'all' },
});

/**
 * What a message was for, as the back office groups them: the outbox's purposes, an invitation's
 * without its company (`invitation:<id>` is `invitation`).
 */
export const MAIL_PURPOSES = [
  'password-reset',
  'user-names',
  'email-verification',
  'secure-code',
  'invitation',
  'support-request',
  'ticket',
  'welcome',
  'template-test',
  'data-export',
  'campaign',
  'communication',
  'security-notice',
  'campaign-entry',
  'appointment',
  'pay-request',
  'iban-change',
] as const;
export type MailPurposeKind = (typeof MAIL_PURPOSES)[number];

export const UNDELIVERED_MAIL_SORT_FIELDS = ['CreatedAt', 'To', 'Subject', 'Purpose', 'Attempts'] as const;
