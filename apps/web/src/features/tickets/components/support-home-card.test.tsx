import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { pageOf, summaryOf } from '../testing/ticket-fixtures';
import { SupportHomeCard } from './support-home-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answer = () => Response;

type Unfinished = 'open' | 'in_progress' | 'waiting';

/** Answers the list call by the state it asks for (the card asks one page per unfinished state). */
function stubTickets(byState: Record<Unfinished, Answer>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://portal.test');
      const state = url.searchParams.get('status') as Unfinished;
      if (url.pathname !== '/api/Support/Tickets' || !byState[state]) return json(404, {});
      asked.push(`${state}:${url.searchParams.get('size')}`);
      return byState[state]();
    }),
  );
  return asked;
}

const page =
  (items: ReturnType<typeof summaryOf>[], Total = items.length) =>
  () =>
    json(200, { ...pageOf(items), Total });

const card = () => screen.findByRole('region', { name: 'Richieste in corso' });

describe('SupportHomeCard', { timeout: 15_000 }, () => {
  it('counts the unfinished items (open, in progress, waiting) and lists the latest three, each opening in the support area', async () => {
    const asked = stubTickets({
      open: page(
        [
          summaryOf({ Id: 'a', Subject: 'Cedolini non visibili', UpdatedAt: '2026-03-05T09:00:00.000Z' }),
          summaryOf({ Id: 'b', Subject: 'Stampa del registro', UpdatedAt: '2026-03-01T09:00:00.000Z' }),
        ],
        4,
      ),
      in_progress: page(
        [
          summaryOf({
            Id: 'c',
            Subject: 'Fattura scartata',
            State: 'in_progress',
            UpdatedAt: '2026-03-03T09:00:00.000Z',
          }),
        ],
        1,
      ),
      waiting: page([], 0),
    });
    renderWithProviders(<SupportHomeCard sessionKey="mario.rossi|" />);
    const region = await card();
    expect(await within(region).findByText('richieste non ancora chiuse')).toBeTruthy();
    expect(region.textContent).toContain('5 richieste non ancora chiuse');
    const links = within(within(region).getByRole('list', { name: 'Le più recenti' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Cedolini non visibili'),
      expect.stringContaining('Fattura scartata'),
      expect.stringContaining('Stampa del registro'),
    ]);
    expect(links[1]?.textContent).toContain('In lavorazione');
    expect(links[0]?.getAttribute('href')).toBe('/support/tickets?ticket=a');
    expect(within(region).getByRole('link', { name: 'Tutte le richieste' }).getAttribute('href')).toBe(
      '/support/tickets?sort=state&dir=asc',
    );
    expect(asked.sort()).toEqual(['in_progress:3', 'open:3', 'waiting:3']);
  });

  it('says so when nothing is open', async () => {
    stubTickets({ open: page([]), in_progress: page([]), waiting: page([]) });
    renderWithProviders(<SupportHomeCard sessionKey="mario.rossi|" />);
    const region = await card();
    expect(await within(region).findByText('Nessuna richiesta in corso.')).toBeTruthy();
    expect(within(region).queryByRole('list')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Tutte le richieste' })).toBeTruthy();
  });

  it('shows its own error, and tries again on request', async () => {
    let fail = true;
    stubTickets({
      open: () =>
        fail
          ? json(500, { ErrorCode: 1, ErrorMessage: 'ERROR_GENERIC', Message: 'Errore del server' })
          : page([summaryOf({ Subject: 'Cedolini non visibili' })])(),
      in_progress: page([]),
      waiting: page([]),
    });
    const { user } = renderWithProviders(<SupportHomeCard sessionKey="mario.rossi|" />);
    const region = await card();
    expect(await within(region).findByText('Errore')).toBeTruthy();
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Riprova' }));
    expect(await within(region).findByText('Cedolini non visibili')).toBeTruthy();
    expect(region.textContent).toContain('1 richiesta non ancora chiusa');
  });
});
