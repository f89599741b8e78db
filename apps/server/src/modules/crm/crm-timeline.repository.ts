import type { TimelineItem } from '@sportello/contracts/backoffice/crm.contract';
import type { TimelineKind } from '@sportello/contracts/backoffice/crm.values';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { customerCampaignEntries, customerCampaigns } from '../campaigns/campaigns.tables';
import { chatConversations } from '../chat/chat.tables';
import {
  appointments,
  reservationServices,
  testAppointmentRequests,
} from '../reservations/reservations.tables';
import { supportTickets, ticketCode } from '../tickets/tickets.tables';
import type { users } from '../users/users.tables';

/**
 * What the other areas hold of a company, as lines of its timeline (decision 083): read from their
 * tables, newest first, a page at a time. Each source answers for one kind; the CRM merges them.
 */

export interface SourceQuery {
  companyId: number;
  /** Only what happened before it (the page already shown ends there); absent: the newest. */
  before?: Date;
  /** Only what this operator handles (a ticket's handler, a chat's or an appointment's operator). */
  ownerId?: string;
  limit: number;
}

/** A line of another area: no next action, not changeable here. */
const line = (
  item: Pick<TimelineItem, 'Key' | 'Kind' | 'At' | 'Subject' | 'Body' | 'Who' | 'Link' | 'State'>,
): TimelineItem => ({
  ...item,
  Outcome: '',
  ActivityId: null,
  NextAction: '',
  NextDueAt: null,
  NextOwner: null,
  DoneAt: null,
  CanChange: false,
});

const personName = (id: SQL | typeof users.id) =>
  sql<string>`coalesce((select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.user_name) from users u where u.id = ${id}), '')`;

async function tickets(tx: Tx, q: SourceQuery): Promise<TimelineItem[]> {
  const rows = await tx
    .select({
      id: supportTickets.id,
      number: supportTickets.number,
      subject: supportTickets.subject,
      state: supportTickets.state,
      at: supportTickets.createdAt,
      who: personName(sql`${supportTickets.userId}`),
    })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.companyId, q.companyId),
        q.before ? lt(supportTickets.createdAt, q.before) : undefined,
        q.ownerId ? eq(supportTickets.handlerId, q.ownerId) : undefined,
      ),
    )
    .orderBy(desc(supportTickets.createdAt))
    .limit(q.limit);
  return rows.map((r) =>
    line({
      Key: `ticket:${r.id}`,
      Kind: 'ticket',
      At: r.at.toISOString(),
      Subject: `${ticketCode(r.number)} ${r.subject}`.trim(),
      Body: '',
      Who: r.who,
      Link: `/backoffice/helpdesk/${r.id}`,
      State: r.state,
    }),
  );
}

async function chats(tx: Tx, q: SourceQuery): Promise<TimelineItem[]> {
  const rows = await tx
    .select({
      id: chatConversations.id,
      state: chatConversations.state,
      at: chatConversations.createdAt,
      who: personName(sql`${chatConversations.customerId}`),
      operator: personName(sql`${chatConversations.operatorId}`),
    })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.companyId, q.companyId),
        q.before ? lt(chatConversations.createdAt, q.before) : undefined,
        q.ownerId ? eq(chatConversations.operatorId, q.ownerId) : undefined,
      ),
    )
    .orderBy(desc(chatConversations.createdAt))
    .limit(q.limit);
  return rows.map((r) =>
    line({
      Key: `chat:${r.id}`,
      Kind: 'chat',
      At: r.at.toISOString(),
      Subject: r.operator ? `${r.who} — ${r.operator}` : r.who,
      Body: '',
      Who: r.who,
      Link: '/backoffice/chat',
      State: r.state,
    }),
  );
}

async function booked(tx: Tx, q: SourceQuery): Promise<TimelineItem[]> {
  const rows = await tx
    .select({
      id: appointments.id,
      service: reservationServices.name,
      status: appointments.status,
      at: appointments.startsAt,
      who: appointments.contactName,
      notes: appointments.notes,
      operator: personName(sql`${appointments.operatorId}`),
    })
    .from(appointments)
    .innerJoin(reservationServices, eq(reservationServices.id, appointments.serviceId))
    .where(
      and(
        eq(appointments.companyId, q.companyId),
        q.before ? lt(appointments.startsAt, q.before) : undefined,
        q.ownerId ? eq(appointments.operatorId, q.ownerId) : undefined,
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(q.limit);
  return rows.map((r) =>
    line({
      Key: `appointment:${r.id}`,
      Kind: 'appointment',
      At: r.at.toISOString(),
      Subject: r.operator ? `${r.service} — ${r.operator}` : r.service,
      Body: r.notes,
      Who: r.who,
      Link: `/backoffice/reservations?open=${r.id}`,
      State: r.status,
    }),
  );
}

async function requests(tx: Tx, q: SourceQuery): Promise<TimelineItem[]> {
  if (q.ownerId) return [];
  const rows = await tx
    .select()
    .from(testAppointmentRequests)
    .where(
      and(
        eq(testAppointmentRequests.companyId, q.companyId),
        q.before ? lt(testAppointmentRequests.createdAt, q.before) : undefined,
      ),
    )
    .orderBy(desc(testAppointmentRequests.createdAt))
    .limit(q.limit);
  return rows.map((r) =>
    line({
      Key: `test_request:${r.id}`,
      Kind: 'test_request',
      At: r.createdAt.toISOString(),
      Subject: r.product,
      Body: [r.preferredTime, r.notes].filter(Boolean).join('\n'),
      Who: r.contactName,
      Link: '/backoffice/reservations/requests',
      State: r.status,
    }),
  );
}

async function entries(tx: Tx, q: SourceQuery): Promise<TimelineItem[]> {
  if (q.ownerId) return [];
  const rows = await tx
    .select({ entry: customerCampaignEntries, title: customerCampaigns.title })
    .from(customerCampaignEntries)
    .innerJoin(customerCampaigns, eq(customerCampaigns.id, customerCampaignEntries.campaignId))
    .where(
      and(
        eq(customerCampaignEntries.companyId, q.companyId),
        q.before ? lt(customerCampaignEntries.createdAt, q.before) : undefined,
      ),
    )
    .orderBy(desc(customerCampaignEntries.createdAt))
    .limit(q.limit);
  return rows.map(({ entry, title }) =>
    line({
      Key: `campaign_entry:${entry.id}`,
      Kind: 'campaign_entry',
      At: entry.createdAt.toISOString(),
      Subject: entry.talkTitle ? `${title} — ${entry.talkTitle}` : title,
      Body: entry.motivation || entry.abstract,
      Who: entry.contactName,
      Link: '/backoffice/campaigns/entries',
      State: entry.status,
    }),
  );
}

/** The other areas' sources, by the kind each answers for. */
export const OTHER_SOURCES: Partial<
  Record<TimelineKind, (tx: Tx, q: SourceQuery) => Promise<TimelineItem[]>>
> = {
  ticket: tickets,
  chat: chats,
  appointment: booked,
  test_request: requests,
  campaign_entry: entries,
};
