import { TOOLKIT_ACCESS } from '@sportello/contracts/toolkit/toolkit.values';
import type { Module } from '../../module-deps';
import { TOOLKIT_LABELS } from './toolkit.audit-labels';
import { TOOLKIT_PART } from './toolkit.personal-data';
import { toolkitRoutes } from './toolkit.routes';

export const toolkitModule: Module = {
  name: 'toolkit',
  access: [TOOLKIT_ACCESS],
  auditLabels: [TOOLKIT_LABELS],
  personalData: [TOOLKIT_PART],
  register(app, deps) {
    toolkitRoutes(app, { maxBytes: deps.config.files.toolkitMaxBytes });
  },
};
