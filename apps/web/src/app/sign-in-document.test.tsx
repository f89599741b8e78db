import { LANGUAGE_COOKIE } from '@sportello/contracts/common/page-cookies.values';
import { EAGER_CATALOGUES } from '@sportello/i18n/eager-catalogues';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie } from '../lib/cookies';
import { json, loginResultOf, stubApi } from '../testing/api-stub';
import { fill } from '../testing/fill';
import { loadSignInCatalogues } from './sign-in-catalogues';
import { SignInDocument } from './sign-in-document';

const SETTINGS = {
  Maintenance: false,
  MaintenanceUrl: 'https://status.example/',
  CustomerHubUrl: 'https://hub.example/',
  ShowPageErrors: true,
  PasswordMinLength: 8,
  SsoProviders: [{ Id: 'v2', Name: 'Demo ID', Version: 2 }],
};

function renderSignInPage() {
  const startApp = vi.fn();
  return {
    user: userEvent.setup(),
    startApp,
    ...render(
      <SignInDocument
        languageId={1}
        catalogues={EAGER_CATALOGUES.it}
        search=""
        loadCatalogues={loadSignInCatalogues}
        startApp={startApp}
      />,
    ),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  deleteCookie(LANGUAGE_COOKIE);
  window.history.replaceState(null, '', '/');
});

// The pre-rendered sign-in page's own entry (decision 050): the app's form and header, without the
// app's router, query cache and i18next.
describe('SignInDocument', () => {
  it('shows the form in Italian and, once the settings arrive, the identity providers', async () => {
    stubApi({ 'GET /api/App/settings': json(200, SETTINGS) });
    renderSignInPage();
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Prima volta qui? Registrati' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(await screen.findByRole('link', { name: 'Accedi con Demo ID' })).toBeTruthy();
  });

  it('speaks English once picked, and remembers the choice', async () => {
    stubApi({ 'GET /api/App/settings': json(200, SETTINGS) });
    const { user } = renderSignInPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lingua' }), '2');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Sign in · Sportello');
    expect(readCookie(LANGUAGE_COOKIE)).toBe('2');
  });

  it('signs in, keeps the user’s own language, also in the address, and hands the page over to the app', async () => {
    const api = stubApi({
      'GET /api/App/settings': json(200, SETTINGS),
      'POST /api/Auth/login': json(200, loginResultOf({ Language: { Id: 2 } })),
    });
    // The app reads `lg` before the remembered choice: it must name the user's language too.
    window.history.replaceState(null, '', '/?lg=1&lgt=l');
    const { user, startApp } = renderSignInPage();
    await fill(user, screen.getByRole('textbox', { name: /Nome utente/ }), 'mario.rossi');
    await fill(user, screen.getByLabelText(/^Password/), 'Sportello#2026');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /api/Auth/login')).toHaveLength(1);
    expect(readCookie(LANGUAGE_COOKIE)).toBe('2');
    expect(window.location.search).toBe('?lg=2&lgt=l');
    // Busy until the app takes over: no second sign-in meanwhile.
    expect((screen.getByRole('button', { name: 'Accedi' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
