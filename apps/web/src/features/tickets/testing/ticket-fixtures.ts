import type { TicketDetail, TicketSummary } from '@sportello/contracts/tickets/tickets.contract';

/** A support item as the server lists it; override what a test is about. */
export function summaryOf(overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    Id: '00000000-0000-4000-8000-000000000001',
    TicketCode: 'SR-000001',
    Code: '',
    Type: 'ticket',
    Subject: 'Stampa del registro IVA',
    Product: 'accounting',
    State: 'open',
    Author: 'Mario Rossi',
    Handler: '',
    CreatedAt: '2026-03-02T09:00:00.000Z',
    UpdatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** The same item with its conversation: one message by the author unless told otherwise. */
export function detailOf(
  overrides: Partial<TicketSummary> = {},
  messages: Partial<TicketDetail['Messages'][number]>[] = [{}],
): TicketDetail {
  const summary = summaryOf(overrides);
  return {
    ...summary,
    CanReply: summary.Type === 'ticket' && summary.State !== 'closed',
    Messages: messages.map((m, i) => ({
      Id: `m-${summary.Id}-${i}`,
      Author: summary.Author,
      FromSupport: false,
      Body: 'La stampa si interrompe a pagina 3.',
      CreatedAt: summary.CreatedAt,
      Attachments: [],
      Videos: [],
      ...m,
    })),
  };
}

/** One page of the list as the server answers it. */
export const pageOf = (items: TicketSummary[]) => ({
  Items: items,
  Total: items.length,
  Page: 0,
  Size: 10,
  PageCount: Math.max(0, Math.floor((items.length - 1) / 10)),
});
