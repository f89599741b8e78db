import { TICKETS_ACCESS } from '@sportello/contracts/backoffice/helpdesk.values';
import type { Module } from '../../module-deps';
import { registerTagUser } from '../tags/tag-users';
import { replaceTagOnTickets } from './helpdesk.service';
import { TICKET_LABELS } from './tickets.audit-labels';
import { TICKETS_PART } from './tickets.personal-data';
import { ticketsRoutes } from './tickets.routes';

export const ticketsModule: Module = {
  name: 'tickets',
  access: [TICKETS_ACCESS],
  auditLabels: [TICKET_LABELS],
  personalData: [TICKETS_PART],
  register(app, deps) {
    // Tickets carry tags (decision 079): merging tags moves them; deleting one takes it off them.
    registerTagUser('tickets', { replace: replaceTagOnTickets });
    ticketsRoutes(app, deps);
  },
};
