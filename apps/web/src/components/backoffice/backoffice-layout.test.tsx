// @vitest-environment jsdom
// The phone-width menu button is found by its accessible role, which happy-dom computes as hidden here.
import type { Permission } from '@sportello/contracts/backoffice/access.contract';
import { IconHistory, IconNews, IconUserShield } from '@tabler/icons-react';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { resetCsrfToken } from '../../lib/api-client';
import type { BackofficeArea } from '../../lib/backoffice/backoffice-navigation';
import { json, stubApi } from '../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../testing/backoffice-fixtures';
import { BackofficeApp } from './backoffice-layout';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
  window.localStorage.clear();
});

function Page({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <h1>
      {title} {pathname}
    </h1>
  );
}

/** The app's three areas, with stand-in pages. */
const AREAS: BackofficeArea[] = [
  {
    label: 'backoffice.nav.communications',
    path: paths.backoffice.communications,
    icon: IconNews,
    permission: { resource: 'communications', action: 'list' },
    domain: 'communication',
    pages: [
      { path: paths.backoffice.communications, element: <Page title="Elenco" /> },
      { path: paths.backoffice.communication, element: <Page title="Scheda" /> },
    ],
  },
  {
    label: 'backoffice.nav.audit',
    path: paths.backoffice.audit,
    icon: IconHistory,
    permission: { resource: 'audit', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.audit, element: <Page title="Registro" /> }],
  },
  {
    label: 'backoffice.nav.roles',
    path: paths.backoffice.roles,
    icon: IconUserShield,
    permission: { resource: 'roles', action: 'list' },
    domain: 'administration',
    pages: [{ path: paths.backoffice.roles, element: <Page title="Ruoli" /> }],
  },
];

const grants = (...resources: Permission['Resource'][]): Permission[] =>
  resources.map((Resource) => ({ Resource, Action: 'list', Scope: 'all' }));

function renderBackoffice(route: string, permissions: Permission[], role: 'admin' | 'operator' = 'admin') {
  stubApi({ 'GET /api/App/BackOffice/Permissions': permissionsAnswer(role, permissions) });
  return renderPage(<BackofficeApp areas={AREAS} />, route, `${paths.backoffice.root}/*`);
}

const menu = () => screen.findByRole('navigation', { name: 'Menu del back office' });

