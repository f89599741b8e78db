import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
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
import { fill } from '../../../testing/fill';
import { userOf, usersListRoute } from '../testing/user-fixtures';
import { UsersListPage } from './users-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const FIRST = { Page: 0, Size: 20, Sort: 'UserName', Desc: false };
const ROWS = [
  userOf(),
  userOf({
    Id: '22222222-2222-4222-8222-222222222222',
    UserName: 'lucia.bianchi',
    FirstName: 'Lucia',
    LastName: 'Bianchi',
    Role: 'user',
    Enabled: false,
    Locked: true,
    LastLoginAt: null,
  }),
];
const BIANCHI = { Id: 7, Name: 'Bianchi S.p.A.', VatCode: '12345678903' };
const LOOKUP = `GET /api/Company/Filters/${encodeFilter({ Page: 0, Size: 10, Sort: 'Name', Desc: false, Text: 'Bi' })}`;
/** The instants of March 2026 as days in the test's time zone, both included. */
const MARCH = {
  LastLoginFrom: dayjs('2026-03-01').toISOString(),
  LastLoginTo: dayjs('2026-04-01').toISOString(),
};
const renderList = (search = '') =>
  renderPage(<UsersListPage />, `${paths.backoffice.users}${search}`, paths.backoffice.users);

describe('UsersListPage', { timeout: 30_000 }, () => {
  it('lists users with their state; a viewer gets neither export nor selection', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [usersListRoute(FIRST)]: pageAnswer(ROWS),
    });
    const { queryClient } = renderList();
    expect(await screen.findByRole('link', { name: 'mario.rossi' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Amministratore aziendale' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /Disabilitato/ })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Mai' })).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('link', { name: 'Esporta CSV' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('reads its filters from the address, and exports them in the chosen encoding', async () => {
    const filtered = {
      ...FIRST,
      Text: 'rossi',
      CompanyId: 7,
      Role: 'user',
      Locked: true,
      SsoLinked: false,
      ...MARCH,
    };
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [usersListRoute(filtered)]: pageAnswer([ROWS[1]]),
      'GET /api/Company/Filters/Detail/7': json(200, BIANCHI),
    });
    const { user } = renderList(
      '?q=rossi&company=7&role=user&locked=1&sso=0&loginFrom=2026-03-01&loginTo=2026-03-31',
    );
    expect(await screen.findByRole('link', { name: 'lucia.bianchi' })).toBeTruthy();
    expect(api.callsTo(usersListRoute(filtered))).toHaveLength(1);
    // The company given by id only is shown by name; the days as DD/MM/YYYY.
    const company = screen.getByRole('combobox', { name: 'Azienda' }) as HTMLInputElement;
    await waitFor(() => expect(company.value).toBe('Bianchi S.p.A. · 12345678903'));
    expect((screen.getByLabelText('Ultimo accesso dal') as HTMLInputElement).value).toBe('01/03/2026');
    expect((screen.getByLabelText('Ultimo accesso al') as HTMLInputElement).value).toBe('31/03/2026');
    const link = () => screen.getByRole('link', { name: 'Esporta CSV' }) as HTMLAnchorElement;
    expect(link().href).toContain('Encoding=65001');
    await user.click(screen.getByRole('combobox', { name: 'Codifica del file' }));
    await user.click(await screen.findByRole('option', { name: 'ANSI Latin 1' }));
    expect(link().href).toContain('Encoding=1252');
    expect(link().href).toContain('/api/User/Export/');
  });

  it('filters by a company picked by name and by the days of the last sign-in', async () => {
    const byCompany = { ...FIRST, CompanyId: 7 };
    const byDays = { ...byCompany, ...MARCH };
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [usersListRoute(FIRST)]: pageAnswer(ROWS),
      [LOOKUP]: pageAnswer([BIANCHI]),
      'GET /api/Company/Filters/Detail/7': json(200, BIANCHI),
      [usersListRoute(byCompany)]: pageAnswer(ROWS),
      [usersListRoute(byDays)]: pageAnswer([ROWS[0]]),
    });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'lucia.bianchi' });
    await fill(user, screen.getByRole('combobox', { name: 'Azienda' }), 'Bi');
    await user.click(await screen.findByRole('option', { name: 'Bianchi S.p.A. · 12345678903' }));
    await waitFor(() => expect(api.callsTo(usersListRoute(byCompany))).toHaveLength(1));

    // Typed whole (pasted), as DD/MM/YYYY.
    await user.click(screen.getByLabelText('Ultimo accesso dal'));
    await user.paste('01/03/2026');
    await user.click(screen.getByLabelText('Ultimo accesso al'));
    await user.paste('31/03/2026');
    await waitFor(() => expect(api.callsTo(usersListRoute(byDays))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'lucia.bianchi' })).toBeNull());
  });

  it('disables the selected users after a confirmation', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [usersListRoute(FIRST)]: pageAnswer(ROWS),
      'POST /api/User/Enable': json(200, { Updated: 2 }),
    });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'mario.rossi' });
    await user.click(screen.getByRole('checkbox', { name: `Seleziona la riga ${ROWS[0]!.Id}` }));
    await user.click(screen.getByRole('checkbox', { name: `Seleziona la riga ${ROWS[1]!.Id}` }));
    await user.click(screen.getByRole('button', { name: 'Disabilita selezionati (2)' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('disconnessi subito');
    expect(api.callsTo('POST /api/User/Enable')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo('POST /api/User/Enable')).toHaveLength(1));
    expect(api.callsTo('POST /api/User/Enable')[0]?.body).toEqual({
      Ids: [ROWS[0]!.Id, ROWS[1]!.Id],
      Enabled: false,
    });
  });
});
