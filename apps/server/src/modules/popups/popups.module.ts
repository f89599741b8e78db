import { POPUPS_ACCESS } from '@sportello/contracts/backoffice/popups.values';
import type { Module } from '../../module-deps';
import { POPUP_LABELS } from './popups.audit-labels';
import { popupsRoutes } from './popups.routes';

export const popupsModule: Module = {
  name: 'popups',
  access: [POPUPS_ACCESS],
  auditLabels: [POPUP_LABELS],
  register: (app) => popupsRoutes(app),
};
