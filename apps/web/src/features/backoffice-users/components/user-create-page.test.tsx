import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import {
  pageAnswer,
  permissionsAnswer,
  permissionsLoaded,
  renderPage,
} from '../../../testing/backoffice-fixtures';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { currentLocation } from '../../../testing/render-at-route';
import { UserCreatePage } from './user-create-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const CREATE = 'POST /api/User/Create';
const NEW_ID = '33333333-3333-4333-8333-333333333333';
const LOOKUP = `GET /api/Company/Filters/${encodeFilter({ Page: 0, Size: 10, Sort: 'Name', Desc: false, Text: 'Ro' })}`;
const COMPANIES = pageAnswer([{ Id: 1, Name: 'Rossi Impianti S.r.l.', VatCode: '09876543217' }]);
const renderCreate = () => renderPage(<UserCreatePage />, paths.backoffice.userNew, paths.backoffice.userNew);
type User = ReturnType<typeof renderCreate>['user'];

async function pickCompany(user: User) {
  await fill(user, await screen.findByRole('combobox', { name: /^Azienda( \*)?$/ }), 'Ro');
  await user.click(await screen.findByRole('option', { name: 'Rossi Impianti S.r.l. · 09876543217' }));
}

describe('UserCreatePage', { timeout: 30_000 }, () => {
  it('invites a member of the vendor’s staff with a back-office role, then goes back to the list', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [LOOKUP]: COMPANIES,
      [CREATE]: json(200, { UserId: null, InvitationId: 'inv-1' }),
    });
    const { user } = renderCreate();
    await pickCompany(user);
    await user.click(screen.getByRole('combobox', { name: /^Ruolo(?! di)/ }));
    await user.click(await screen.findByRole('option', { name: 'Operatore' }));
    await user.click(screen.getByRole('combobox', { name: /^Ruolo di back office/ }));
    await user.click(await screen.findByRole('option', { name: 'Consultazione' }));
    // The address is what an invitation needs: left empty, it is asked for.
    await user.click(screen.getByRole('button', { name: "Invia l'invito" }));
    expect(fieldErrorOf(/^E-mail/)).toBe('Campo obbligatorio.');
    expect(api.callsTo(CREATE)).toHaveLength(0);
    await fill(user, screen.getByRole('textbox', { name: /^E-mail/ }), 'Nuovo@Example.com');
    // An invitation asks for nothing else: the person gives names and password.
    expect(screen.queryByRole('textbox', { name: /^Cognome/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: "Invia l'invito" }));
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      Mode: 'invitation',
      CompanyId: 1,
      Role: 'operator',
      BackofficeRole: 'viewer',
      UserName: '',
      Email: 'Nuovo@Example.com',
      LanguageId: 1,
    });
    expect(await screen.findByText('Invito inviato a Nuovo@Example.com.')).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe(paths.backoffice.users));
  });

  it('with a temporary password: says what is missing, shows the server’s refusal next to its field, then opens the new user', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [LOOKUP]: COMPANIES,
      [CREATE]: [
        json(400, {
          ErrorCode: 400,
          ErrorMessage: 'ERROR_REGISTER_USER_EXISTS',
          Message: 'x',
          Fields: [{ Field: 'UserName', ErrorMessage: 'ERROR_REGISTER_USER_EXISTS', Message: 'x' }],
        }),
        json(200, { UserId: NEW_ID, InvitationId: null }),
      ],
    });
    const { user } = renderCreate();
    await user.click(
      await screen.findByRole('radio', { name: 'Con una password temporanea, da cambiare al primo accesso' }),
    );
    // The hint states the rule the password is checked against.
    expect(screen.getByText(/Da 8 a 15 caratteri/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
    expect(fieldErrorOf(screen.getByRole('combobox', { name: /^Azienda/ }))).toBe('Campo obbligatorio.');
    expect(fieldErrorOf(/^Nome utente/)).toBe('Campo obbligatorio.');
    expect(fieldErrorOf(/^Password temporanea/)).toBe('Campo obbligatorio.');
    // An empty name is a missing one, not one with wrong characters.
    expect(fieldErrorOf(/^Cognome/)).toBe('Campo obbligatorio.');
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await pickCompany(user);
    await fill(user, screen.getByRole('textbox', { name: /^Nome utente/ }), 'lucia.bianchi');
    await fill(user, screen.getByLabelText(/^Password temporanea/), 'Provv1s0r!a');
    await fill(user, screen.getByRole('textbox', { name: /^Nome( \*)?$/ }), 'Lucia');
    await fill(user, screen.getByRole('textbox', { name: /^Cognome/ }), 'Bianchi');
    await fill(user, screen.getByRole('textbox', { name: /^E-mail/ }), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
    await waitFor(() => expect(fieldErrorOf(/^Nome utente/)).toBe('Nome utente già in uso.'));

    await fill(user, screen.getByRole('textbox', { name: /^Nome utente/ }), '2');
    await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
    await waitFor(() => expect(currentLocation()).toBe(`/backoffice/users/${NEW_ID}`));
    expect(api.callsTo(CREATE)[1]?.body).toEqual({
      Mode: 'password',
      CompanyId: 1,
      Role: 'user',
      UserName: 'lucia.bianchi2',
      TemporaryPassword: 'Provv1s0r!a',
      FirstName: 'Lucia',
      LastName: 'Bianchi',
      Email: 'lucia@example.com',
      FiscalCode: '',
      PhoneNumber: '',
      MobilePhone: '',
      LanguageId: 1,
    });
    expect(await screen.findByText('Utente creato.')).toBeTruthy();
  });

  it('states and checks a temporary password by the configured minimum length, as the server does', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      'GET /api/App/settings': json(200, {
        Maintenance: false,
        MaintenanceUrl: '',
        CustomerHubUrl: '',
        ShowPageErrors: true,
        PasswordMinLength: 12,
      }),
    });
    const { user } = renderCreate();
    await user.click(
      await screen.findByRole('radio', { name: 'Con una password temporanea, da cambiare al primo accesso' }),
    );
    expect(await screen.findByText(/Da 12 a 15 caratteri/)).toBeTruthy();
    await fill(user, screen.getByLabelText(/^Password temporanea/), 'Provv1s0r!');
    await user.click(screen.getByRole('button', { name: "Crea l'utente" }));
    expect(fieldErrorOf(/^Password temporanea/)).toMatch(/^La password non rispetta i requisiti/);
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('is not offered to an operator, who may not create users', async () => {
    stubApi({ 'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator') });
    const { queryClient } = renderCreate();
    expect(await screen.findByText('Non hai i permessi per questa operazione.')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: "Invia l'invito" })).toBeNull();
  });

  it('a server refusal that concerns no field is shown above the button', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('admin'),
      [LOOKUP]: COMPANIES,
      [CREATE]: apiError(409, 420, 'ERROR_USER_SELF'),
    });
    const { user } = renderCreate();
    await pickCompany(user);
    await fill(user, screen.getByRole('textbox', { name: /^E-mail/ }), 'nuovo@example.com');
    await user.click(screen.getByRole('button', { name: "Invia l'invito" }));
    expect((await screen.findByRole('alert')).textContent).toContain('Non puoi farlo sul tuo account');
    expect(screen.queryByText('altra pagina')).toBeNull();
  });
});
