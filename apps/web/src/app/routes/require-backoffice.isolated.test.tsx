import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, sessionOf, stubApi } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render';
import { RequireBackoffice } from './require-backoffice';

// Stands in for the back office's bundle: the factory runs only when the module is imported.
const bundle = vi.hoisted(() => ({ imported: 0 }));
vi.mock('./backoffice-route', () => {
  bundle.imported++;
  return { BackofficeRoute: () => <h1>Back office caricato</h1> };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedInAs = (Role: 'company_admin' | 'user' | 'operator' | 'admin') => {
  const session = sessionOf();
  stubApi({ 'GET /api/Auth/session': json(200, { ...session, User: { ...session.User, Role } }) });
};

describe('RequireBackoffice', () => {
  it('shows customers the not-found page without fetching the back office', async () => {
    for (const role of ['company_admin', 'user'] as const) {
      signedInAs(role);
      const { unmount } = renderWithProviders(<RequireBackoffice />, { route: '/backoffice' });
      expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
      unmount();
    }
    expect(bundle.imported).toBe(0);
  });

  it('loads the back office for the vendor’s staff', async () => {
    signedInAs('operator');
    renderWithProviders(<RequireBackoffice />, { route: '/backoffice' });
    expect(await screen.findByRole('heading', { name: 'Back office caricato' })).toBeTruthy();
    expect(bundle.imported).toBe(1);
  });
});
