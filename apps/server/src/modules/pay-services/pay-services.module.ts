import {
  PAY_REQUESTS_ACCESS,
  PAY_SERVICES_ACCESS,
} from '@sportello/contracts/pay-services/pay-services.values';
import type { Module } from '../../module-deps';
import { PAY_REQUEST_LABELS, PAY_SERVICE_LABELS } from './pay-services.audit-labels';
import { PAY_SERVICES_PART } from './pay-services.personal-data';
import { payServicesRoutes } from './pay-services.routes';

export const payServicesModule: Module = {
  name: 'pay-services',
  access: [PAY_SERVICES_ACCESS, PAY_REQUESTS_ACCESS],
  auditLabels: [PAY_SERVICE_LABELS, PAY_REQUEST_LABELS],
  personalData: [PAY_SERVICES_PART],
  register(app, deps) {
    payServicesRoutes(app, { publicUrl: deps.config.publicUrl });
  },
};
