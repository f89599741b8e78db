import { COMMUNICATIONS_ACCESS } from '@sportello/contracts/backoffice/communications.values';
import type { Module } from '../../module-deps';
import { COMMUNICATION_LABELS } from './communications.audit-labels';
import { communicationsRoutes } from './communications.routes';

export const communicationsModule: Module = {
  name: 'communications',
  access: [COMMUNICATIONS_ACCESS],
  auditLabels: [COMMUNICATION_LABELS],
  register: (app) => communicationsRoutes(app),
};
