import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../lib/api-client';
import { json, stubApi } from '../../testing/api-stub';
import { renderPage } from '../../testing/backoffice-fixtures';
import { SavedViews } from './saved-views';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

/** A list page with its views, and where its address stands. */
function Queue() {
  return (
    <>
      <SavedViews listName="helpdesk-queue" />
      <output data-testid="search">{useLocation().search}</output>
    </>
  );
}

const LIST = 'GET /api/BackOffice/Views/helpdesk-queue';
const LATE = { Name: 'Cedolini in ritardo', Search: 'q=cedolini&sla=breached' };

describe('SavedViews', { timeout: 15_000 }, () => {
  it('saves the filters in force under a name, with the account', async () => {
    const api = stubApi({
      [LIST]: json(200, []),
      'POST /api/BackOffice/Views/Save': json(200, [LATE]),
    });
    const { user } = renderPage(<Queue />, '/queue?q=cedolini&sla=breached', '/queue');
    await user.click(await screen.findByRole('button', { name: 'Le mie viste (0)' }));
    await user.click(await screen.findByRole('button', { name: 'Salva la vista attuale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salva la vista' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome della vista' }), 'Cedolini in ritardo');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Le mie viste (1)' })).toBeTruthy());
    expect(api.callsTo('POST /api/BackOffice/Views/Save')[0]?.body).toEqual({
      List: 'helpdesk-queue',
      Name: 'Cedolini in ritardo',
      Search: 'q=cedolini&sla=breached',
    });
  });

  it('applies a saved view in one click, and deletes it', async () => {
    const api = stubApi({ [LIST]: json(200, [LATE]), 'POST /api/BackOffice/Views/Delete': json(200, []) });
    const { user } = renderPage(<Queue />, '/queue?view=mine', '/queue');
    await user.click(await screen.findByRole('button', { name: 'Le mie viste (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Cedolini in ritardo' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?q=cedolini&sla=breached'));
    await user.click(screen.getByRole('button', { name: 'Le mie viste (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Elimina la vista «Cedolini in ritardo»' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Le mie viste (0)' })).toBeTruthy());
    expect(api.callsTo('POST /api/BackOffice/Views/Delete')[0]?.body).toEqual({
      List: 'helpdesk-queue',
      Name: 'Cedolini in ritardo',
    });
  });
});
