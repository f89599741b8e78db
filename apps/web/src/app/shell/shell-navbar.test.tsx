import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { resetCsrfToken } from '../../lib/api-client';
import { json, sessionOf, stubApi } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render';
import { RequireSession } from '../routes/require-session';
import { ShellNavbar } from './shell-navbar';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const TICKETS = 'Le mie richieste';

function renderMenu(answers: Parameters<typeof stubApi>[0], Role: 'user' | 'operator' = 'user') {
  const session = sessionOf();
  const api = stubApi({
    'GET /api/Auth/session': json(200, { ...session, User: { ...session.User, Role } }),
    ...answers,
  });
  const view = renderWithProviders(
    <nav aria-label="Menu">
      <Routes>
        <Route element={<RequireSession />}>
          <Route path={paths.home} element={<ShellNavbar onNavigate={() => {}} />} />
        </Route>
      </Routes>
    </nav>,
    { route: paths.home },
  );
  return { ...view, api };
}

describe('the side menu and the customer capabilities (decision 066)', { timeout: 15_000 }, () => {
  it('leaves out the links of the areas a customer is denied, and a panel left empty', async () => {
    const { user } = renderMenu({ 'GET /api/App/capabilities': json(200, { Areas: ['support', 'chat'] }) });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    const support = await within(nav).findByRole('button', { name: 'Assistenza' });
    await user.click(support);
    expect(await within(nav).findByRole('link', { name: TICKETS })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Base di conoscenza' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Il mio account' })).toBeTruthy();
  });

  it('drops the support panel when both of its areas are denied', async () => {
    renderMenu({ 'GET /api/App/capabilities': json(200, { Areas: ['ivr'] }) });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(await within(nav).findByRole('button', { name: 'Il mio account' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Assistenza' })).toBeNull();
  });

  it('shows the vendor’s staff every area without asking', async () => {
    const { api } = renderMenu({}, 'operator');
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    expect(await within(nav).findByRole('button', { name: 'Assistenza' })).toBeTruthy();
    expect(api.callsTo('GET /api/App/capabilities')).toEqual([]);
  });

  it('links the reservations for a customer granted them, and not otherwise', async () => {
    renderMenu({ 'GET /api/App/capabilities': json(200, { Areas: ['reservations'] }) });
    const nav = screen.getByRole('navigation', { name: 'Menu' });
    const link = await within(nav).findByRole('link', { name: 'Prenotazioni' });
    expect(link.getAttribute('href')).toBe(paths.reservations);
    vi.unstubAllGlobals();
  });

  it('leaves the reservations out for a customer denied them, and for the staff (theirs are in the back office)', async () => {
    for (const [answers, role] of [
      [{ 'GET /api/App/capabilities': json(200, { Areas: ['support'] }) }, 'user'],
      [{}, 'operator'],
    ] as const) {
      const { unmount } = renderMenu(answers, role);
      const nav = screen.getByRole('navigation', { name: 'Menu' });
      expect(await within(nav).findByRole('button', { name: 'Il mio account' })).toBeTruthy();
      expect(within(nav).queryByRole('link', { name: 'Prenotazioni' })).toBeNull();
      unmount();
    }
  });
});
