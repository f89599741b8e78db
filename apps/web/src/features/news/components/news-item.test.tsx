import type { NewsItem as Item } from '@sportello/contracts/news/news.contract';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { NewsItem } from './news-item';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const itemOf = (overrides: Partial<Item>): Item => ({
  Id: 7,
  Type: 14,
  Title: 'Titolo',
  Summary: '',
  Body: '<p>Testo</p>',
  Language: 'it',
  PublishFrom: '2026-03-01T09:00:00.000Z',
  PublishTo: null,
  IsPopup: false,
  Details: {},
  CreatedAt: '2026-03-01T09:00:00.000Z',
  UpdatedAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
});
const wrapped = (slot: string, item: Item, Read = true) =>
  json(200, { Type: item.Type, ComunicationId: item.Id, Read, [slot]: item });
const renderItem = () =>
  renderWithProviders(
    <Routes>
      <Route path={paths.newsItem} element={<NewsItem />} />
    </Routes>,
    { route: '/news/7' },
  );

describe('NewsItem', { timeout: 15_000 }, () => {
  it('shows an alert’s severity', async () => {
    stubApi({
      'GET /api/Communication/News/Detail/7': wrapped(
        'Alert',
        itemOf({ Type: 15, Title: 'Servizio sospeso', Details: { Severity: 'critical' } }),
      ),
    });
    renderItem();
    expect(await screen.findByRole('heading', { name: 'Servizio sospeso' })).toBeTruthy();
    expect(screen.getByText('Critico')).toBeTruthy();
  });

  it('says the language of the content: Italian when the item has no version in the reader’s', async () => {
    stubApi({
      'GET /api/Communication/News/Detail/7': wrapped(
        'NewsFiscale',
        itemOf({ Title: 'Scadenze di marzo', Language: 'it' }),
      ),
    });
    renderItem();
    const heading = await screen.findByRole('heading', { name: 'Scadenze di marzo' });
    expect(heading.closest('article')?.getAttribute('lang')).toBe('it');
  });

  it('shows a release’s version and date, planned or made', async () => {
    stubApi({
      'GET /api/Communication/News/Detail/7': wrapped(
        'SWReleaseMade',
        itemOf({
          Type: 17,
          Title: 'Paghe 2.4',
          Details: { Version: '2.4', ReleaseDate: '2026-06-01T10:00:00.000Z' },
        }),
      ),
    });
    renderItem();
    expect(await screen.findByText('Versione 2.4 · Rilasciata il 01/06/2026')).toBeTruthy();
  });

  it('marks an unread item read when it is opened', async () => {
    const api = stubApi({
      'GET /api/Communication/News/Detail/7': wrapped(
        'SWReleasePlanned',
        itemOf({
          Type: 16,
          Title: 'Paghe 3.0',
          Details: { Version: '3.0', ReleaseDate: '2026-09-01T10:00:00.000Z' },
        }),
        false,
      ),
      'POST /api/Communication/News/Read/7': json(200, { Read: true }),
    });
    renderItem();
    expect(await screen.findByText('Versione 3.0 · Rilascio previsto il 01/09/2026')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /api/Communication/News/Read/7')).toHaveLength(1));
  });
});
