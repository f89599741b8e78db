import { TEMPLATES_ACCESS } from '@sportello/contracts/backoffice/mail-templates.values';
import type { Module } from '../../module-deps';
import { MAIL_TEMPLATE_LABELS } from './mail-templates.audit-labels';
import { mailTemplatesRoutes } from './mail-templates.routes';

export const mailTemplatesModule: Module = {
  name: 'mail-templates',
  access: [TEMPLATES_ACCESS],
  auditLabels: [MAIL_TEMPLATE_LABELS],
  register: (app) => mailTemplatesRoutes(app),
};
