import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor } from '@testing-library/react';
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
import { userOf } from '../testing/user-fixtures';
import { UserDetailPage } from './user-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const USER = userOf();
const DETAIL = `GET /api/User/Filters/Detail/${USER.Id}`;
const FIRST = { Page: 0, Size: 10, Sort: 'At', Desc: true };
const logRoute = (filter: object) => `GET /api/SignIns/${USER.Id}/Filters/${encodeFilter(filter)}`;
const event = (Id: number, Kind: string, Reason: string | null, ClientIp = '198.51.100.7') => ({
  Id,
  At: '2026-03-02T08:15:00.000Z',
  Kind,
  Method: 'password',
  Reason,
  UserName: USER.UserName,
  ClientIp,
  UserAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0',
});
const EVENTS = [
  event(3, 'failure', 'locked', '203.0.113.9'),
  event(2, 'lockout', 'wrong-password'),
  event(1, 'success', null),
];
const renderDetail = () =>
  renderPage(<UserDetailPage />, `/backoffice/users/${USER.Id}`, paths.backoffice.user);

describe('the user’s sign-in log (Accessi)', { timeout: 30_000 }, () => {
  it('shows the operator each sign-in with its outcome, reason, address and browser, and filters by outcome', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, USER),
      [logRoute(FIRST)]: pageAnswer(EVENTS),
      [logRoute({ ...FIRST, Kind: 'lockout' })]: pageAnswer([EVENTS[1]]),
    });
    const { user } = renderDetail();
    expect(await screen.findByRole('heading', { name: 'Accessi' })).toBeTruthy();
    expect(await screen.findByText('Account bloccato per troppi tentativi')).toBeTruthy();
    expect(screen.getByText('203.0.113.9')).toBeTruthy();
    expect(screen.getAllByText('Mozilla/5.0 (Windows NT 10.0) Firefox/140.0')).toHaveLength(3);
    expect(screen.getAllByText('Password errata')).toHaveLength(1);
    const exportLink = screen.getByRole('link', { name: 'Esporta CSV' }) as HTMLAnchorElement;
    expect(exportLink.getAttribute('href')).toContain(
      `/api/SignIns/${USER.Id}/Export/${encodeFilter(FIRST)}`,
    );

    await user.click(screen.getByRole('combobox', { name: 'Esito' }));
    await user.click(await screen.findByRole('option', { name: 'Account bloccato' }));
    await waitFor(() => expect(api.callsTo(logRoute({ ...FIRST, Kind: 'lockout' }))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('203.0.113.9')).toBeNull());
  });

  it('says when nothing was recorded', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [DETAIL]: json(200, USER),
      [logRoute(FIRST)]: pageAnswer([]),
    });
    renderDetail();
    expect(await screen.findByText('Nessun accesso registrato negli ultimi giorni conservati.')).toBeTruthy();
  });

  it('is not offered to a viewer', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, USER),
    });
    const { queryClient } = renderDetail();
    expect((await screen.findAllByText(USER.UserName, { exact: false })).length).toBeGreaterThan(0);
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('heading', { name: 'Accessi' })).toBeNull();
    expect(api.calls.filter((c) => c.path.startsWith('/api/SignIns/'))).toHaveLength(0);
  });
});
