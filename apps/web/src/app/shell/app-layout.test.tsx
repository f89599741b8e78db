import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { renderWithProviders } from '../../testing/render';
import { routes } from '../router';

function renderApp(path: string, languageId: 1 | 2 = 1) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    ...renderWithProviders(<RouterProvider router={router} />, { router: false, languageId }),
  };
}

beforeEach(() => {
  // No server in unit tests: the language list call fails and the built-in list is used.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 503 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('app shell', () => {
  it('shows header, menu and the welcome page in Italian', () => {
    renderApp(paths.home);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Sportello')).toBeTruthy();
    expect(within(header).getByRole('combobox', { name: 'Lingua' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Apri il menu' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu principale' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Benvenuto in Sportello' })).toBeTruthy();
    expect(document.title).toBe('Sportello');
  });

  it('opens a collapsible panel and follows its link to the page', async () => {
    const { user, router } = renderApp(paths.home);
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    const support = within(nav).getByRole('button', { name: 'Assistenza' });
    expect(support.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('button', { name: 'Il mio account' })).toBeTruthy();

    await user.click(support);
    expect(support.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(nav).getByRole('link', { name: 'Le mie richieste' }));

    expect(router.state.location.pathname).toBe(paths.support.tickets);
    expect(screen.getByRole('heading', { level: 1, name: 'Le mie richieste' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Le mie richieste' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('opens the panel of the current page', () => {
    renderApp(paths.account.company);
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(within(nav).getByRole('button', { name: 'Il mio account' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'La mia azienda' })).toBeTruthy();
  });

  it('toggles the mobile menu from the burger', async () => {
    const { user } = renderApp(paths.home);
    const burger = screen.getByRole('button', { name: 'Apri il menu' });
    await user.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Chiudi il menu');
  });

  it('shows the 404 page for an unknown route, with a way home', async () => {
    const { user, router } = renderApp('/non/esiste');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Torna alla home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('switches to English with ?lg=2 and remembers it', async () => {
    renderApp('/?lg=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Sportello' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the menu' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(window.localStorage.getItem('sportello.languageId')).toBe('2'));
  });

  it('keeps the language picked in the selector, and updates a visible lg', async () => {
    const { user, router } = renderApp('/?lg=2');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Sportello' });
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Italiano' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuto in Sportello' })).toBeTruthy();
    expect(router.state.location.search).toBe('?lg=1');
    expect(window.localStorage.getItem('sportello.languageId')).toBe('1');
  });
});
