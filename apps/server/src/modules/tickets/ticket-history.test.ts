import { describe, expect, it } from 'vitest';
import { type TicketTimes, ticketHistory } from './ticket-history';

const at = (hhmm: string) => new Date(`2026-11-30T${hhmm}:00Z`);
const NAMES: Record<string, string> = { u1: 'Olga Operatrice', u2: 'Aldo Admin' };
const name = (id: string) => NAMES[id] ?? '—';
const times = (over: Partial<TicketTimes> = {}): TicketTimes => ({
  createdAt: at('09:00'),
  requesterName: 'Mario Rossi',
  firstResponseDueAt: at('10:00'),
  firstRespondedAt: null,
  resolutionDueAt: at('18:00'),
  resolvedAt: null,
  ...over,
});

describe('a ticket’s history', () => {
  it('tells opened, states, operators, the first answer and the targets missed, oldest first', () => {
    const events = ticketHistory(
      [
        {
          at: at('09:30'),
          actor: 'operatore@sportello.demo',
          action: 'update',
          before: { State: 'open', HandlerId: null },
          after: { State: 'in_progress', HandlerId: 'u1' },
        },
        {
          at: at('11:00'),
          actor: 'admin@sportello.demo',
          action: 'update',
          before: { State: 'in_progress', HandlerId: 'u1' },
          after: { State: 'in_progress', HandlerId: null },
        },
      ],
      times({ firstRespondedAt: at('10:30'), resolutionDueAt: at('12:00') }),
      name,
      at('13:00'),
    );
    expect(
      events.map((e) => [e.At.slice(11, 16), e.Kind, e.Actor, e.State ?? e.Handler ?? e.Target]),
    ).toEqual([
      ['09:00', 'opened', 'Mario Rossi', null],
      ['09:30', 'state', 'operatore@sportello.demo', 'in_progress'],
      ['09:30', 'assigned', 'operatore@sportello.demo', 'Olga Operatrice'],
      ['10:00', 'target_missed', '', 'first_response'],
      ['10:30', 'first_response', '', null],
      ['11:00', 'unassigned', 'admin@sportello.demo', null],
      ['12:00', 'target_missed', '', 'resolution'],
    ]);
  });

  it('names the operator who opened a ticket for a customer, and misses no target ahead or met', () => {
    const events = ticketHistory(
      [{ at: at('09:00'), actor: 'operatore@sportello.demo', action: 'create', before: null, after: {} }],
      times({ firstRespondedAt: at('09:59') }),
      name,
      at('13:00'),
    );
    expect(events.map((e) => e.Kind)).toEqual(['opened', 'first_response']);
    expect(events[0]?.Actor).toBe('operatore@sportello.demo');
  });
});
