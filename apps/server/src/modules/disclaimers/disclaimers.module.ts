import { DISCLAIMERS_ACCESS } from '@sportello/contracts/backoffice/disclaimers.values';
import type { Module } from '../../module-deps';
import { DISCLAIMER_LABELS } from './disclaimers.audit-labels';
import { disclaimersRoutes } from './disclaimers.routes';

export const disclaimersModule: Module = {
  name: 'disclaimers',
  access: [DISCLAIMERS_ACCESS],
  auditLabels: [DISCLAIMER_LABELS],
  register: (app) => disclaimersRoutes(app),
};
