import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { RoleGrantsMatrix } from './role-grants-matrix';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const COMMUNICATIONS = { list: 'all', read: 'all', create: 'all', update: 'company' } as const;

/** The operator's grants: communications as declared, tags narrowed (no create), and a locked row. */
const operatorGrants = {
  Role: 'operator' as const,
  Resources: [
    {
      Resource: 'communications' as const,
      Declared: COMMUNICATIONS,
      Effective: COMMUNICATIONS,
      Grantable: COMMUNICATIONS,
      Locked: false,
    },
    {
      Resource: 'tags' as const,
      Declared: { list: 'all', read: 'all', create: 'all' } as const,
      Effective: { list: 'all', read: 'all' } as const,
      Grantable: { list: 'all', read: 'all', create: 'company' } as const,
      Locked: false,
    },
  ],
};

const SAVE = 'POST /api/App/BackOffice/Roles/Grants/Save';

const render = (editable: boolean) =>
  renderPage(
    <RoleGrantsMatrix grants={operatorGrants} editable={editable} />,
    paths.backoffice.roleGrants,
    paths.backoffice.roleGrants,
  );

describe('RoleGrantsMatrix', { timeout: 20_000 }, () => {
  it('offers each cell the scopes within the ceiling and the admin’s own, and saves the rows changed', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [SAVE]: json(200, operatorGrants),
    });
    const { user } = render(true);
    // Areas and actions in words; an action the role is not declared is not offered.
    const row = screen.getByRole('row', { name: /Comunicazioni/ });
    expect(within(row).queryByRole('combobox', { name: 'Comunicazioni: Eliminazione' })).toBeNull();
    const update = screen.getByRole('combobox', { name: 'Comunicazioni: Modifica' });
    expect((update as HTMLInputElement).value).toBe('Della sua azienda');
    await user.click(update);
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Della sua azienda', 'Solo i propri', 'Nessuno']);
    await user.click(screen.getByRole('option', { name: 'Solo i propri' }));
    // Tags' create may be given back only up to the admin's own (company), and is marked narrowed.
    expect(within(screen.getByRole('row', { name: /Etichette/ })).getByText('Ridotto')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Etichette: Creazione' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Della sua azienda',
      'Solo i propri',
      'Nessuno',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      Role: 'operator',
      Resources: [{ Resource: 'communications', Actions: { ...COMMUNICATIONS, update: 'own' } }],
    });
  });

  it('shows the server’s refusal next to its cell', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [SAVE]: json(403, {
        ErrorCode: 831,
        ErrorMessage: 'ERROR_ROLE_GRANT_ABOVE_OWN',
        Message: 'Non puoi concedere più di quanto puoi fare tu.',
        Fields: [
          {
            Field: 'Resources.0.Actions.create',
            ErrorMessage: 'ERROR_ROLE_GRANT_ABOVE_OWN',
            Message: 'Non puoi concedere più di quanto puoi fare tu.',
          },
        ],
      }),
    });
    const { user } = render(true);
    await user.click(screen.getByRole('combobox', { name: 'Etichette: Creazione' }));
    await user.click(await screen.findByRole('option', { name: 'Solo i propri' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Non puoi concedere più di quanto puoi fare tu.')).toBeTruthy();
  });

  it('is read-only without the right to update roles', () => {
    stubApi({ 'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer') });
    render(false);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.getByText('Puoi consultare i permessi dei ruoli, non modificarli.')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Comunicazioni/ })).getByText('Della sua azienda'),
    ).toBeTruthy();
  });
});
