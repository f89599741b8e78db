import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../core/database';
import { chatConversations } from '../chat/chat.tables';
import { communications } from '../communications/communications.tables';
import { companies } from '../companies/companies.tables';
import { supportPlans } from '../support-plans/support-plans.tables';
import { tags } from '../tags/tags.tables';
import { supportTickets, ticketCode } from '../tickets/tickets.tables';
import { users } from '../users/users.tables';
import { type IdsByKind, LABEL_KINDS, type LabelKind, type LabelsByKind, personLabel } from './audit-labels';

type Lookup = (tx: Tx, ids: string[]) => Promise<[string, string][]>;

const serials = (ids: string[]) => ids.map(Number);

/** One query per kind: the label of each id of that kind that still exists. */
const LOOKUPS: Record<LabelKind, Lookup> = {
  user: async (tx, ids) =>
    (
      await tx
        .select({
          id: users.id,
          userName: users.userName,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((u) => [u.id, personLabel(u)]),
  company: async (tx, ids) =>
    (
      await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, serials(ids)))
    ).map((c) => [String(c.id), c.name]),
  ticket: async (tx, ids) =>
    (
      await tx
        .select({ id: supportTickets.id, number: supportTickets.number, code: supportTickets.code })
        .from(supportTickets)
        .where(inArray(supportTickets.id, ids))
    ).map((t) => [t.id, t.code ?? ticketCode(t.number)]),
  communication: async (tx, ids) =>
    (
      await tx
        .select({ id: communications.id, title: communications.title })
        .from(communications)
        .where(inArray(communications.id, serials(ids)))
    ).map((c) => [String(c.id), c.title]),
  plan: async (tx, ids) =>
    (
      await tx
        .select({ id: supportPlans.id, name: supportPlans.name })
        .from(supportPlans)
        .where(inArray(supportPlans.id, serials(ids)))
    ).map((p) => [String(p.id), p.name]),
  tag: async (tx, ids) =>
    (
      await tx
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(inArray(tags.id, serials(ids)))
    ).map((t) => [String(t.id), t.name]),
  // A conversation is its customer, of their company.
  chat: async (tx, ids) =>
    (
      await tx
        .select({
          id: chatConversations.id,
          userName: users.userName,
          firstName: users.firstName,
          lastName: users.lastName,
          company: companies.name,
        })
        .from(chatConversations)
        .innerJoin(users, eq(users.id, chatConversations.customerId))
        .innerJoin(companies, eq(companies.id, chatConversations.companyId))
        .where(inArray(chatConversations.id, serials(ids)))
    ).map((c) => [String(c.id), `${personLabel(c)} · ${c.company}`]),
};

/** The labels of the ids a page of entries names: at most one query per kind, none for a kind it lacks. */
export async function findLabels(tx: Tx, ids: IdsByKind): Promise<LabelsByKind> {
  const found = await Promise.all(
    LABEL_KINDS.map(async (kind) => {
      const wanted = [...ids[kind]];
      return [kind, new Map(wanted.length ? await LOOKUPS[kind](tx, wanted) : [])] as const;
    }),
  );
  return Object.fromEntries(found) as LabelsByKind;
}
