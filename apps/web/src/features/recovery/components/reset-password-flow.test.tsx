import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session/session-query';
import { apiError, json, sessionOf, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { ResetPasswordFlow } from './reset-password-flow';

const DONE = () => json(200, { Done: true });

function renderFlow(initialUserName?: string, showErrors = true) {
  const onPasswordReset = vi.fn();
  const rendered = renderWithProviders(
    <Routes>
      <Route
        path="/reset-password"
        element={
          <ResetPasswordFlow
            initialUserName={initialUserName}
            showErrors={showErrors}
            onPasswordReset={onPasswordReset}
          />
        }
      />
      <Route path="/" element={<p>Pagina di accesso</p>} />
    </Routes>,
    { route: '/reset-password' },
  );
  return { ...rendered, onPasswordReset };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

// The tests type into forms key by key: room for a busy machine.
describe('ResetPasswordFlow', { timeout: 15_000 }, () => {
  it('step 1 needs both the e-mail and the user name (ERROR_EMPTY_USER) before calling', async () => {
    const api = stubApi({});
    const { user } = renderFlow();
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect(fieldErrorOf(/^E-mail/)).toBe('Inserisci e-mail e nome utente.');
    expect(fieldErrorOf(/^Nome utente/)).toBe('Inserisci e-mail e nome utente.');
    expect(api.callsTo('POST /api/Auth/resetpasswordrequest')).toHaveLength(0);
  });

  it('step 1 always says the same and moves on to the code step with the user name', async () => {
    const api = stubApi({ 'POST /api/Auth/resetpasswordrequest': DONE() });
    const { user } = renderFlow();
    await fill(user, screen.getByLabelText(/^E-mail/), ' giulia.neri@neri-trasporti.example ');
    await fill(user, screen.getByLabelText(/^Nome utente/), 'giulia.neri');
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));

    expect(
      await screen.findByText("Se i dati sono corretti, riceverai un'e-mail con il codice di attivazione."),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/Auth/resetpasswordrequest')[0]?.body).toEqual({
      Email: 'giulia.neri@neri-trasporti.example',
      UserName: 'giulia.neri',
    });
    expect(screen.getByLabelText(/^Nome utente/)).toHaveProperty('value', 'giulia.neri');
    expect(screen.getByLabelText(/^Codice di attivazione/)).toBeTruthy();
  });

  it('signs out whoever is signed in 3 s after a request (spec §4 Reset)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'POST /api/Auth/resetpasswordrequest': DONE(), 'POST /api/Auth/logout': DONE() });
    const { user, queryClient } = renderFlow();
    queryClient.setQueryData(sessionQuery.queryKey, sessionOf());
    await fill(user, screen.getByLabelText(/^E-mail/), 'giulia.neri@neri-trasporti.example');
    await fill(user, screen.getByLabelText(/^Nome utente/), 'giulia.neri');
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    await screen.findByLabelText(/^Codice di attivazione/);
    act(() => vi.advanceTimersByTime(2500));
    expect(api.callsTo('POST /api/Auth/logout')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(api.callsTo('POST /api/Auth/logout')).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData(sessionQuery.queryKey)).toBeNull());
  });

  it('a failed step 1 shows its error, or reads as success when the portal hides page errors', async () => {
    const tooMany = () => apiError(429, 109, 'ERROR_TOO_MANY_REQUESTS');
    stubApi({ 'POST /api/Auth/resetpasswordrequest': tooMany() });
    const shown = renderFlow();
    await shown.user.type(screen.getByLabelText(/^E-mail/), 'giulia.neri@neri-trasporti.example');
    await shown.user.type(screen.getByLabelText(/^Nome utente/), 'giulia.neri');
    await shown.user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByLabelText(/^Codice di attivazione/)).toBeNull();
    shown.unmount();

    stubApi({ 'POST /api/Auth/resetpasswordrequest': tooMany() });
    const hidden = renderFlow(undefined, false);
    await hidden.user.type(screen.getByLabelText(/^E-mail/), 'giulia.neri@neri-trasporti.example');
    await hidden.user.type(screen.getByLabelText(/^Nome utente/), 'giulia.neri');
    await hidden.user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect(await screen.findByLabelText(/^Codice di attivazione/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the e-mailed link opens at step 2; empty code and weak password are refused before calling', async () => {
    const api = stubApi({});
    const { user } = renderFlow('gneri');
    expect(screen.queryByRole('button', { name: 'Invia il codice' })).toBeNull();
    expect(screen.getByLabelText(/^Nome utente/)).toHaveProperty('value', 'gneri');
    expect(screen.getByText(/Da 8 a 15 caratteri/)).toBeTruthy();
    await fill(user, screen.getByLabelText(/^Nuova password/), 'Xgneri#2026');
    await fill(user, screen.getByLabelText(/^Conferma la nuova password/), 'Altra#2026');
    await user.click(screen.getByRole('button', { name: 'Imposta la nuova password' }));
    expect(fieldErrorOf(/^Codice di attivazione/)).toBe('Inserisci il codice di attivazione.');
    expect(fieldErrorOf(/^Nuova password/)).toBe('La password non deve contenere il tuo nome utente.');
    expect(fieldErrorOf(/^Conferma la nuova password/)).toBe('Le password non coincidono.');
    expect(api.callsTo('POST /api/Auth/resetpassword')).toHaveLength(0);
  });

  it('puts a wrong code next to the code field, localized', async () => {
    stubApi({
      'POST /api/Auth/resetpassword': apiError(400, 130, 'ERROR_INVALID_CODE', 'Invalid code.'),
    });
    const { user } = renderFlow('giulia.neri');
    await fill(user, screen.getByLabelText(/^Codice di attivazione/), '12345678');
    await fill(user, screen.getByLabelText(/^Nuova password/), 'Nuova#Pass26');
    await fill(user, screen.getByLabelText(/^Conferma la nuova password/), 'Nuova#Pass26');
    await user.click(screen.getByRole('button', { name: 'Imposta la nuova password' }));
    await waitFor(() =>
      expect(fieldErrorOf(/^Codice di attivazione/)).toBe(
        'Codice non valido o scaduto: richiedine uno nuovo.',
      ),
    );
  });

  it('puts a password refused by the server next to the password field', async () => {
    stubApi({
      'POST /api/Auth/resetpassword': apiError(400, 121, 'ERROR_PASSOWRD_INVALID LASTNAME'),
    });
    const { user } = renderFlow('giulia.neri');
    await fill(user, screen.getByLabelText(/^Codice di attivazione/), '12345678');
    await fill(user, screen.getByLabelText(/^Nuova password/), 'Neri#Pass26');
    await fill(user, screen.getByLabelText(/^Conferma la nuova password/), 'Neri#Pass26');
    await user.click(screen.getByRole('button', { name: 'Imposta la nuova password' }));
    await waitFor(() =>
      expect(fieldErrorOf(/^Nuova password/)).toBe('La password non deve contenere il tuo cognome.'),
    );
  });

  it('sets the password, tells so, and goes to the sign-in page after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ 'POST /api/Auth/resetpassword': DONE() });
    const { user, onPasswordReset } = renderFlow('giulia.neri');
    await fill(user, screen.getByLabelText(/^Codice di attivazione/), ' 12345678 ');
    await fill(user, screen.getByLabelText(/^Nuova password/), 'Nuova#Pass26');
    await fill(user, screen.getByLabelText(/^Conferma la nuova password/), 'Nuova#Pass26');
    await user.click(screen.getByRole('button', { name: 'Imposta la nuova password' }));

    expect(await screen.findByText('Password reimpostata: accedi con la nuova password.')).toBeTruthy();
    expect(api.callsTo('POST /api/Auth/resetpassword')[0]?.body).toEqual({
      UserName: 'giulia.neri',
      Code: '12345678',
      Password: 'Nuova#Pass26',
      Password2: 'Nuova#Pass26',
    });
    expect(onPasswordReset).toHaveBeenCalledOnce();
    expect(screen.queryByText('Pagina di accesso')).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    expect(await screen.findByText('Pagina di accesso')).toBeTruthy();
  });
});
