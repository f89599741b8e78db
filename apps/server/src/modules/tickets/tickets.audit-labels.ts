import { inArray } from 'drizzle-orm';
import { type AuditLabelKind, snapshotText, UUID_ID } from '../../core/module';
import { supportTickets, ticketCode } from './tickets.tables';

/** A support item, named in the log by its code. */
export const TICKET_LABELS: AuditLabelKind = {
  kind: 'ticket',
  resources: ['tickets'],
  fields: ['TicketId'],
  idShape: UUID_ID,
  lookup: async (tx, ids) =>
    (
      await tx
        .select({ id: supportTickets.id, number: supportTickets.number, code: supportTickets.code })
        .from(supportTickets)
        .where(inArray(supportTickets.id, ids))
    ).map((t) => [t.id, t.code ?? ticketCode(t.number)]),
  snapshotLabel: (snapshot) => snapshotText(snapshot.Code) ?? snapshotText(snapshot.TicketCode),
};
