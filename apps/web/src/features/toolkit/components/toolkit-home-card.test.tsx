import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { itemOf } from '../testing/toolkit-fixtures';
import { ToolkitHomeCard } from './toolkit-home-card';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/Toolkit/Files';

describe('ToolkitHomeCard', { timeout: 15_000 }, () => {
  it('counts the files new since the last visit and lists them', async () => {
    stubApi({
      [LIST]: json(200, {
        Files: [
          itemOf({ Id: 1, New: true, Title: 'Manuale' }),
          itemOf({ Id: 2, New: true, Title: 'Modulo', PublishedAt: '2026-11-12T10:00:00.000Z' }),
          itemOf({ Id: 3, Title: 'Vecchio' }),
        ],
        LastVisitAt: '2026-11-01T10:00:00.000Z',
      }),
    });
    renderWithProviders(<ToolkitHomeCard sessionKey="mario.rossi|" />);
    const card = await screen.findByRole('region', { name: 'Toolkit' });
    expect(within(card).getByText('nuovi file')).toBeTruthy();
    const links = within(card).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Modulo'),
      expect.stringContaining('Manuale'),
      'Vai al toolkit',
    ]);
  });

  it('shows nothing when the company’s products have no files', async () => {
    const api = stubApi({ [LIST]: json(200, { Files: [], LastVisitAt: null }) });
    renderWithProviders(<ToolkitHomeCard sessionKey="mario.rossi|" />);
    await vi.waitFor(() => expect(api.callsTo(LIST)).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
