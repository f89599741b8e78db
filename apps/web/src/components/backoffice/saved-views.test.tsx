import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/backoffice-fixtures';
import { SavedViews } from './saved-views';

afterEach(() => window.localStorage.clear());

/** A list page with its views, and where its address stands. */
function Queue() {
  return (
    <>
      <SavedViews listName="queue" />
      <output data-testid="search">{useLocation().search}</output>
    </>
  );
}

const stored = () => JSON.parse(window.localStorage.getItem('sportello.views.queue') ?? '[]');

describe('SavedViews', { timeout: 15_000 }, () => {
  it('saves the filters in force under a name, in this browser', async () => {
    const { user } = renderPage(<Queue />, '/queue?q=cedolini&sla=breached', '/queue');
    await user.click(screen.getByRole('button', { name: 'Le mie viste (0)' }));
    await user.click(await screen.findByRole('button', { name: 'Salva la vista attuale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salva la vista' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome della vista' }), 'Cedolini in ritardo');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Le mie viste (1)' })).toBeTruthy());
    expect(stored()).toEqual([{ name: 'Cedolini in ritardo', search: 'q=cedolini&sla=breached' }]);
  });

  it('applies a saved view in one click, and deletes it', async () => {
    window.localStorage.setItem(
      'sportello.views.queue',
      JSON.stringify([{ name: 'Cedolini in ritardo', search: 'q=cedolini&sla=breached' }]),
    );
    const { user } = renderPage(<Queue />, '/queue?view=mine', '/queue');
    await user.click(screen.getByRole('button', { name: 'Le mie viste (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Cedolini in ritardo' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?q=cedolini&sla=breached'));
    await user.click(screen.getByRole('button', { name: 'Le mie viste (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Elimina la vista «Cedolini in ritardo»' }));
    expect(stored()).toEqual([]);
  });
});
