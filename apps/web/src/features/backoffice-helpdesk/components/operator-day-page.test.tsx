import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import {
  pageAnswer,
  permissionsAnswer,
  permissionsLoaded,
  renderPage,
} from '../../../testing/backoffice-fixtures';
import { DAY_QUEUES } from '../hooks/day-queues';
import { queueRoute, queueTicketOf } from '../testing/helpdesk-fixtures';
import { OperatorDayPage } from './operator-day-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const conversation = (Id: number, State: 'waiting' | 'active', CreatedAt: string, CustomerName: string) => ({
  Id,
  State,
  CompanyName: 'Rossi Impianti S.r.l.',
  CustomerName,
  OperatorName: '',
  OperatorId: null,
  TicketNumber: null,
  CreatedAt,
  LastMessage: 'Buongiorno, la stampa non parte.',
  Premium: false,
});

const renderDay = () => renderPage(<OperatorDayPage />, paths.backoffice.day, paths.backoffice.day);

describe('OperatorDayPage', { timeout: 20_000 }, () => {
  it('shows my tickets by due time, what falls due today, the waiting chats and the counts that lead to the queue', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Helpdesk/Counts': json(200, { Mine: 3, Unassigned: 5, Breached: 2 }),
      [queueRoute(DAY_QUEUES.mine)]: pageAnswer([
        queueTicketOf({ TicketCode: 'SR-000200', Subject: 'Cedolini' }),
      ]),
      [queueRoute(DAY_QUEUES.dueToday)]: pageAnswer([]),
      [queueRoute(DAY_QUEUES.recent)]: pageAnswer([
        queueTicketOf({ TicketCode: 'SR-000201', Subject: 'Stampa' }),
      ]),
      'GET /api/Helpdesk/Chat/Conversations': json(200, {
        Conversations: [
          conversation(2, 'waiting', '2026-11-29T09:10:00.000Z', 'Paolo Verdi'),
          conversation(1, 'waiting', '2026-11-29T09:00:00.000Z', 'Lucia Bianchi'),
          conversation(3, 'active', '2026-11-29T08:00:00.000Z', 'Mario Rossi'),
        ],
        OperatorsOnline: [],
        Me: 'me',
      }),
    });
    renderDay();
    const mine = (await screen.findByRole('heading', { name: 'Le mie segnalazioni, per scadenza' })).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(await within(mine).findByRole('link', { name: 'SR-000200' })).toBeTruthy();
    expect(await screen.findByText('Nessuna segnalazione scade oggi.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'SR-000201' })).toBeTruthy();
    // The chats waiting, the longest-waiting first; one under way is not waiting.
    const waiting = await screen.findAllByText(/· Rossi Impianti S\.r\.l\.$/);
    expect(waiting.map((w) => w.textContent)).toEqual([
      'Lucia Bianchi · Rossi Impianti S.r.l.',
      'Paolo Verdi · Rossi Impianti S.r.l.',
    ]);
    const breached = screen.getByText('Oltre i tempi di servizio').closest('a') as HTMLAnchorElement;
    expect(within(breached).getByText('2')).toBeTruthy();
    expect(breached.getAttribute('href')).toBe('/backoffice/helpdesk?sla=breached');
  });

  it('leaves the chats out for a role that does not open them', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator', [
        { Resource: 'tickets', Action: 'list', Scope: 'all' },
      ]),
      'GET /api/Helpdesk/Counts': json(200, { Mine: 0, Unassigned: 0, Breached: 0 }),
      [queueRoute(DAY_QUEUES.mine)]: pageAnswer([]),
      [queueRoute(DAY_QUEUES.dueToday)]: pageAnswer([]),
      [queueRoute(DAY_QUEUES.recent)]: pageAnswer([]),
    });
    const { queryClient } = renderDay();
    expect(await screen.findByText('Nessuna segnalazione aperta a tuo nome.')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('heading', { name: 'Chat in attesa' })).toBeNull();
  });
});
