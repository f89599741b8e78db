import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { currentLocation } from '../../../testing/render-at-route';
import { userOf } from '../testing/user-fixtures';
import { UserEditPage } from './user-edit-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const USER = userOf();
const DETAIL = `GET /api/User/Filters/Detail/${USER.Id}`;
const SAVE = 'POST /api/User/Save';
const renderEdit = () =>
  renderPage(<UserEditPage />, `/backoffice/users/${USER.Id}/edit`, paths.backoffice.userEdit);

describe('UserEditPage', { timeout: 15_000 }, () => {
  it('saves the changed data, says so and goes back to the user’s page', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, USER),
      [SAVE]: json(200, { ...USER, MobilePhone: '333 1234567' }),
    });
    const { user } = renderEdit();
    const mobile = await screen.findByRole('textbox', { name: /^Cellulare/ });
    expect((screen.getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement).value).toBe('Mario');
    await fill(user, mobile, '333 1234567');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      Id: USER.Id,
      FirstName: 'Mario',
      LastName: 'Rossi',
      Email: 'mario.rossi@example.com',
      FiscalCode: 'RSSMRA80A01H501U',
      PhoneNumber: '',
      MobilePhone: '333 1234567',
      LanguageId: 1,
    });
    expect(await screen.findByText('Utente salvato.')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe(`/backoffice/users/${USER.Id}`));
  });

  it('says what is wrong next to each field before sending, in the user’s language', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, USER),
    });
    const { user } = renderEdit();
    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    await user.clear(email);
    await fill(user, email, 'mario@');
    await fill(user, screen.getByRole('textbox', { name: /^Telefono/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(fieldErrorOf(/^E-mail/)).toBe('Indirizzo e-mail non valido.');
    expect(fieldErrorOf(/^Telefono/)).toBeTruthy();
    expect(fieldErrorOf(/^Codice fiscale/)).toBeUndefined();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('shows the fields the server refuses next to them', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, USER),
      [SAVE]: json(400, {
        ErrorCode: 400,
        ErrorMessage: 'ERROR_BAD_USER_FISCAL_CODE',
        Message: 'x',
        Fields: [{ Field: 'FiscalCode', ErrorMessage: 'ERROR_BAD_USER_FISCAL_CODE', Message: 'x' }],
      }),
    });
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(fieldErrorOf(/^Codice fiscale/)).toBe('Codice fiscale non valido.'));
    expect(screen.getByRole('textbox', { name: /^Codice fiscale/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.queryByText('altra pagina')).toBeNull();
  });

  it('is read-only for a viewer, and for an operator when the user is one of the vendor’s staff', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, USER),
    });
    const first = renderEdit();
    expect(await screen.findByText('Puoi consultare questo utente ma non modificarlo.')).toBeTruthy();
    await permissionsLoaded(first.queryClient);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    first.unmount();

    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, userOf({ Role: 'admin', BackofficeRole: 'admin' })),
    });
    const second = renderEdit();
    expect(await screen.findByText('Puoi consultare questo utente ma non modificarlo.')).toBeTruthy();
    await permissionsLoaded(second.queryClient);
    expect((screen.getByRole('textbox', { name: /^Cognome/ }) as HTMLInputElement).disabled).toBe(true);
  });
});
