import type { TicketState } from '@sportello/contracts/tickets/tickets.contract';

/**
 * A ticket state's badge colour, the same in the support area and the helpdesk. Filled badges in dark
 * shades: white text on them passes WCAG AA contrast.
 */
export const stateColor = {
  open: 'blue.8',
  in_progress: 'grape.8',
  waiting: 'cyan.9',
  resolved: 'teal.9',
  closed: 'gray.7',
} as const satisfies Record<TicketState, string>;
