import { encodeFilter } from '@sportello/contracts/common/filters';
import type { NewsItem } from '@sportello/contracts/news/news.contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { NewsHomeCard } from './news-home-card';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

/** The list call of the news page's first page, which the card shares. */
const LIST = `GET /api/Communication/News/${encodeFilter({ Page: 0, Size: 10 })}`;

const wrapped = (Id: number, Title: string, Read: boolean, Type = 14) => {
  const item: NewsItem = {
    Id,
    Type,
    Title,
    Summary: '',
    Body: '<p>Testo</p>',
    Language: 'it',
    PublishFrom: '2026-03-02T09:00:00.000Z',
    PublishTo: null,
    IsPopup: false,
    Details: {},
    CreatedAt: '2026-03-01T09:00:00.000Z',
    UpdatedAt: '2026-03-01T09:00:00.000Z',
  };
  return { Type, ComunicationId: Id, Read, [Type === 15 ? 'Alert' : 'NewsFiscale']: item };
};

const listAnswer = (items: ReturnType<typeof wrapped>[], Unread: number) =>
  json(200, { Total: items.length, PageCount: 0, Unread, Items: items });

const card = () => screen.findByRole('region', { name: 'Da leggere' });

describe('NewsHomeCard', { timeout: 15_000 }, () => {
  it('counts the unread communications and lists the latest of them, each opening its page', async () => {
    stubApi({
      [LIST]: listAnswer(
        [
          wrapped(9, 'Sospensione del servizio', false, 15),
          wrapped(8, 'Scadenze IVA', true),
          wrapped(7, 'Nuovo modello F24', false),
          wrapped(6, 'Rilascio paghe', false),
          wrapped(5, 'Webinar', false),
        ],
        5,
      ),
    });
    renderWithProviders(<NewsHomeCard />);
    const region = await card();
    expect(await within(region).findByText('comunicazioni da leggere')).toBeTruthy();
    expect(region.textContent).toContain('5 comunicazioni da leggere');
    const links = within(within(region).getByRole('list')).getAllByRole('link');
    // The unread ones only, three at most, newest first as the server sends them.
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Sospensione del servizio'),
      expect.stringContaining('Nuovo modello F24'),
      expect.stringContaining('Rilascio paghe'),
    ]);
    expect(links[0]?.textContent).toContain('Avvisi');
    expect(links[0]?.textContent).toContain('02/03/2026');
    expect(links[0]?.getAttribute('href')).toBe('/news/9');
    expect(within(region).getByRole('link', { name: 'Tutte le notizie' }).getAttribute('href')).toBe('/news');
  });

  it('says so when everything has been read', async () => {
    stubApi({ [LIST]: listAnswer([wrapped(8, 'Scadenze IVA', true)], 0) });
    renderWithProviders(<NewsHomeCard />);
    const region = await card();
    expect(await within(region).findByText('Hai letto tutte le comunicazioni.')).toBeTruthy();
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('shows its own error when the list cannot be loaded', async () => {
    stubApi({ [LIST]: apiError(400, 105, 'ERROR_NOT_FOUND', 'Elemento non trovato.') });
    renderWithProviders(<NewsHomeCard />);
    const region = await card();
    expect(await within(region).findByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(region.textContent).not.toContain('comunicazioni da leggere');
    expect(within(region).getByRole('link', { name: 'Tutte le notizie' })).toBeTruthy();
  });
});