describe('BackofficeApp', { timeout: 15_000 }, () => {
  it('groups the permitted areas under their domains and marks the current page', async () => {
    renderBackoffice('/backoffice/communications/12', grants('communications', 'audit', 'roles'));
    const nav = await menu();
    const communication = within(nav).getByRole('list', { name: 'Comunicazione' });
    expect(
      within(communication).getByRole('link', { name: 'Comunicazioni' }).getAttribute('aria-current'),
    ).toBe('page');
    const administration = within(nav).getByRole('list', { name: 'Amministrazione' });
    // The domains in their order (communication before administration), and nothing else.
    expect(within(nav).getAllByRole('list')).toEqual([communication, administration]);
    expect(
      within(administration)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Registro modifiche', 'Ruoli di back office']);
    expect(
      within(administration).getByRole('link', { name: 'Registro modifiche' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Scheda /backoffice/communications/12',
    );
  });

  it('hides what the permissions deny: the entries, a domain left empty, and their pages', async () => {
    const { queryClient } = renderBackoffice(paths.backoffice.roles, grants('communications'), 'operator');
    const nav = await menu();
    await permissionsLoaded(queryClient);
    expect(within(nav).getAllByRole('list')).toHaveLength(1);
    expect(within(nav).queryByRole('list', { name: 'Amministrazione' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Ruoli di back office' })).toBeNull();
    // The page of a denied area is not routed: its address says the role does not open it.
    expect(screen.getByRole('alert').textContent).toBe(
      'Accesso non consentitoIl tuo ruolo nel back office (Operatore) non consente di aprire questa area.',
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('opens the first permitted area, in menu order', async () => {
    renderBackoffice(paths.backoffice.root, grants('roles', 'audit'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Registro /backoffice/audit');
  });

  it('narrows the side menu to named icons for wide tables, and this browser keeps the choice', async () => {
    const first = renderBackoffice('/backoffice/communications/12', grants('communications', 'audit'));
    let nav = await menu();
    await first.user.click(screen.getByRole('button', { name: 'Riduci il menu a icone' }));
    // The names leave the sight, not the links: each is still named, and the domains name their lists.
    expect(within(nav).queryByText('Comunicazione', { selector: 'p' })).toBeNull();
    const communication = within(nav).getByRole('list', { name: 'Comunicazione' });
    const current = within(communication).getByRole('link', { name: 'Comunicazioni' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.textContent).toBe('');
    expect(within(nav).getByRole('link', { name: 'Registro modifiche' }).getAttribute('href')).toBe(
      paths.backoffice.audit,
    );

    // Another visit in the same browser finds the menu as it was left, and the names come back.
    first.unmount();
    const second = renderBackoffice(paths.backoffice.audit, grants('communications', 'audit'));
    nav = await menu();
    expect(within(nav).getByRole('link', { name: 'Comunicazioni' }).textContent).toBe('');
    await second.user.click(screen.getByRole('button', { name: 'Mostra i nomi nel menu' }));
    expect(within(nav).getByRole('link', { name: 'Comunicazioni' }).textContent).toBe('Comunicazioni');
    expect(screen.getByRole('button', { name: 'Riduci il menu a icone' })).toBeTruthy();
  });

  it('on a phone, a button opens the menu and following an entry closes it', async () => {
    const { user } = renderBackoffice(paths.backoffice.audit, grants('communications', 'audit'));
    await menu();
    const toggle = screen.getByRole('button', { name: 'Aree del back office' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // jsdom applies no media query: the side column's menu is there too, the button's panel adds one.
    expect(screen.getAllByRole('navigation', { name: 'Menu del back office' })).toHaveLength(1);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const nav = within(panel as HTMLElement).getByRole('navigation', { name: 'Menu del back office' });
    await user.click(within(nav).getByRole('link', { name: 'Comunicazioni' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Elenco /backoffice/communications',
    );
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('opens the global search with Ctrl+K, finds a ticket and a company, and Enter opens the highlighted one', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator', grants('communications')),
      'GET /api/App/BackOffice/Search': json(200, {
        Companies: { Total: 7, Items: [{ Id: 3, VatCode: '09876543217', Name: 'Rossi Impianti S.r.l.' }] },
        Users: null,
        Tickets: {
          Total: 1,
          Items: [
            {
              Id: 'T9',
              TicketCode: 'SR-000009',
              Subject: 'Stampa',
              State: 'closed',
              CompanyName: 'Rossi Impianti S.r.l.',
            },
          ],
        },
      }),
    });
    const { user } = renderPage(
      <BackofficeApp areas={AREAS} />,
      '/backoffice/communications/12',
      `${paths.backoffice.root}/*`,
    );
    await menu();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Cerca nel back office' });
    await user.type(box, '0987');
    const company = await screen.findByRole('option', { name: /^Rossi Impianti S\.r\.l\./ });
    expect(company.getAttribute('aria-selected')).toBe('true');
    // More companies than shown: the section says how many its list holds.
    expect(screen.getByText('Aziende: i primi 1 di 7')).toBeTruthy();
    const ticket = screen.getByRole('option', { name: /^SR-000009 · Stampa/ });
    expect(ticket.textContent).toContain('Chiusa');
    expect(api.callsTo('GET /api/App/BackOffice/Search').length).toBeGreaterThan(0);
    await user.keyboard('{ArrowDown}');
    expect(ticket.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    // The ticket's page: not routed in this test's areas, so the role's refusal shows there.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('alert').textContent).toContain('non consente di aprire questa area');
  });

  it('lists the shortcuts on ?, not while typing in a field', async () => {
    const { user } = renderBackoffice('/backoffice/communications/12', grants('communications'));
    await menu();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Scorciatoie da tastiera' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // In the search field, ? and / are text.
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox', { name: 'Cerca nel back office' });
    await user.type(box, 'che?/');
    expect((box as HTMLInputElement).value).toBe('che?/');
    expect(screen.queryByRole('dialog', { name: 'Scorciatoie da tastiera' })).toBeNull();
  });
});
