import type { QueueTicket, QueueTicketDetail } from '@sportello/contracts/backoffice/helpdesk.contract';
import { encodeFilter } from '@sportello/contracts/common/filters';

export const TICKET_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
export const OPERATORS = [
  { Id: '11111111-1111-4111-8111-111111111111', Name: 'Laura Bianchi', Me: false },
  // The signed-in operator of the tests.
  { Id: '22222222-2222-4222-8222-222222222222', Name: 'Mario Rossi', Me: true },
];

export const queueTicketOf = (overrides: Partial<QueueTicket> = {}): QueueTicket => ({
  Id: TICKET_ID,
  TicketCode: 'SR-000123',
  Code: '',
  Type: 'ticket',
  Subject: 'Cedolini non visibili',
  Product: 'payroll',
  State: 'open',
  Priority: 'normal',
  Tags: [],
  Company: { Id: 7, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
  Requester: 'Giulia Verdi',
  Handler: null,
  Premium: false,
  Plan: 'Standard',
  FirstResponseDueAt: '2026-03-02T12:00:00.000Z',
  ResolutionDueAt: '2026-03-04T17:00:00.000Z',
  FirstRespondedAt: null,
  ResolvedAt: null,
  Breached: false,
  CreatedAt: '2026-03-02T08:00:00.000Z',
  UpdatedAt: '2026-03-02T08:00:00.000Z',
  ...overrides,
});

export const detailOf = (overrides: Partial<QueueTicketDetail> = {}): QueueTicketDetail => ({
  ...queueTicketOf(),
  RequesterEmail: 'giulia.verdi@rossi-impianti.example',
  RequesterPhone: '+39 02 1234567',
  VatCode: '09876543217',
  Kind: 'support',
  Messages: [
    {
      Id: 'm1',
      Author: 'Giulia Verdi',
      FromSupport: false,
      Body: 'Da stamattina non vedo i cedolini di febbraio.',
      CreatedAt: '2026-03-02T08:00:00.000Z',
      Attachments: [],
      Videos: [],
      Internal: false,
    },
    {
      Id: 'm2',
      Author: 'Laura Bianchi',
      FromSupport: true,
      Body: 'Probabilmente è la nuova esportazione: controllo io.',
      CreatedAt: '2026-03-02T09:00:00.000Z',
      Attachments: [],
      Videos: [],
      Internal: true,
    },
  ],
  NextStates: ['in_progress', 'waiting', 'resolved', 'closed'],
  ...overrides,
});

/** The queue call of a filter as the page builds it (the base64url JSON filter is in the path). */
export const queueRoute = (filter: object) => `GET /api/Helpdesk/Tickets/Filters/${encodeFilter(filter)}`;

/** The queue's first page as it opens: the views' "all", the unfinished states, the latest change first. */
export const FIRST_PAGE = {
  Page: 0,
  Size: 20,
  Sort: 'UpdatedAt',
  Desc: true,
  View: 'all',
  States: ['open', 'in_progress', 'waiting'],
};

export const DASHBOARD = {
  ByState: { open: 4, in_progress: 2, waiting: 1 },
  ByProduct: [{ Product: 'payroll', Count: 5 }],
  Unassigned: 3,
  Breached: 1,
  DueToday: 2,
  MedianFirstResponseMinutes: 95,
};
