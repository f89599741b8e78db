import { screen, waitFor, within } from '@testing-library/react';
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
import { communicationOf, listRoute } from '../testing/communication-fixtures';
import { CommunicationsListPage } from './communications-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'UpdatedAt', Desc: true };
const ROWS = [
  communicationOf({ Id: 1, Title: 'Prima', IsPopup: true }),
  communicationOf({ Id: 2, Title: 'Seconda', Editable: false }),
];
const renderList = (search = '') =>
  renderPage(
    <CommunicationsListPage />,
    `${paths.backoffice.communications}${search}`,
    paths.backoffice.communications,
  );

// Whole pages with Mantine render slowly on a busy machine.
describe('CommunicationsListPage', { timeout: 15_000 }, () => {
  it('hides from a viewer what they may not do: new, selection and deletion', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
    });
    const { queryClient } = renderList();
    expect(await screen.findByRole('link', { name: 'Prima' })).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.getByRole('link', { name: 'Esporta CSV' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nuova comunicazione' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('pop-up')).toBeTruthy();
  });

  it('hides the export when it is not granted', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer', [
        { Resource: 'communications', Action: 'list', Scope: 'all' },
      ]),
      [listRoute(FIRST)]: pageAnswer(ROWS),
    });
    const { queryClient } = renderList();
    expect(await screen.findByRole('link', { name: 'Prima' })).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('link', { name: 'Esporta CSV' })).toBeNull();
  });

  it('offers the rows the user may change for deletion, and asks before deleting', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      [`DELETE /api/Communication/Filters/Delete/${encodeIds([1])}`]: json(200, { Deleted: 1 }),
    });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Prima' });
    expect(screen.getByRole('link', { name: 'Nuova comunicazione' })).toBeTruthy();
    // Seconda is not editable: no box to tick.
    expect(screen.queryByRole('checkbox', { name: 'Seleziona la riga 2' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 1' }));
    await user.click(screen.getByRole('button', { name: 'Elimina selezionate (1)' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(api.callsTo(`DELETE /api/Communication/Filters/Delete/${encodeIds([1])}`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Elimina selezionate (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(api.callsTo(`DELETE /api/Communication/Filters/Delete/${encodeIds([1])}`)).toHaveLength(1),
    );
  });

  it('forgets the selection on another page or filter', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer(ROWS, 25, 1),
      [listRoute({ ...FIRST, Page: 1 })]: pageAnswer([communicationOf({ Id: 3, Title: 'Terza' })], 25, 1),
    });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'Prima' });
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona la riga 1' }));
    expect(screen.getByRole('button', { name: 'Elimina selezionate (1)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Terza' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Elimina selezionate/ })).toBeNull();
    // Back on the first page, the row is no longer ticked either.
    await user.click(screen.getByRole('button', { name: '1' }));
    await screen.findByRole('link', { name: 'Prima' });
    expect((screen.getByRole('checkbox', { name: 'Seleziona la riga 1' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});

function encodeIds(ids: number[]) {
  return listRoute({ Ids: ids }).replace('GET /api/Communication/Filters/', '');
}
