// Plain data of mail-outbox.contract.ts: the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from '../backoffice/resource-access';

/** The messages the outbox could not deliver, with the mail server's answer: the admins'. */
export const MAIL_ACCESS = defineResourceAccess('mail', { admin: { list: 'all' } });
