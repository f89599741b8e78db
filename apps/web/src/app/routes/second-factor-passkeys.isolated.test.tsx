import type { SecondFactorState } from '@sportello/contracts/auth/second-factor.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../lib/api-client';
import { json, sessionOf, stubApi } from '../../testing/api-stub';
import { fill } from '../../testing/fill';
import { currentLocation, renderAtRoute } from '../../testing/render-at-route';
import { SecondFactorRoute } from './second-factor-route';

// The browser's WebAuthn prompt, as the library gives it: what the user's device answered.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
const { startAuthentication, startRegistration } = await import('@simplewebauthn/browser');

const STATE = 'GET /api/Auth/SecondFactor';
const VERIFY = 'POST /api/Auth/SecondFactor/Verify';
const CHALLENGE = 'POST /api/Auth/SecondFactor/Passkey/Challenge';
const PROVE = 'POST /api/Auth/SecondFactor/Passkey/Verify';
const OPTIONS = 'POST /api/Auth/SecondFactor/Passkey/Options';
const REGISTER = 'POST /api/Auth/SecondFactor/Passkey';
const SESSION = 'GET /api/Auth/session';

const PASSKEY = {
  Id: 'cred-1',
  Name: 'Portatile dell’ufficio',
  Passwordless: true,
  CreatedAt: '2026-02-01T09:00:00.000Z',
  LastUsedAt: null,
};
const NO_APP = { Active: false, Since: null };

/** Mario Rossi's sign-in, waiting at its second step. */
const stateOf = (overrides: Partial<SecondFactorState> = {}) =>
  json(200, {
    Step: 'verify',
    Totp: { Active: true, Since: '2026-01-10T09:00:00.000Z' },
    Passkeys: [PASSKEY],
    RecoveryCodesLeft: 10,
    Required: false,
    CompanyRequires: false,
    FreshUntil: null,
    ...overrides,
  });

const REQUEST_OPTIONS = { challenge: 'c2lnbi1pbg', allowCredentials: [{ id: 'cred-1', type: 'public-key' }] };
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};
const CANCELLED = Object.assign(new Error('The operation either timed out or was not allowed.'), {
  name: 'NotAllowedError',
});
const usePasskey = () => screen.getByRole('button', { name: 'Usa una passkey o chiave di sicurezza' });

beforeEach(() => {
  // A browser that knows WebAuthn.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startAuthentication).mockReset();
  vi.mocked(startRegistration).mockReset();
  resetCsrfToken();
});

describe('SecondFactorRoute with passkeys', () => {
  it('proves a passkey instead of the code, then goes where the sign-in was going', async () => {
    const api = stubApi({
      [STATE]: stateOf(),
      [CHALLENGE]: json(200, REQUEST_OPTIONS),
      [PROVE]: json(200, { Done: true }),
      [SESSION]: json(200, sessionOf()),
    });
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    const { user } = renderAtRoute(<SecondFactorRoute />, '/second-factor?returnUrl=%2Fsupport%2Ftickets');
    await user.click(await screen.findByRole('button', { name: 'Usa una passkey o chiave di sicurezza' }));

    await waitFor(() => expect(currentLocation()).toBe('/support/tickets?lg=1'));
    // The browser was given the server's options, and the server the browser's answer.
    expect(vi.mocked(startAuthentication).mock.calls).toEqual([[{ optionsJSON: REQUEST_OPTIONS }]]);
    expect(api.callsTo(PROVE).map((call) => call.body)).toEqual([{ Credential: ASSERTION }]);
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('asks an account with passkeys alone for no app code: a cancelled prompt is said calmly, a recovery code works', async () => {
    const api = stubApi({
      [STATE]: stateOf({ Totp: NO_APP }),
      [CHALLENGE]: json(200, REQUEST_OPTIONS),
      [VERIFY]: json(200, { Done: true, RecoveryCodeUsed: true }),
      [SESSION]: json(200, sessionOf()),
    });
    vi.mocked(startAuthentication).mockRejectedValue(CANCELLED);
    const { user } = renderAtRoute(<SecondFactorRoute />, '/second-factor');
    expect(await screen.findByText(/usa la tua passkey o la chiave di sicurezza/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Codice di verifica/)).toBeNull();
    expect(screen.queryByRole('button', { name: "Usa l'app di autenticazione" })).toBeNull();

    await user.click(usePasskey());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Operazione annullata o non riuscita: riprova.',
    );
    expect(api.callsTo(PROVE)).toHaveLength(0);
    expect(currentLocation()).toBe('/second-factor');

    await user.click(screen.getByRole('button', { name: 'Usa un codice di recupero' }));
    expect(screen.queryByLabelText(/^Codice di verifica/)).toBeNull();
    await fill(user, screen.getByLabelText(/^Codice di recupero/), 'k7m2p-q9x4z');
    await user.click(screen.getByRole('button', { name: 'Verifica' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
    expect(api.callsTo(VERIFY).map((call) => call.body)).toEqual([{ Code: 'k7m2p-q9x4z' }]);
  });

  it('sets a passkey up when the account requires a second factor, and shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    const attestation = { ...ASSERTION, response: { clientDataJSON: 'e30', attestationObject: 'AA' } };
    const api = stubApi({
      [STATE]: stateOf({ Step: 'enrol', Totp: NO_APP, Passkeys: [], RecoveryCodesLeft: 0 }),
      [OPTIONS]: json(200, { challenge: 'bmV3', rp: { name: 'Sportello' } }),
      [REGISTER]: json(200, { RecoveryCodes: codes }),
      [SESSION]: json(200, sessionOf()),
    });
    vi.mocked(startRegistration).mockResolvedValue(attestation as never);
    const { user } = renderAtRoute(<SecondFactorRoute />, '/second-factor');
    await user.click(await screen.findByRole('radio', { name: /^Passkey o chiave di sicurezza/ }));
    const name = screen.getByRole('textbox', { name: /^Nome/ });
    expect((name as HTMLInputElement).value).toBe('Passkey');
    expect(
      (screen.getByRole('checkbox', { name: /Usala anche per accedere senza password/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    await user.clear(name);
    await fill(user, name, 'Telefono di Mario');
    await user.click(screen.getByRole('button', { name: 'Crea la passkey' }));

    const list = await screen.findByRole('list', { name: 'I tuoi codici di recupero' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.callsTo(REGISTER).map((call) => call.body)).toEqual([
      { Name: 'Telefono di Mario', Passwordless: true, Credential: attestation },
    ]);
    // The choice is gone: the codes must not be lost to a change of mind.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(currentLocation()).toBe('/second-factor');
    await user.click(screen.getByRole('button', { name: 'Ho salvato i codici, continua' }));
    await waitFor(() => expect(currentLocation()).toBe('/home'));
  });
});
