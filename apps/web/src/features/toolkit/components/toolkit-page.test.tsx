import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { itemOf } from '../testing/toolkit-fixtures';
import { groupByProduct } from './toolkit-groups';
import { ToolkitPage } from './toolkit-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const LIST = 'GET /api/Toolkit/Files';
const VISIT = 'POST /api/Toolkit/Visit';

const MANUAL = itemOf({ Id: 1, New: true, ReleaseNotes: 'Nuovo capitolo sulle note di credito.' });
const FORM = itemOf({
  Id: 2,
  Category: 'form',
  Title: 'Modulo di adesione',
  FileName: 'adesione.docx',
  Icon: 'word',
  Size: 820 * 1024,
  PublishedAt: '2026-11-12T10:00:00.000Z',
});
const TOOL = itemOf({
  Id: 3,
  Product: 'portal',
  Category: 'tool',
  Title: 'Assistente di installazione',
  FileName: 'setup.zip',
  Icon: 'archive',
  Size: 2.5 * 1024 ** 3,
  PublishedAt: '2026-10-01T10:00:00.000Z',
});

const renderToolkit = () => renderWithProviders(<ToolkitPage sessionKey="mario.rossi|" />);

describe('groupByProduct', () => {
  it('groups by product in the portal’s order, newest first, narrowed by category and search', () => {
    const groups = groupByProduct([MANUAL, TOOL, FORM]);
    expect(groups.map((g) => [g.product, g.files.map((f) => f.Id)])).toEqual([
      ['portal', [3]],
      ['invoicing', [2, 1]],
    ]);
    expect(groupByProduct([MANUAL, TOOL, FORM], 'form').map((g) => g.files.map((f) => f.Id))).toEqual([[2]]);
    expect(groupByProduct([MANUAL, TOOL, FORM], 'all', 'CREDITO fattur').map((g) => g.product)).toEqual([
      'invoicing',
    ]);
    expect(groupByProduct([MANUAL, TOOL, FORM], 'all', 'nulla di simile')).toEqual([]);
  });
});

describe('ToolkitPage', { timeout: 15_000 }, () => {
  it('shows the files by product, the new one marked, and records the visit once shown', async () => {
    const api = stubApi({
      [LIST]: json(200, { Files: [MANUAL, FORM, TOOL], LastVisitAt: '2026-11-05T09:00:00.000Z' }),
      [VISIT]: json(200, { LastVisitAt: '2026-11-20T09:00:00.000Z' }),
    });
    renderToolkit();
    const invoicing = await screen.findByRole('region', { name: 'Fatturazione elettronica' });
    const portal = screen.getByRole('region', { name: 'Portale clienti' });
    // Products in the portal's order: the portal first.
    expect(portal.compareDocumentPosition(invoicing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const manual = within(invoicing).getByRole('article', { name: /Manuale della fatturazione/ });
    expect(within(manual).getByText('Nuovo')).toBeTruthy();
    expect(within(manual).getByText('Versione 3.2 · 10/11/2026 · 1,5 MB · Manuale')).toBeTruthy();
    const download = within(manual).getByRole('link', {
      name: 'Scarica Manuale della fatturazione (1,5 MB)',
    });
    expect(download.getAttribute('href')).toBe('/api/Toolkit/Files/1/Download');
    expect(download.hasAttribute('download')).toBe(true);

    const form = within(invoicing).getByRole('article', { name: 'Modulo di adesione' });
    expect(within(form).queryByText('Nuovo')).toBeNull();
    expect(within(form).getByText('Versione 3.2 · 12/11/2026 · 820 KB · Modulo')).toBeTruthy();
    expect(within(portal).getByText(/2,5 GB/)).toBeTruthy();
    expect(screen.getByText('1 file nuovo dalla tua ultima visita (05/11/2026).')).toBeTruthy();

    await waitFor(() => expect(api.callsTo(VISIT)).toHaveLength(1));
  });

  it('keeps the marks of this visit when the list is read again after it is recorded', async () => {
    stubApi({
      [LIST]: [
        json(200, { Files: [MANUAL], LastVisitAt: null }),
        json(200, { Files: [{ ...MANUAL, New: false }], LastVisitAt: '2026-11-20T09:00:00.000Z' }),
      ],
      [VISIT]: json(200, { LastVisitAt: '2026-11-20T09:00:00.000Z' }),
    });
    const { queryClient } = renderToolkit();
    const manual = await screen.findByRole('article', { name: /Manuale della fatturazione/ });
    expect(within(manual).getByText('Nuovo')).toBeTruthy();
    await queryClient.refetchQueries();
    expect(within(manual).getByText('Nuovo')).toBeTruthy();
  });

  it('opens the release notes on demand, filters by category and search, and says when nothing matches', async () => {
    stubApi({
      [LIST]: json(200, { Files: [MANUAL, FORM, TOOL], LastVisitAt: null }),
      [VISIT]: json(200, { LastVisitAt: '2026-11-20T09:00:00.000Z' }),
    });
    const { user } = renderToolkit();
    const notes = await screen.findByRole('button', { name: 'Note di rilascio' });
    expect(notes.getAttribute('aria-expanded')).toBe('false');
    await user.click(notes);
    expect(notes.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Nuovo capitolo sulle note di credito.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Moduli' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Portale clienti' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Tutti' }));
    await fill(user, screen.getByRole('textbox', { name: 'Cerca' }), 'installazione');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Portale clienti' })).toBeTruthy();
    await fill(user, screen.getByRole('textbox', { name: 'Cerca' }), ' introvabile');
    expect(screen.getByText('Nessun file corrisponde alla ricerca.')).toBeTruthy();
  });

  it('says when the company’s products have no files', async () => {
    stubApi({
      [LIST]: json(200, { Files: [], LastVisitAt: null }),
      [VISIT]: json(200, { LastVisitAt: '2026-11-20T09:00:00.000Z' }),
    });
    renderToolkit();
    expect(await screen.findByText('Non ci sono ancora file per i prodotti della tua azienda.')).toBeTruthy();
  });
});
