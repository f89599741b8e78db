import { PLANS_ACCESS } from '@sportello/contracts/backoffice/support-plans.values';
import type { Module } from '../../module-deps';
import { PLAN_LABELS } from './support-plans.audit-labels';
import { supportPlansRoutes } from './support-plans.routes';

export const supportPlansModule: Module = {
  name: 'support-plans',
  access: [PLANS_ACCESS],
  auditLabels: [PLAN_LABELS],
  register: (app) => supportPlansRoutes(app),
};
