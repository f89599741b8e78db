import { CRM_ACCESS } from '@sportello/contracts/backoffice/crm.values';
import { labelsBySerialId } from '../../core/module';
import type { Module } from '../../module-deps';
import { registerDueActivities } from '../reservations/reservations.calendar-sources';
import { crmRoutes } from './crm.routes';
import { dueActivitiesOf } from './crm.service';
import { crmActivities } from './crm.tables';

export const crmModule: Module = {
  name: 'crm',
  access: [CRM_ACCESS],
  auditLabels: [
    {
      kind: 'crm-activity',
      resources: ['crm'],
      idShape: /^[1-9]\d{0,8}$/,
      lookup: labelsBySerialId(crmActivities, crmActivities.id, crmActivities.subject),
    },
  ],
  register(app) {
    // The operators' calendar shows the next actions they own.
    registerDueActivities(dueActivitiesOf);
    crmRoutes(app);
  },
};
