import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PersonalDataPart } from '../../core/personal-data';
import { supportTicketAttachments, supportTicketMessages, supportTickets } from './tickets.tables';

/**
 * The requests the user opened, with the messages they can see (support's internal notes are not
 * theirs) and the names of their attachments; the files themselves stay on the ticket's page.
 */
export const TICKETS_PART: PersonalDataPart = {
  file: 'tickets',
  title: { it: 'Richieste di assistenza', en: 'Support requests' },
  async read(tx, userId) {
    const tickets = await tx
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, userId))
      .orderBy(asc(supportTickets.createdAt));
    if (tickets.length === 0) return [];
    const ids = tickets.map((t) => t.id);
    const messages = await tx
      .select()
      .from(supportTicketMessages)
      .where(and(inArray(supportTicketMessages.ticketId, ids), eq(supportTicketMessages.internal, false)))
      .orderBy(asc(supportTicketMessages.createdAt));
    const files = await tx
      .select({
        ticketId: supportTicketAttachments.ticketId,
        messageId: supportTicketAttachments.messageId,
        fileName: supportTicketAttachments.fileName,
        size: supportTicketAttachments.size,
      })
      .from(supportTicketAttachments)
      .where(inArray(supportTicketAttachments.ticketId, ids));
    return tickets.map((t) => ({
      Number: t.number,
      Subject: t.subject,
      Product: t.product,
      State: t.state,
      Message: t.message,
      CreatedAt: t.createdAt.toISOString(),
      Messages: messages
        .filter((m) => m.ticketId === t.id)
        .map((m) => ({
          From: m.fromSupport ? 'support' : m.authorName,
          At: m.createdAt.toISOString(),
          Body: m.body,
          Attachments: files
            .filter((f) => f.messageId === m.id)
            .map((f) => ({ Name: f.fileName, Size: f.size })),
        })),
    }));
  },
};
