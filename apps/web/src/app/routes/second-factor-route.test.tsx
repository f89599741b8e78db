import type { SecondFactorState } from '@sportello/contracts/auth/second-factor.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../lib/api-client';
import { apiError, json, sessionOf, stubApi } from '../../testing/api-stub';
import { fieldErrorOf } from '../../testing/field-error';
import { fill } from '../../testing/fill';
import { currentLocation, renderAtRoute } from '../../testing/render-at-route';
import { SecondFactorRoute } from './second-factor-route';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const STATE = 'GET /api/Auth/SecondFactor';
const VERIFY = 'POST /api/Auth/SecondFactor/Verify';
const START = 'POST /api/Auth/SecondFactor/Totp/Start';
const CONFIRM = 'POST /api/Auth/SecondFactor/Totp/Confirm';
const SESSION = 'GET /api/Auth/session';

/** Mario Rossi's sign-in, waiting at its second step. */
const stateOf = (overrides: Partial<SecondFactorState> = {}) =>
  json(200, {
    Step: 'verify',
    Totp: { Active: true, Since: '2026-01-10T09:00:00.000Z' },
    Passkeys: [],
    RecoveryCodesLeft: 10,
    Required: false,
    CompanyRequires: false,
    FreshUntil: null,
    ...overrides,
  });

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const codeField = () => screen.getByLabelText(/^Codice di verifica/);

describe('SecondFactorRoute', () => {
  it('proves the authenticator’s code, then goes where the sign-in was going', async () => {
    const api = stubApi({
      [STATE]: stateOf(),
      [VERIFY]: json(200, { Done: true, RecoveryCodeUsed: false }),
      [SESSION]: json(200, sessionOf()),
    });
    const { user } = renderAtRoute(<SecondFactorRoute />, '/second-factor?returnUrl=%2Fsupport%2Ftickets');
    expect(await screen.findByRole('heading', { name: 'Verifica in due passaggi' })).toBeTruthy();
    // The phone offers its digits keyboard, and the code it may have received.
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    await fill(user, codeField(), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await waitFor(() => expect(currentLocation()).toBe('/support/tickets?lg=1'));
    expect(api.callsTo(VERIFY).map((call) => call.body)).toEqual([{ Code: '123 456' }]);
  });

  it('says a wrong code under the field, and takes a recovery code instead', async () => {
    const api = stubApi({
      [STATE]: stateOf(),
      [VERIFY]: [
        apiError(400, 231, 'ERROR_SECOND_FACTOR_CODE'),
        json(200, { Done: true, RecoveryCodeUsed: true }),
      ],
      [SESSION]: json(200, sessionOf()),
    });
    const { user } = renderAtRoute(<SecondFactorRoute />, '/second-factor');
    await fill(user, await screen.findByLabelText(/^Codice di verifica/), '12345');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    // Five digits are no code: the browser says so without asking the server.
    expect(fieldErrorOf(/^Codice di verifica/)).toBe('Il codice è di 6 cifre.');
    expect(api.callsTo(VERIFY)).toHaveLength(0);

    await fill(user, codeField(), '9');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await waitFor(() =>
      expect(fieldErrorOf(/^Codice di verifica/)).toBe(
        "Il codice non è corretto o è già stato usato: controlla il codice dell'app di autenticazione o il codice di recupero e riprova.",
      ),
    );
    expect(currentLocation()).toBe('/second-factor');

    await user.click(screen.getByRole('button', { name: 'Usa un codice di recupero' }));
    const recovery = screen.getByLabelText(/^Codice di recupero/);
    expect(recovery.getAttribute('autocomplete')).toBe('off');
    await fill(user, recovery, 'k7m2p-q9x4z');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(api.callsTo(VERIFY).map((call) => call.body)).toEqual([
      { Code: '123459' },
      { Code: 'k7m2p-q9x4z' },
    ]);
  });

  it('sets an authenticator up when the account requires one, and shows the ten recovery codes once', async () => {
    const api = stubApi({
      [STATE]: stateOf({ Step: 'enrol', Totp: { Active: false, Since: null }, RecoveryCodesLeft: 0 }),
      [START]: json(200, {
        Secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
        Uri: 'otpauth://totp/Sportello:mario.rossi?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Sportello',
        QrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
      }),
      [CONFIRM]: json(200, { RecoveryCodes: CODES }),
      [SESSION]: json(200, sessionOf()),
    });
    const { user } = renderAtRoute(<SecondFactorRoute />, '/second-factor');
    expect(await screen.findByRole('heading', { name: 'Attiva la verifica in due passaggi' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: "Inizia l'attivazione" }));

    const qr = await screen.findByRole('img', { name: /^Codice QR/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeTruthy();
    await fill(user, codeField(), '654321');
    await user.click(screen.getByRole('button', { name: 'Attiva' }));

    const list = await screen.findByRole('list', { name: 'I tuoi codici di recupero' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.callsTo(CONFIRM).map((call) => call.body)).toEqual([{ Code: '654321' }]);
    // The codes stay on screen until the user says they are saved.
    expect(currentLocation()).toBe('/second-factor');
    await user.click(screen.getByRole('button', { name: 'Ho salvato i codici, continua' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
  });
});
