import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { fill } from '../../../testing/fill';
import { userOf } from '../testing/user-fixtures';
import { UserDetailPage } from './user-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const USER = userOf({
  Identities: [
    {
      Id: '44444444-4444-4444-8444-444444444444',
      Provider: 'v3',
      Subject: 'sub-mario',
      Email: 'mario@idp.example',
      LinkedAt: '2026-02-01T09:00:00.000Z',
      LastUsedAt: null,
    },
  ],
});
const DETAIL = `GET /api/User/Filters/Detail/${USER.Id}`;
const SESSIONS = `GET /api/User/Sessions/${USER.Id}`;
const END_SESSIONS = `POST /api/User/Sessions/End/${USER.Id}`;
const TWO_SESSIONS = [
  { StartedAt: '2026-03-02T08:15:00.000Z', LastSeenAt: '2026-03-02T10:40:00.000Z', SingleSignOn: true },
  { StartedAt: '2026-03-01T07:00:00.000Z', LastSeenAt: '2026-03-01T09:30:00.000Z', SingleSignOn: false },
];
/** A moment as the page shows it, in the test's time zone. */
const shown = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
const ROLES = 'POST /api/User/Roles';
const IVR = 'POST /api/User/Ivr';
const renderDetail = () =>
  renderPage(<UserDetailPage />, `/backoffice/users/${USER.Id}`, paths.backoffice.user);
const confirmDialog = async () =>
  within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' });

