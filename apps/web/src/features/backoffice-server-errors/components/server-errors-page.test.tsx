import { encodeFilter } from '@sportello/contracts/common/filters';
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
import { ServerErrorsPage } from './server-errors-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'At', Desc: true };
const listRoute = (filter: object) => `GET /api/ServerErrors/Filters/${encodeFilter(filter)}`;
const failure = (Id: number, RequestId: string, Status: number, Message: string) => ({
  Id,
  At: '2026-11-27T09:00:00.000Z',
  RequestId,
  Method: 'POST',
  Route: '/api/Company/Save',
  Status,
  ErrorKey: Status === 503 ? 'ERROR_SERVICE_UNAVAILABLE' : 'ERROR_GENERIC',
  ErrorName: 'TypeError',
  Message,
  UserId: null,
  UserName: Id === 1 ? 'mario.rossi' : null,
});
const ROWS = [
  failure(
    1,
    '6f1c1a52-1f4e-4a43-9b0e-0d3f1c7e2a10',
    500,
    "Cannot read properties of undefined (reading 'id')",
  ),
  failure(2, 'b7d2e0c4-3a51-4c7e-8d2f-5e9a1b3c4d20', 503, 'Connection terminated'),
];
const renderList = (search = '') =>
  renderPage(
    <ServerErrorsPage />,
    `${paths.backoffice.serverErrors}${search}`,
    paths.backoffice.serverErrors,
  );

describe('ServerErrorsPage', { timeout: 20_000 }, () => {
  it('lists failures with their request id, status and call, and exports what the filter finds', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute({ ...FIRST, Status: 503 })]: pageAnswer([ROWS[1]]),
    });
    renderList('?status=503');
    expect(await screen.findByText('b7d2e0c4-3a51-4c7e-8d2f-5e9a1b3c4d20')).toBeTruthy();
    expect(screen.getAllByText('POST /api/Company/Save').length).toBeGreaterThan(0);
    expect(screen.getAllByText('TypeError: Connection terminated').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Non autenticato').length).toBeGreaterThan(0);
    const exportLink = screen.getByRole('link', { name: 'Esporta CSV' }) as HTMLAnchorElement;
    expect(exportLink.getAttribute('href')).toContain(
      `/api/ServerErrors/Export/${encodeFilter({ ...FIRST, Status: 503 })}`,
    );
  });

  it('says when nothing failed, and when nothing matches the search', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer([]),
      [listRoute({ ...FIRST, Text: 'zzz' })]: pageAnswer([]),
    });
    renderList();
    expect(
      await screen.findByText('Nessun errore del server registrato: di recente non si è guastato nulla.'),
    ).toBeTruthy();
    renderList('?q=zzz');
    expect(await screen.findByText('Nessun elemento trovato.')).toBeTruthy();
  });

  it('opens a failure with where in the code it happened, and closes it', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [listRoute(FIRST)]: pageAnswer(ROWS),
      'GET /api/ServerErrors/Detail/1': json(200, {
        ...ROWS[0],
        Stack: 'at saveCompany (companies.service.ts:120:7)',
      }),
    });
    const { user } = renderList();
    await user.click(
      await screen.findByRole('button', {
        name: 'Dettagli della richiesta 6f1c1a52-1f4e-4a43-9b0e-0d3f1c7e2a10',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Errore del server' });
    expect(await within(dialog).findByText('at saveCompany (companies.service.ts:120:7)')).toBeTruthy();
    expect(within(dialog).getByText('500 · ERROR_GENERIC')).toBeTruthy();
    expect(within(dialog).getByText('mario.rossi')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no export to a role not granted it', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin', [
        { Resource: 'errors', Action: 'list', Scope: 'all' },
      ]),
      [listRoute(FIRST)]: pageAnswer(ROWS),
    });
    const { queryClient } = renderList();
    await screen.findByText('6f1c1a52-1f4e-4a43-9b0e-0d3f1c7e2a10');
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('link', { name: 'Esporta CSV' })).toBeNull();
  });
});
