import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { RolesPage } from './roles-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const user = (UserName: string, Role: string, UserId: string) => ({
  UserId,
  UserName,
  FirstName: 'N',
  LastName: 'C',
  Role,
});

describe('RolesPage', { timeout: 15_000 }, () => {
  it('offers every row but the admin’s own, which cannot change', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/App/BackOffice/Roles': json(200, {
        Items: [
          user('admin@sportello.demo', 'admin', '00000000-0000-4000-8000-000000000001'),
          user('operatore2@sportello.demo', 'operator', '00000000-0000-4000-8000-000000000002'),
        ],
      }),
      'POST /api/App/BackOffice/Roles/Save': json(
        200,
        user('operatore2@sportello.demo', 'viewer', '00000000-0000-4000-8000-000000000002'),
      ),
    });
    const { user: u } = renderPage(
      <RolesPage userName="admin@sportello.demo" />,
      paths.backoffice.roles,
      paths.backoffice.roles,
    );
    const other = await screen.findByRole('combobox', { name: 'Ruolo: operatore2@sportello.demo' });
    expect(screen.queryByRole('combobox', { name: 'Ruolo: admin@sportello.demo' })).toBeNull();
    const own = screen.getByRole('row', { name: /admin@sportello\.demo/ });
    expect(within(own).getByText('Amministratore')).toBeTruthy();
    await u.click(other);
    await u.click(await screen.findByRole('option', { name: 'Consultazione' }));
    await waitFor(() => expect(api.callsTo('POST /api/App/BackOffice/Roles/Save')).toHaveLength(1));
    expect(api.callsTo('POST /api/App/BackOffice/Roles/Save')[0]?.body).toEqual({
      UserId: '00000000-0000-4000-8000-000000000002',
      Role: 'viewer',
    });
  });
});