// Whole pages with Mantine render slowly on a busy machine.
describe('UserDetailPage', { timeout: 30_000 }, () => {
  it('offers a viewer no edit, roles, IVR or unlink', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, USER),
    });
    const { queryClient } = renderDetail();
    expect(await screen.findByText('sub-mario')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('link', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva i ruoli' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Salva l'utente IVR" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Scollega' })).toBeNull();
    expect(screen.getByText('non attiva')).toBeTruthy();
  });

  it('changes the account role after warning that the user will be signed out', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, USER),
      [ROLES]: json(200, { ...USER, Role: 'user' }),
    });
    const { user } = renderDetail();
    expect((await screen.findByRole('link', { name: 'Modifica' })).getAttribute('href')).toBe(
      `/backoffice/users/${USER.Id}/edit`,
    );
    // A customer's user has no back-office role to give.
    expect(screen.queryByRole('combobox', { name: 'Ruolo di back office' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Ruolo' }));
    await user.click(await screen.findByRole('option', { name: 'Utente' }));
    await user.click(screen.getByRole('button', { name: 'Salva i ruoli' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Verrà disconnesso subito');
    expect(api.callsTo(ROLES)).toHaveLength(0);
    await user.click(await confirmDialog());
    await waitFor(() => expect(api.callsTo(ROLES)).toHaveLength(1));
    expect(api.callsTo(ROLES)[0]?.body).toEqual({ Id: USER.Id, Role: 'user' });
    expect(await screen.findByText("Ruoli aggiornati; l'utente è stato disconnesso.")).toBeTruthy();
  });

  it('leaves the vendor’s staff to whoever may give roles', async () => {
    const staff = userOf({ Role: 'operator', BackofficeRole: 'operator' });
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, staff),
    });
    const first = renderDetail();
    expect(await screen.findAllByRole('cell', { name: 'Operatore' })).toHaveLength(2);
    await permissionsLoaded(first.queryClient);
    expect(screen.queryByRole('link', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Salva i ruoli' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disabilita' })).toBeNull();
    first.unmount();

    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [DETAIL]: json(200, staff),
    });
    renderDetail();
    expect(await screen.findByRole('combobox', { name: 'Ruolo di back office' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Salva i ruoli' })).toBeTruthy();
  });

  it('offers an operator neither the sessions nor the unlink of the vendor’s staff; an admin both', async () => {
    const staff = userOf({ Role: 'admin', BackofficeRole: 'admin', Identities: USER.Identities });
    const first = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, staff),
      [SESSIONS]: json(200, TWO_SESSIONS),
    });
    const operator = renderDetail();
    expect(await screen.findByText('sub-mario')).toBeTruthy();
    await permissionsLoaded(operator.queryClient);
    expect(screen.queryByRole('button', { name: 'Scollega' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sessioni attive' })).toBeNull();
    expect(first.callsTo(SESSIONS)).toHaveLength(0);
    operator.unmount();

    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [DETAIL]: json(200, staff),
      [SESSIONS]: json(200, TWO_SESSIONS),
    });
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Scollega' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: shown(TWO_SESSIONS[0]!.StartedAt) })).toBeTruthy();
  });

  it('gives an IVR user id and shows the new PIN once, with a field error for a bad id', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, USER),
      [IVR]: json(200, { IvrUserId: 'mrossi', Pin: '482913' }),
    });
    const { user } = renderDetail();
    const ivrUserId = await screen.findByRole('textbox', { name: 'Utente IVR' });
    await fill(user, ivrUserId, 'm rossi');
    await user.click(screen.getByRole('button', { name: "Salva l'utente IVR" }));
    expect(await screen.findByText('Non sono ammessi caratteri speciali.')).toBeTruthy();
    expect(api.callsTo(IVR)).toHaveLength(0);

    await user.clear(ivrUserId);
    await fill(user, ivrUserId, 'mrossi');
    await user.click(screen.getByRole('button', { name: "Salva l'utente IVR" }));
    await waitFor(() => expect(api.callsTo(IVR)).toHaveLength(1));
    expect(api.callsTo(IVR)[0]?.body).toEqual({ Id: USER.Id, IvrUserId: 'mrossi' });
    expect((await screen.findByTestId('ivr-pin')).textContent).toBe('482913');
  });

  it('says that an IVR id is taken when another user holds it', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, USER),
      [IVR]: json(409, {
        ErrorCode: 605,
        ErrorMessage: 'ERROR_USER_USED_CHANGE IvrUserId',
        Message: "L'utente è in uso e non può essere modificato.",
        Fields: [{ Field: 'IvrUserId', ErrorMessage: 'ERROR_USER_USED_CHANGE', Message: 'x' }],
      }),
    });
    const { user } = renderDetail();
    await fill(user, await screen.findByRole('textbox', { name: 'Utente IVR' }), 'IVR-100234');
    await user.click(screen.getByRole('button', { name: "Salva l'utente IVR" }));
    expect(await screen.findByText('Questo ID IVR è già assegnato a un altro utente.')).toBeTruthy();
  });

  it('resets the IVR PIN after asking', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, userOf({ IvrUserId: 'mrossi' })),
      [`POST /api/User/Ivr/Pin/${USER.Id}`]: json(200, { Pin: '750316' }),
    });
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Nuovo PIN IVR' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('smetterà di funzionare');
    await user.click(await confirmDialog());
    expect((await screen.findByTestId('ivr-pin')).textContent).toBe('750316');
    expect(api.callsTo(`POST /api/User/Ivr/Pin/${USER.Id}`)).toHaveLength(1);
  });
  it('resets the second factor after warning that the user is signed out and told by mail', async () => {
    const RESET = `POST /api/User/SecondFactor/Reset/${USER.Id}`;
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: [
        json(200, userOf({ SecondFactorSince: '2026-01-10T09:00:00.000Z' })),
        json(200, userOf({ SecondFactorSince: null })),
      ],
      [RESET]: json(200, { Done: true }),
    });
    const { user } = renderDetail();
    const row = (await screen.findByText('Verifica in due passaggi', { selector: 'th' })).closest('tr')!;
    expect(within(row).getByText('attiva dal 10/01/2026')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Azzera la verifica in due passaggi' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('verrà disconnesso e riceverà un');
    expect(api.callsTo(RESET)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Azzera' }));
    expect(
      await screen.findByText(
        "Verifica in due passaggi azzerata; l'utente è stato disconnesso e avvisato via e-mail.",
      ),
    ).toBeTruthy();
    expect(api.callsTo(RESET)).toHaveLength(1);
    await waitFor(() => expect(within(row).getByText('non attiva')).toBeTruthy());
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('lists the active sessions, most recent first, and ends them all after asking', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, userOf({ ActiveSessions: 2 })),
      [SESSIONS]: [json(200, TWO_SESSIONS), json(200, [])],
      [END_SESSIONS]: json(200, { Done: true }),
    });
    const { user } = renderDetail();
    const table = (await screen.findByRole('cell', { name: shown(TWO_SESSIONS[0]!.StartedAt) })).closest(
      'table',
    )!;
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Iniziata', 'Ultima attività', 'Accesso']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      shown(TWO_SESSIONS[0]!.StartedAt),
      shown(TWO_SESSIONS[0]!.LastSeenAt),
      'Dal provider di identità',
    ]);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([shown(TWO_SESSIONS[1]!.StartedAt), shown(TWO_SESSIONS[1]!.LastSeenAt), 'Con la password']);

    await user.click(screen.getByRole('button', { name: 'Termina tutte le sessioni' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Dovrà accedere di nuovo');
    expect(api.callsTo(END_SESSIONS)).toHaveLength(0);
    await user.click(await confirmDialog());
    await waitFor(() => expect(api.callsTo(END_SESSIONS)).toHaveLength(1));
    // The list is asked again, and is now empty.
    expect(await screen.findByText('Nessuna sessione attiva.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Termina tutte le sessioni' })).toBeNull();
    expect(await screen.findByText('Sessioni terminate.')).toBeTruthy();
  });

  it('shows a viewer the sessions without ending them, and says so while they load', async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, USER),
      [SESSIONS]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { queryClient } = renderDetail();
    expect(await screen.findByLabelText('Caricamento delle sessioni')).toBeTruthy();
    answer(json(200, TWO_SESSIONS));
    expect(await screen.findByRole('cell', { name: 'Con la password' })).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByLabelText('Caricamento delle sessioni')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Termina tutte le sessioni' })).toBeNull();
  });

  it('offers nothing to end on a user without sessions', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, USER),
      [SESSIONS]: json(200, []),
    });
    renderDetail();
    expect(await screen.findByText('Nessuna sessione attiva.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Iniziata' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Termina tutte le sessioni' })).toBeNull();
  });
});
