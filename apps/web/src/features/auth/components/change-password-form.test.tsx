import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { ChangePasswordForm } from './change-password-form';

const PERSONAL = { firstName: 'Paolo', lastName: 'Verdi', userName: 'paolo.verdi' };

function renderForm(languageId: 1 | 2 = 1) {
  const onChanged = vi.fn();
  const rendered = renderWithProviders(<ChangePasswordForm personal={PERSONAL} onChanged={onChanged} />, {
    languageId,
  });
  return { ...rendered, onChanged };
}

async function submitPasswords(
  user: ReturnType<typeof renderWithProviders>['user'],
  values: { old?: string; new?: string; confirm?: string },
) {
  if (values.old) await fill(user, screen.getByLabelText(/^Password attuale/), values.old);
  if (values.new) await fill(user, screen.getByLabelText(/^Nuova password/), values.new);
  if (values.confirm) await fill(user, screen.getByLabelText(/^Conferma la nuova password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Cambia la password' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

describe('ChangePasswordForm', () => {
  it('shows the policy hint and the strength while typing', async () => {
    stubApi({});
    const { user } = renderForm();
    expect(screen.getByText(/Da 8 a 15 caratteri/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Nuova password/), 'abc');
    expect(screen.getByText('Sicurezza della password: insufficiente')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Nuova password/), 'D1!xyz');
    expect(screen.getByText('Sicurezza della password: media')).toBeTruthy();
  });

  it('follows the configured minimum length (spec §5): in the hint and in the check', async () => {
    const api = stubApi({
      'GET /api/App/settings': json(200, {
        Maintenance: false,
        MaintenanceUrl: '',
        CustomerHubUrl: '',
        ShowPageErrors: true,
        PasswordMinLength: 12,
      }),
    });
    const { user } = renderForm();
    expect(await screen.findByText(/Da 12 a 15 caratteri/)).toBeTruthy();
    await submitPasswords(user, { old: 'Vecchia#2026', new: 'Nuova#Pas1', confirm: 'Nuova#Pas1' });
    expect(fieldErrorOf(/^Nuova password/)).toBe('La password non rispetta i requisiti indicati sopra.');
    expect(api.callsTo('POST /api/Auth/changepassword')).toHaveLength(0);
  });

  it('checks the same rules as the server before sending, each error next to its field', async () => {
    const api = stubApi({});
    const { user } = renderForm();
    await submitPasswords(user, { new: 'Paolo#2026x', confirm: 'Altro#2026' });
    expect(fieldErrorOf(/^Password attuale/)).toBe('Inserisci la password attuale.');
    expect(fieldErrorOf(/^Nuova password/)).toBe('La password non deve contenere il tuo nome.');
    expect(fieldErrorOf(/^Conferma la nuova password/)).toBe('Le password non coincidono.');
    expect(api.callsTo('POST /api/Auth/changepassword')).toHaveLength(0);

    // The messages follow the typing once shown; an empty field is asked for, not judged.
    await user.clear(screen.getByLabelText(/^Nuova password/));
    expect(fieldErrorOf(/^Nuova password/)).toBe('Inserisci la nuova password.');
    await fill(user, screen.getByLabelText(/^Nuova password/), 'corta');
    expect(fieldErrorOf(/^Nuova password/)).toBe('La password non rispetta i requisiti indicati sopra.');
  });

  it('puts a wrong current password next to the current-password field', async () => {
    stubApi({
      'POST /api/Auth/changepassword': apiError(
        400,
        201,
        'ERROR_INVALID_PASSWORD',
        'Invalid user name or password.',
      ),
    });
    const { user, onChanged } = renderForm();
    await submitPasswords(user, { old: 'sbagliata', new: 'Nuova#Pass26', confirm: 'Nuova#Pass26' });
    await waitFor(() =>
      expect(fieldErrorOf(/^Password attuale/)).toBe('La password attuale non è corretta.'),
    );
    expect(fieldErrorOf(/^Nuova password/)).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("puts the server's policy refusal next to the new-password field, in the UI language", async () => {
    stubApi({
      'POST /api/Auth/changepassword': apiError(
        400,
        403,
        'ERROR_PASSOWRD_INVALID LASTNAME',
        'Password non valida',
      ),
    });
    const { user } = renderForm(2);
    await fill(user, screen.getByLabelText(/^Current password/), 'Sportello#2026');
    await fill(user, screen.getByLabelText(/^New password/), 'Nuova#Pass26');
    await fill(user, screen.getByLabelText(/^Confirm the new password/), 'Nuova#Pass26');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(fieldErrorOf(/^New password/)).toBe('The password must not contain your last name.'),
    );
  });

  it('puts the server mismatch next to the confirmation, and same-as-old next to the new password', async () => {
    stubApi({
      'POST /api/Auth/changepassword': [
        apiError(400, 404, 'ERROR_PASSOWRD_NOMATCH'),
        apiError(400, 423, 'ERROR_PASSWORD_SAME_AS_OLD'),
      ],
    });
    const { user } = renderForm();
    await submitPasswords(user, { old: 'Vecchia#26', new: 'Nuova#Pass26', confirm: 'Nuova#Pass26' });
    await waitFor(() =>
      expect(fieldErrorOf(/^Conferma la nuova password/)).toBe('Le password non coincidono.'),
    );
    await user.click(screen.getByRole('button', { name: 'Cambia la password' }));
    await waitFor(() =>
      expect(fieldErrorOf(/^Nuova password/)).toBe(
        'La nuova password deve essere diversa da quella attuale.',
      ),
    );
  });

  it('sends the three fields and reports success', async () => {
    const api = stubApi({ 'POST /api/Auth/changepassword': json(200, { Done: true }) });
    const { user, onChanged } = renderForm();
    await submitPasswords(user, { old: 'Sportello#2026', new: 'Nuova#Pass26', confirm: 'Nuova#Pass26' });
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(api.callsTo('POST /api/Auth/changepassword')[0]?.body).toEqual({
      OldPassword: 'Sportello#2026',
      NewPassword: 'Nuova#Pass26',
      NewPassword2: 'Nuova#Pass26',
    });
  });

  it('shows other failures above the button', async () => {
    stubApi({ 'POST /api/Auth/changepassword': apiError(429, 109, 'ERROR_TOO_MANY_REQUESTS') });
    const { user } = renderForm();
    await submitPasswords(user, { old: 'Sportello#2026', new: 'Nuova#Pass26', confirm: 'Nuova#Pass26' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Troppe richieste. Attendi qualche istante e riprova.',
    );
  });
});
