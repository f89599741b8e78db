import type { ItemType, TicketState } from '@sportello/contracts/tickets/tickets.contract';
import { sql } from 'drizzle-orm';
import { daysAfter } from '../core/clock';
import type { ServiceContext } from '../core/context';
import {
  countTicketsOfCompany,
  insertMessage,
  insertTicket,
  setTicketUpdatedAt,
} from '../modules/tickets/tickets.repository';
import { users } from '../modules/users/users.tables';
import { DEMO_SUPPORT_ITEMS } from './demo-data';

/** The support area's demo items, each by its demo author, the handled ones by the demo operator. */
export async function seedDemoSupport(ctx: ServiceContext): Promise<void> {
  const userOf = async (userName: string) => {
    const [row] = await ctx.tx
      .select({
        id: users.id,
        companyId: users.companyId,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(sql`lower(${users.userName}) = ${userName}`);
    if (!row) throw new Error(`demo user ${userName} missing`);
    return { ...row, name: `${row.firstName} ${row.lastName}` };
  };
  const operator = await userOf('operatore@sportello.demo');
  const items = [];
  for (const item of DEMO_SUPPORT_ITEMS) {
    const author = await userOf(item.author);
    items.push({
      ...item,
      companyId: author.companyId,
      author,
      handler: item.handled ? operator : undefined,
    });
  }
  await ensureDemoItems(ctx, items);
}

/** Demo items with their conversation, written once per company: a company with items is left alone. */
async function ensureDemoItems(
  ctx: ServiceContext,
  items: {
    companyId: number;
    author: { id: string; name: string; email: string };
    handler?: { id: string; name: string };
    type: ItemType;
    code?: string;
    subject: string;
    product: string;
    state: TicketState;
    daysAgo: number;
    messages: { support?: boolean; body: string }[];
  }[],
): Promise<void> {
  const done = new Set<number>();
  for (const item of items) {
    if (done.has(item.companyId)) continue;
    if ((await countTicketsOfCompany(ctx.tx, item.companyId)) > 0) done.add(item.companyId);
  }
  for (const item of items) {
    if (done.has(item.companyId)) continue;
    const start = daysAfter(ctx.clock.now(), -item.daysAgo).getTime();
    const at = (i: number) => new Date(start + i * 3_600_000 * 5);
    const ticket = await insertTicket(ctx.tx, {
      kind: 'portal',
      itemType: item.type,
      code: item.code ?? null,
      subject: item.subject,
      product: item.product,
      state: item.state,
      companyId: item.companyId,
      userId: item.author.id,
      handlerId: item.handler?.id ?? null,
      requesterEmail: item.author.email,
      requesterName: item.author.name,
      message: item.messages[0]?.body ?? '',
      createdAt: at(0),
      updatedAt: at(0),
    });
    for (const [i, m] of item.messages.entries()) {
      await insertMessage(
        ctx.tx,
        {
          ticketId: ticket.id,
          authorId: m.support ? (item.handler?.id ?? null) : item.author.id,
          authorName: m.support ? (item.handler?.name ?? '') : item.author.name,
          fromSupport: Boolean(m.support),
          body: m.body,
        },
        at(i),
      );
    }
    await setTicketUpdatedAt(ctx.tx, ticket.id, at(Math.max(0, item.messages.length - 1)));
  }
}
