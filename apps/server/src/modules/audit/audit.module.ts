import { AUDIT_ACCESS } from '@sportello/contracts/backoffice/audit.values';
import type { Module } from '../../module-deps';
import { auditRoutes } from './audit.routes';

export const auditModule: Module = {
  name: 'audit',
  access: [AUDIT_ACCESS],
  register: (app) => auditRoutes(app),
};
