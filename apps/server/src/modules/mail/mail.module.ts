import { MAIL_ACCESS } from '@sportello/contracts/app/mail-outbox.values';
import type { Module } from '../../module-deps';
import { MAIL_LABELS } from './mail.audit-labels';
import { mailRoutes } from './mail.routes';

export const mailModule: Module = {
  name: 'mail',
  access: [MAIL_ACCESS],
  auditLabels: [MAIL_LABELS],
  register: (app) => mailRoutes(app),
};
