import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { saveSsoReturnUrl, takeSsoReturnUrl } from '../../features/sso/api/sso-memory';
import { resetCsrfToken } from '../../lib/api-client';
import { json, sessionOf, stubApi } from '../../testing/api-stub';
import { fill } from '../../testing/fill';
import { renderWithProviders } from '../../testing/render';
import { routes } from '../router';

/**
 * Every parameter that tells the web app where to go next, fed what an attacker would put in a link:
 * the user always stays on the portal (home), never on another site or a script URL. The server
 * takes no return URL at all (the single sign-on keeps its own in this tab).
 */
const HOSTILE = [
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/%2F%2Fevil.example',
  '/\t/evil.example',
  ' //evil.example',
];

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { user } = renderWithProviders(<RouterProvider router={router} />, { router: false });
  return { router, user };
}

/** Pages are lazy chunks: the first one to load takes a while on a busy machine. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
  window.sessionStorage.clear();
});

describe.each(HOSTILE)('the hostile return address %j', (hostile) => {
  it('as returnUrl of the login page: a signed-in user goes home', async () => {
    stubApi({ 'GET /api/Auth/session': json(200, sessionOf()) });
    const { router } = renderApp(`${paths.login}?returnUrl=${encodeURIComponent(hostile)}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home), SLOW);
  });

  it('as redirectUrl of ChangeCompanyParent: home after the change', async () => {
    const api = stubApi({
      'GET /api/Auth/session': json(200, sessionOf()),
      'POST /api/Auth/changeparent': json(200, sessionOf({ ParentCode: '12345678903' })),
    });
    const { router } = renderApp(
      `${paths.changeCompanyParent}?parent=12345678903&redirectUrl=${encodeURIComponent(hostile)}`,
    );
    await waitFor(() => expect(api.callsTo('POST /api/Auth/changeparent')).toHaveLength(1), SLOW);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home), SLOW);
  });

  it('as returnUrl of the change-password page: home after the change', async () => {
    stubApi({
      'GET /api/Auth/session': [json(200, sessionOf({ MustChangePassword: true })), json(200, sessionOf())],
      'POST /api/Auth/changepassword': json(200, { Done: true }),
    });
    const { router, user } = renderApp(`${paths.changePassword}?returnUrl=${encodeURIComponent(hostile)}`);
    await fill(user, await screen.findByLabelText(/^Password attuale/, {}, SLOW), 'Sportello#2026');
    await fill(user, screen.getByLabelText(/^Nuova password/), 'Nuova#Pass26');
    await fill(user, screen.getByLabelText(/^Conferma la nuova password/), 'Nuova#Pass26');
    await user.click(screen.getByRole('button', { name: 'Cambia la password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home), SLOW);
  });

  it('kept for the single sign-on landing page: never given back', () => {
    saveSsoReturnUrl(hostile);
    expect(takeSsoReturnUrl()).toBeUndefined();
    // Written by some other script of the origin: checked again when read.
    window.sessionStorage.setItem('sportello.sso.returnUrl', hostile);
    expect(takeSsoReturnUrl()).toBeUndefined();
  });
});
