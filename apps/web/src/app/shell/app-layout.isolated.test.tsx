// @vitest-environment jsdom
// The phone-width menu button is found by its accessible role, which happy-dom computes as hidden here.
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { resetCsrfToken } from '../../lib/api-client';
import { EMPTY_SESSION, json, loginResultOf, sessionOf, stubApi } from '../../testing/api-stub';
import { fill } from '../../testing/fill';
import { renderWithProviders } from '../../testing/render';
import { routes } from '../router';

function renderApp(path: string, languageId: 1 | 2 = 1) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    ...renderWithProviders(<RouterProvider router={router} />, { router: false, languageId }),
  };
}

// The back office's bundle stands in as its title: these tests are about the frame around it (its
// own menu is tested with it, components/backoffice).
vi.mock('../routes/backoffice-route', () => ({ BackofficeRoute: () => <h1>Area del back office</h1> }));

// Leaving for the maintenance page is the one navigation jsdom cannot make.
vi.mock('../../lib/browser-location', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/browser-location')>()),
  assignLocation: vi.fn(),
}));
const { assignLocation } = await import('../../lib/browser-location');

const PORTAL_SETTINGS = {
  Maintenance: false,
  MaintenanceUrl: 'https://status.example/manutenzione',
  CustomerHubUrl: 'https://hub.example/',
  ShowPageErrors: true,
  PasswordMinLength: 8,
};

const signedIn = (overrides = {}) => stubApi({ 'GET /api/Auth/session': json(200, sessionOf(overrides)) });
const anonymous = () => stubApi({ 'GET /api/Auth/session': EMPTY_SESSION() });

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

