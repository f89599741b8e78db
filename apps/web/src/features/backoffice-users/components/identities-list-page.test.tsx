import type { IdentityLink } from '@sportello/contracts/backoffice/identities.contract';
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
import { IdentitiesListPage } from './identities-list-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const LINK: IdentityLink = {
  Id: '55555555-5555-4555-8555-555555555555',
  Provider: 'v3',
  Subject: 'sub-lucia',
  Email: 'lucia@idp.example',
  LinkedAt: '2026-02-01T09:00:00.000Z',
  LastUsedAt: '2026-03-02T10:30:00.000Z',
  User: {
    Id: '22222222-2222-4222-8222-222222222222',
    UserName: 'lucia.bianchi',
    FirstName: 'Lucia',
    LastName: 'Bianchi',
  },
  Company: { Id: 1, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' },
};
const FIRST = { Page: 0, Size: 20, Sort: 'LinkedAt', Desc: true };
const listRoute = (filter: object) => `GET /api/Identity/Filters/${encodeFilter(filter)}`;
const UNLINK = `DELETE /api/Identity/Delete/${LINK.Id}`;
const renderList = (search = '') =>
  renderPage(<IdentitiesListPage />, `${paths.backoffice.identities}${search}`, paths.backoffice.identities);

// Whole pages with Mantine render slowly on a busy machine.
describe('IdentitiesListPage', { timeout: 15_000 }, () => {
  it('lists the links of the provider and search in the address, each leading to its user; a viewer cannot unlink', async () => {
    const filtered = { ...FIRST, Provider: 'v3', Text: 'bianchi' };
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [listRoute(filtered)]: pageAnswer([LINK]),
    });
    const { queryClient } = renderList('?q=bianchi&provider=v3');
    const user = await screen.findByRole('link', { name: 'lucia.bianchi' });
    expect(user.getAttribute('href')).toBe(`/backoffice/users/${LINK.User.Id}`);
    expect(screen.getByRole('cell', { name: 'sub-lucia' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '02/03/2026 10:30' })).toBeTruthy();
    expect(api.callsTo(listRoute(filtered))).toHaveLength(1);
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: /Scollega/ })).toBeNull();
  });

  it('unlinks an identity only once the operator confirms', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [listRoute(FIRST)]: pageAnswer([LINK]),
      [UNLINK]: json(200, { Done: true }),
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Scollega sub-lucia' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('sub-lucia');
    expect(dialog.textContent).toContain('lucia.bianchi');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(UNLINK)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Scollega sub-lucia' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(api.callsTo(UNLINK)).toHaveLength(1));
  });
});
