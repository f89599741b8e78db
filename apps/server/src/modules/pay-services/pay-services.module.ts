import {
  PAY_REQUESTS_ACCESS,
  PAY_SERVICES_ACCESS,
} from '@sportello/contracts/pay-services/pay-services.values';
import type { Module } from '../../module-deps';

export const payServicesModule: Module = {
  name: 'pay-services',
  access: [PAY_SERVICES_ACCESS, PAY_REQUESTS_ACCESS],
  register() {},
};
