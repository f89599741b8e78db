import { Notifications } from '@mantine/notifications';
import type { CompanyMember } from '@sportello/contracts/companies/invitations.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { CompanyPeoplePage } from './company-people-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const PEOPLE = 'GET /api/Company/users';
const LUCIA_ID = '6f1c2a3e-0000-4000-8000-000000000001';

const member = (extra: Partial<CompanyMember>): CompanyMember => ({
  UserId: LUCIA_ID,
  UserName: 'lucia.bianchi',
  FirstName: 'Lucia',
  LastName: 'Bianchi',
  Email: 'lucia.bianchi@rossi-impianti.example',
  Role: 'user',
  Enabled: true,
  Locked: false,
  LastLoginAt: null,
  ExcludedProducts: [],
  Topics: [],
  ...extra,
});

const people = (users: CompanyMember[], IsProviderCompany = false) =>
  json(200, { IsProviderCompany, Users: users, Invitations: [], Grantable: { Role: [1, 2], RoleTs: [] } });

const MARIO = member({
  UserId: 'mario',
  UserName: 'mario.rossi',
  FirstName: 'Mario',
  LastName: 'Rossi',
  Role: 'company_admin',
});

const renderPage = (languageId: 1 | 2 = 1) =>
  renderWithProviders(
    <>
      <Notifications />
      <CompanyPeoplePage languageId={languageId} selfUserName="Mario.Rossi" />
    </>,
    { languageId },
  );

type User = ReturnType<typeof renderPage>['user'];

/** Answers the confirmation dialog that names `text`, with its button `button`. */
async function answerDialog(user: User, text: string, button: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(text);
  await user.click(within(dialog).getByRole('button', { name: button }));
}

describe('CompanyPeoplePage', { timeout: 20_000 }, () => {
  it('tells a member of the vendor’s staff whose role does not manage people so', async () => {
    stubApi({ [PEOPLE]: apiError(403, 107, 'ERROR_FORBIDDEN') });
    renderPage();
    expect(
      await screen.findByText('Solo gli amministratori della tua azienda gestiscono utenti e inviti.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invita un collega' })).toBeNull();
  });

  it('offers a colleague’s actions, never on one’s own row; unlocking only when locked', async () => {
    stubApi({ [PEOPLE]: people([MARIO, member({ Locked: true })]) });
    renderPage();
    const lucia = (await screen.findByText('lucia.bianchi')).closest('tr')!;
    const mario = screen.getByText('mario.rossi').closest('tr')!;
    const names = within(lucia)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Disabilita', 'Rendi amministratore', 'Sblocca']);
    expect(within(lucia).getByText('bloccato')).toBeTruthy();
    expect(within(mario).queryAllByRole('button')).toEqual([]);
  });

  it('disables a colleague after the confirmation, tells so and reads the people again', async () => {
    const api = stubApi({
      [PEOPLE]: [people([MARIO, member({})]), people([MARIO, member({ Enabled: false })])],
      [`POST /api/Company/users/${LUCIA_ID}/Enabled`]: json(200, { Done: true }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Disabilita: Lucia Bianchi' }));
    await answerDialog(user, 'Disabilitare Lucia Bianchi?', 'Disabilita');
    expect(await screen.findByText('Lucia Bianchi è stato disabilitato.')).toBeTruthy();
    expect(api.callsTo(`POST /api/Company/users/${LUCIA_ID}/Enabled`)[0]?.body).toEqual({ Enabled: false });
    expect(await screen.findByRole('button', { name: 'Abilita: Lucia Bianchi' })).toBeTruthy();
    expect(api.callsTo(PEOPLE)).toHaveLength(2);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const api = stubApi({ [PEOPLE]: people([MARIO, member({ Locked: true })]) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sblocca: Lucia Bianchi' }));
    await answerDialog(user, "Sbloccare l'accesso di Lucia Bianchi", 'Annulla');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal in the user’s language (English here)', async () => {
    const api = stubApi({
      [PEOPLE]: people([MARIO, member({ Role: 'company_admin' })]),
      [`POST /api/Company/users/${LUCIA_ID}/Role`]: apiError(409, 622, 'ERROR_USER_SELF'),
    });
    const { user } = renderPage(2);
    await user.click(await screen.findByRole('button', { name: 'Make user: Lucia Bianchi' }));
    await answerDialog(user, 'Make Lucia Bianchi a user?', 'Make user');
    const alert = await screen.findByText(
      'You cannot do this to your own account: ask another administrator.',
    );
    expect(alert).toBeTruthy();
    // Told in a toast as every refused row action, not in a dialog to dismiss (#41).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`POST /api/Company/users/${LUCIA_ID}/Role`)[0]?.body).toEqual({ Role: 'user' });
  });

  it('offers no colleague actions on the vendor’s own company (the back office does that)', async () => {
    stubApi({ [PEOPLE]: people([MARIO, member({})], true) });
    renderPage();
    const lucia = (await screen.findByText('lucia.bianchi')).closest('tr')!;
    expect(within(lucia).queryAllByRole('button')).toEqual([]);
  });
});