describe('app shell for signed-in users', () => {
  it('shows header, menu, user menu and the home page in Italian', async () => {
    signedIn();
    renderApp(paths.home);
    // The home page is its own chunk: the shell appears once it is loaded.
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Ciao, Mario Rossi' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Sportello')).toBeTruthy();
    expect(within(header).getByRole('combobox', { name: 'Lingua' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Apri il menu' })).toBeTruthy();
    // The user menu and the side menu's links are loaded for signed-in users only (their own chunks).
    expect(await within(header).findByRole('button', { name: 'Mario Rossi, menu utente' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(await within(nav).findByRole('link', { name: 'Home' })).toBeTruthy();
    expect(document.title).toBe('Home · Sportello');
  });

  it('offers a local user the change of password from the user menu, and a single sign-on user not', async () => {
    signedIn();
    const local = renderApp(paths.home);
    await local.user.click(await screen.findByRole('button', { name: 'Mario Rossi, menu utente' }));
    const item = await screen.findByRole('menuitem', { name: 'Cambia password' });
    expect(item.getAttribute('href')).toBe(paths.changePassword);
    local.unmount();

    signedIn({ IsLocalLogin: false });
    const sso = renderApp(paths.home);
    await sso.user.click(await screen.findByRole('button', { name: 'Mario Rossi, menu utente' }));
    await screen.findByRole('menuitem', { name: 'Esci' });
    expect(screen.queryByRole('menuitem', { name: 'Cambia password' })).toBeNull();
  });

  it('offers a local user the change of password on the profile too; a single sign-on user is told where', async () => {
    signedIn();
    const local = renderApp(paths.account.profile);
    const panel = await screen.findByRole('region', { name: 'Password' });
    expect(within(panel).getByRole('link', { name: 'Cambia password' }).getAttribute('href')).toBe(
      paths.changePassword,
    );
    local.unmount();

    signedIn({ IsLocalLogin: false });
    renderApp(paths.account.profile);
    const ssoPanel = await screen.findByRole('region', { name: 'Password' });
    expect(within(ssoPanel).queryByRole('link', { name: 'Cambia password' })).toBeNull();
    expect(within(ssoPanel).getByText(/si cambia presso di esso/)).toBeTruthy();
  });

  it('shows who is signed in, the company and the active parent on the home page', async () => {
    signedIn();
    renderApp(paths.home);
    const user = await screen.findByRole('region', { name: 'Utente' });
    expect(user.textContent).toContain('Mario Rossi');
    expect(user.textContent).toContain('mario.rossi');
    const company = screen.getByRole('region', { name: 'Azienda' });
    expect(company.textContent).toContain('Rossi Impianti S.r.l.');
    expect(company.textContent).toContain('P. IVA 09876543217');
    const parent = screen.getByRole('region', { name: 'Azienda di riferimento' });
    expect(parent.textContent).toContain('Verdi Consulting S.r.l.');
    expect(parent.textContent).toContain('P. IVA 02468135799');
  });

  it('sends a signed-in visitor of the root to the home page', async () => {
    signedIn();
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });

  it('opens a collapsible panel and follows its link to the page', async () => {
    signedIn();
    const { user, router } = renderApp(paths.home);
    const nav = await screen.findByRole('navigation', { name: 'Menu principale' });
    // The account panel and its link to the profile page (the menu's links are a chunk of their own,
    // slow to load first on a busy machine).
    const account = await within(nav).findByRole('button', { name: 'Il mio account' }, { timeout: 5_000 });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    await user.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(nav).getByRole('link', { name: 'Profilo' }));

    // The profile page is its own chunk: the navigation ends once it is loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.account.profile));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profilo' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Profilo' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens the panel of the current page', async () => {
    signedIn();
    renderApp(paths.account.company);
    const nav = await screen.findByRole('navigation', { name: 'Menu principale' });
    expect(within(nav).getByRole('button', { name: 'Il mio account' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Utenti dell'azienda" })).toBeTruthy();
  });

  it('toggles the mobile menu from the burger', async () => {
    signedIn();
    const { user } = renderApp(paths.home);
    const burger = await screen.findByRole('button', { name: 'Apri il menu' });
    await user.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Chiudi il menu');
  });

  it('switches the parent through the ChangeCompanyParent page and comes back to the same page', async () => {
    const studio = sessionOf({ ParentCode: '12345678903' });
    const api = stubApi({
      'GET /api/Auth/session': json(200, sessionOf()),
      'POST /api/Auth/changeparent': json(200, studio),
    });
    const { user, router } = renderApp(`${paths.account.profile}?tab=1`);
    // The profile page is a lazy route: the shell renders once its chunk has loaded.
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('combobox', { name: 'Azienda di riferimento' }));
    await user.click(await screen.findByRole('option', { name: /Studio Bianchi/ }));

    // The change page (its own chunk) makes the call, then comes back.
    await waitFor(() => expect(api.callsTo('POST /api/Auth/changeparent')).toHaveLength(1));
    expect(api.callsTo('POST /api/Auth/changeparent')[0]?.body).toEqual({ ParentCode: '12345678903' });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.account.profile));
    expect(router.state.location.search).toBe('?tab=1');
    expect(
      (within(header).getByRole('combobox', { name: 'Azienda di riferimento' }) as HTMLInputElement).value,
    ).toBe('Studio Bianchi');
  });

  it('has no parent dropdown for a company without parents', async () => {
    signedIn({
      Company: { VatCode: '01234567897', Name: 'Sportello S.p.A.', CompanyParents: [] },
      ParentCode: null,
    });
    renderApp(paths.home);
    await screen.findByRole('heading', { level: 1, name: 'Ciao, Mario Rossi' });
    expect(screen.queryByRole('combobox', { name: 'Azienda di riferimento' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Azienda di riferimento' })).toBeNull();
  });

  it('remembers a language change on the server, then asks again for what the page shows', async () => {
    const api = stubApi({
      'GET /api/Auth/session': json(200, sessionOf()),
      'POST /api/Auth/language': json(200, { Id: 2 }),
    });
    const newsCalls = () => api.calls.filter((call) => call.path.startsWith('/api/Communication/News/'));
    const { user } = renderApp(paths.home);
    await screen.findByRole('heading', { level: 1, name: 'Ciao, Mario Rossi' });
    await waitFor(() => expect(newsCalls()).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lingua' }), 'English');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Mario Rossi' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /api/Auth/language')[0]?.body).toEqual({ Id: 2 }));
    // The news the home page lists come in the reader's language now (decision 047).
    await waitFor(() => expect(newsCalls()).toHaveLength(2));
    expect(api.callsTo('GET /api/Auth/session')).toHaveLength(1);
  });
});

const staffSession = (Role: 'operator' | 'admin' | 'company_admin' = 'operator') => {
  const session = sessionOf({ ParentCode: null });
  return { ...session, User: { ...session.User, Role } };
};

describe('the portal menu in the back office (decision 030)', { timeout: 15_000 }, () => {
  const asStaff = (Role: 'operator' | 'company_admin' = 'operator') =>
    stubApi({
      'GET /api/Auth/session': json(200, staffSession(Role)),
    });

  it('shrinks to named icons, the panels’ links included', async () => {
    asStaff();
    renderApp(paths.backoffice.communications);
    expect(await screen.findByRole('heading', { level: 1, name: 'Area del back office' })).toBeTruthy();
    const main = screen.getByRole('navigation', { name: 'Menu principale' });
    const current = await within(main).findByRole('link', { name: 'Back office' });
    expect(current.getAttribute('aria-current')).toBe('page');
    // Icons only: each link is named by its label, the panels are open lists of links.
    expect(current.textContent).toBe('');
    expect(within(main).getByRole('link', { name: 'Richieste dei clienti' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'La mia azienda' })).toBeTruthy();
    expect(within(main).queryByRole('button', { name: 'Assistenza' })).toBeNull();
  });

  it('has its labels and panels everywhere else', async () => {
    asStaff();
    renderApp(paths.home);
    const main = await screen.findByRole('navigation', { name: 'Menu principale' });
    expect(await within(main).findByRole('button', { name: 'Assistenza' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Back office' }).textContent).toBe('Back office');
  });

  it('stays as it is for a customer at a back-office address (the not-found page)', async () => {
    asStaff('company_admin');
    renderApp(paths.backoffice.communications);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    const main = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(await within(main).findByRole('button', { name: 'Assistenza' })).toBeTruthy();
  });
});

describe('guards', () => {
  it('sends an anonymous visitor of an app page to the login page with the page as returnUrl', async () => {
    anonymous();
    const { router } = renderApp('/account/profile?tab=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/account/profile?tab=2');
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeTruthy();
  });

  it('sends a user whose password must change to the change-password page, from any page', async () => {
    signedIn({ MustChangePassword: true });
    const { router } = renderApp(paths.support.tickets);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.changePassword));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(paths.support.tickets);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cambia la password' })).toBeTruthy();
  });

  it('does not force single-sign-on users to change the password here', async () => {
    signedIn({ MustChangePassword: true, IsLocalLogin: false });
    renderApp(paths.home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao, Mario Rossi' })).toBeTruthy();
  });

  it('goes to the login page when any call answers ERROR_EMPTY_SESSION', async () => {
    stubApi({
      'GET /api/Auth/session': json(200, sessionOf()),
      'POST /api/Auth/changeparent': EMPTY_SESSION(),
    });
    const { router } = renderApp(`${paths.changeCompanyParent}?parent=12345678903&redirectUrl=%2Fhome`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeTruthy();
  });

  it('announces maintenance due within the week, with its window and message, until closed', async () => {
    stubApi({
      'GET /api/Auth/session': json(200, sessionOf()),
      'GET /api/App/settings': json(200, {
        ...PORTAL_SETTINGS,
        MaintenanceNotice: {
          From: new Date(2099, 11, 5, 22, 0).toISOString(),
          To: new Date(2099, 11, 6, 2, 0).toISOString(),
          Message: 'Il gestionale non sarà raggiungibile.',
        },
      }),
    });
    const { user } = renderApp(paths.home);
    const title = await screen.findByText('Manutenzione programmata dal 05/12/2099 22:00');
    const notice = title.closest<HTMLElement>('[role="alert"]')!;
    expect(notice.textContent).toBe(
      'Manutenzione programmata dal 05/12/2099 22:00Fino al 06/12/2099 02:00. Il gestionale non sarà raggiungibile.',
    );
    await user.click(within(notice).getByRole('button', { name: "Chiudi l'avviso di manutenzione" }));
    expect(screen.queryByText('Manutenzione programmata dal 05/12/2099 22:00')).toBeNull();
  });

  it('goes to the maintenance page 2 s after any call answers ERROR_NOT_ALLOWED_MAINTENANCE', async () => {
    stubApi({
      'GET /api/Auth/session': json(200, sessionOf()),
      'GET /api/App/settings': json(200, { ...PORTAL_SETTINGS, Maintenance: true }),
      'POST /api/Auth/changeparent': json(503, {
        ErrorCode: 203,
        ErrorMessage: 'ERROR_NOT_ALLOWED_MAINTENANCE',
        Message: 'x',
      }),
    });
    renderApp(`${paths.changeCompanyParent}?parent=12345678903&redirectUrl=%2Fhome`);
    expect(await screen.findByText('Il portale è in manutenzione. Riprova più tardi.')).toBeTruthy();
    expect(assignLocation).not.toHaveBeenCalled();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(PORTAL_SETTINGS.MaintenanceUrl), {
      timeout: 4_000,
    });
  });

  it('goes to the change-password page when any call answers ERROR_PASSWORD_CHANGE_REQUIRED', async () => {
    stubApi({
      'GET /api/Auth/session': json(200, sessionOf()),
      'POST /api/Auth/changeparent': json(403, {
        ErrorCode: 207,
        ErrorMessage: 'ERROR_PASSWORD_CHANGE_REQUIRED',
        Message: 'x',
      }),
    });
    const { router } = renderApp(`${paths.changeCompanyParent}?parent=12345678903&redirectUrl=%2Fhome`);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.changePassword));
  });

  it('goes to the sign-in’s second step when any call answers ERROR_SECOND_FACTOR_REQUIRED, the page kept as returnUrl', async () => {
    const page = `${paths.changeCompanyParent}?parent=12345678903&redirectUrl=%2Fhome`;
    stubApi({
      'GET /api/Auth/session': json(200, sessionOf()),
      'POST /api/Auth/changeparent': json(401, {
        ErrorCode: 230,
        ErrorMessage: 'ERROR_SECOND_FACTOR_REQUIRED',
        Message: 'x',
      }),
      'GET /api/Auth/SecondFactor': json(200, {
        Step: 'verify',
        Totp: { Active: true, Since: '2026-01-10T09:00:00.000Z' },
        Passkeys: [],
        RecoveryCodesLeft: 10,
        Required: true,
        CompanyRequires: false,
        FreshUntil: null,
      }),
    });
    const { router } = renderApp(page);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.secondFactor));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(page);
    expect(await screen.findByLabelText(/^Codice di verifica/)).toBeTruthy();
  });
});

describe('login page', () => {
  it('shows the welcome text and the form, without the side menu', async () => {
    anonymous();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuto in Sportello' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Nome utente/ })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apri il menu' })).toBeNull();
    expect(document.title).toBe('Accedi · Sportello');
  });

  it('signs in, follows the user language, and goes to a same-origin returnUrl with lg', async () => {
    const api = stubApi({
      'GET /api/Auth/session': [EMPTY_SESSION(), json(200, sessionOf({ Language: { Id: 2 } }))],
      'POST /api/Auth/login': json(
        200,
        loginResultOf({
          UserName: 'giulia.neri',
          Language: { Id: 2 },
          Company: {
            VatCode: '05555555555',
            Name: 'Neri Trasporti S.r.l.',
            CompanyParents: [{ VatCode: '12345678903', Name: 'Studio Bianchi' }],
          },
          ParentCode: '12345678903',
        }),
      ),
    });
    const { user, router } = renderApp('/?returnUrl=%2Faccount%2Fprofile');
    await fill(user, await screen.findByRole('textbox', { name: /Nome utente/ }), 'giulia.neri');
    await fill(user, screen.getByLabelText(/^Password/), 'Sportello#2026');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.account.profile));
    expect(router.state.location.search).toBe('?lg=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(api.callsTo('GET /api/Auth/session')).toHaveLength(2);
  });

  it.each(['https://evil.example/', '//evil.example'])(
    'ignores the foreign returnUrl %s and goes home',
    async (returnUrl) => {
      stubApi({ 'GET /api/Auth/session': json(200, sessionOf()) });
      const { router } = renderApp(`/?returnUrl=${encodeURIComponent(returnUrl)}`);
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    },
  );

  it('shows the 404 page for an unknown route, with a way back', async () => {
    anonymous();
    const { user, router } = renderApp('/non/esiste');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('switches to English with ?lg=2 and remembers it', async () => {
    anonymous();
    renderApp('/?lg=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Sportello' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /User name/ })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.cookie).toContain('sportello.lang=2'));
  });

  it('keeps the language picked in the selector, and updates a visible lg', async () => {
    const api = anonymous();
    const { user, router } = renderApp('/?lg=2');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Sportello' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Italiano');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuto in Sportello' })).toBeTruthy();
    expect(router.state.location.search).toBe('?lg=1');
    expect(document.cookie).toContain('sportello.lang=1');
    // Visitors have no session to remember the choice in.
    expect(api.callsTo('POST /api/Auth/language')).toHaveLength(0);
  });
});
