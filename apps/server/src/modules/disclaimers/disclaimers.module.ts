import { DISCLAIMERS_ACCESS } from '@sportello/contracts/backoffice/disclaimers.values';
import type { Module } from '../../module-deps';
import { DISCLAIMER_LABELS } from './disclaimers.audit-labels';
import { CONSENTS_PART } from './disclaimers.personal-data';
import { disclaimersRoutes } from './disclaimers.routes';

export const disclaimersModule: Module = {
  name: 'disclaimers',
  access: [DISCLAIMERS_ACCESS],
  auditLabels: [DISCLAIMER_LABELS],
  personalData: [CONSENTS_PART],
  register: (app) => disclaimersRoutes(app),
};
