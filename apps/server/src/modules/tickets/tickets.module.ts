import { TICKETS_ACCESS } from '@sportello/contracts/backoffice/helpdesk.values';
import type { Module } from '../../module-deps';
import { TICKET_LABELS } from './tickets.audit-labels';
import { ticketsRoutes } from './tickets.routes';

export const ticketsModule: Module = {
  name: 'tickets',
  access: [TICKETS_ACCESS],
  auditLabels: [TICKET_LABELS],
  register: (app, deps) => ticketsRoutes(app, deps),
};
