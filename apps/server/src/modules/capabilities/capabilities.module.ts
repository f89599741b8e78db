import { CAPABILITIES_ACCESS } from '@sportello/contracts/capabilities/capabilities.values';
import type { Module } from '../../module-deps';
import { CAPABILITY_LABELS } from './capabilities.audit-labels';
import { capabilitiesRoutes } from './capabilities.routes';

/**
 * Customer capabilities (decision 066). Its port (`databaseCapabilities`) is built by app.ts beside
 * the settings', since every module's routes are gated through it.
 */
export const capabilitiesModule: Module = {
  name: 'capabilities',
  access: [CAPABILITIES_ACCESS],
  auditLabels: [CAPABILITY_LABELS],
  register: (app) => capabilitiesRoutes(app),
};
