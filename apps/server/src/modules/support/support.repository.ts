import type { Tx } from '../../core/database';
import { supportTickets } from './support.tables';

export async function insertTicket(tx: Tx, ticket: typeof supportTickets.$inferInsert): Promise<number> {
  const [row] = await tx.insert(supportTickets).values(ticket).returning({ number: supportTickets.number });
  return row!.number;
}
