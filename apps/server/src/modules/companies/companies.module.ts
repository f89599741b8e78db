import { COMPANIES_ACCESS } from '@sportello/contracts/backoffice/companies.values';
import type { Module } from '../../module-deps';
import { COMPANY_LABELS } from './companies.audit-labels';
import { companiesRoutes } from './companies.routes';

export const companiesModule: Module = {
  name: 'companies',
  access: [COMPANIES_ACCESS],
  auditLabels: [COMPANY_LABELS],
  register: (app) => companiesRoutes(app),
};
