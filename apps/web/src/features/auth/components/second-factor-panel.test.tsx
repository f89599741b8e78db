import { Notifications } from '@mantine/notifications';
import type { SecondFactorState } from '@sportello/contracts/auth/second-factor.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { SecondFactorPanel } from './second-factor-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const STATE = 'GET /api/Auth/SecondFactor';
const REMOVE = 'POST /api/Auth/SecondFactor/Totp/Remove';
const REMOVE_PASSKEY = 'POST /api/Auth/SecondFactor/Passkey/Remove';
const RENAME_PASSKEY = 'POST /api/Auth/SecondFactor/Passkey/Rename';

const LAPTOP = {
  Id: 'cred-laptop',
  Name: 'Portatile dell’ufficio',
  Passwordless: true,
  CreatedAt: '2026-02-01T09:00:00.000Z',
  LastUsedAt: '2026-02-03T10:30:00.000Z',
};
const YUBIKEY = {
  Id: 'cred-yubikey',
  Name: 'Chiave YubiKey',
  Passwordless: false,
  CreatedAt: '2025-12-20T09:00:00.000Z',
  LastUsedAt: null,
};
const NO_APP = { Active: false, Since: null };
const passkeyList = () => screen.findByRole('list', { name: 'Passkey e chiavi di sicurezza' });

/** A complete session whose account has an authenticator since 10 January 2026. */
const stateOf = (overrides: Partial<SecondFactorState> = {}) =>
  json(200, {
    Step: null,
    Totp: { Active: true, Since: '2026-01-10T09:00:00.000Z' },
    Passkeys: [],
    RecoveryCodesLeft: 7,
    Required: false,
    CompanyRequires: false,
    FreshUntil: null,
    ...overrides,
  });

const renderPanel = () =>
  renderWithProviders(
    <>
      <Notifications />
      <SecondFactorPanel />
    </>,
  );

describe('SecondFactorPanel', () => {
  it('offers no way to turn it off when the account requires it', async () => {
    stubApi({ [STATE]: stateOf({ Required: true, CompanyRequires: true }) });
    renderPanel();
    expect(await screen.findByText('Attiva dal 10/01/2026')).toBeTruthy();
    expect(screen.getByText('Richiesta per il tuo account: non si può disattivare.')).toBeTruthy();
    expect(screen.getByText('Ti restano 7 codici di recupero.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Genera nuovi codici di recupero' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disattiva' })).toBeNull();
  });

  it('turns it off, when not required, once a code confirms it', async () => {
    const api = stubApi({
      [STATE]: [stateOf(), stateOf({ Totp: { Active: false, Since: null }, RecoveryCodesLeft: 0 })],
      [REMOVE]: json(200, { Done: true }),
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Disattiva' }));
    expect(api.callsTo(REMOVE)).toHaveLength(0);
    await fill(user, screen.getByLabelText(/^Codice di verifica/), '246810');
    await user.click(screen.getByRole('button', { name: 'Disattiva la verifica' }));
    expect(await screen.findByText('Non attiva')).toBeTruthy();
    expect(api.callsTo(REMOVE).map((call) => call.body)).toEqual([{ Code: '246810' }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Attiva' })).toBeTruthy());
  });

  it('lists the passkeys, and removes one once confirmed', async () => {
    const api = stubApi({
      [STATE]: [stateOf({ Passkeys: [LAPTOP, YUBIKEY] }), stateOf({ Passkeys: [LAPTOP] })],
      [REMOVE_PASSKEY]: json(200, { Done: true }),
    });
    const { user } = renderPanel();
    const items = within(await passkeyList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Portatile dell’ufficioAnche senza passwordaggiunta il 01/02/2026 · ultimo uso il 03/02/2026RinominaRimuovi',
      'Chiave YubiKeyaggiunta il 20/12/2025 · mai usataRinominaRimuovi',
    ]);
    // On since its oldest factor: the key, before the app.
    expect(screen.getByText('Attiva dal 20/12/2025')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rimuovi Chiave YubiKey' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Rimuovere «Chiave YubiKey»? Non potrai più usarla per accedere.'),
    ).toBeTruthy();
    expect(api.callsTo(REMOVE_PASSKEY)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rimuovi' }));

    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Passkey e chiavi di sicurezza' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(api.callsTo(REMOVE_PASSKEY).map((call) => call.body)).toEqual([{ Id: 'cred-yubikey' }]);
  });

  it('keeps the last passkey of an account that must have one, and says why; its codes are renewed with a recovery code', async () => {
    const api = stubApi({
      [STATE]: stateOf({ Totp: NO_APP, Passkeys: [LAPTOP], RecoveryCodesLeft: 4, Required: true }),
      [REMOVE_PASSKEY]: apiError(409, 234, 'ERROR_SECOND_FACTOR_MANDATORY'),
    });
    const { user } = renderPanel();
    await passkeyList();
    // A passkey alone turns two-step verification on.
    expect(screen.getByText('Attiva dal 01/02/2026')).toBeTruthy();
    expect(screen.getByText('Non configurata.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rimuovi Portatile dell’ufficio' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rimuovi' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il tuo account deve avere la verifica in due passaggi: non si può togliere.',
    );
    expect(api.callsTo(REMOVE_PASSKEY)).toHaveLength(1);

    // Without the app there is no app code to confirm with: a recovery code only.
    await user.click(screen.getByRole('button', { name: 'Genera nuovi codici di recupero' }));
    expect(screen.getByLabelText(/^Codice di recupero/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Codice di verifica/)).toBeNull();
    expect(screen.queryByRole('button', { name: "Usa l'app di autenticazione" })).toBeNull();
  });

  it('renames a passkey in place', async () => {
    const api = stubApi({
      [STATE]: [
        stateOf({ Passkeys: [YUBIKEY] }),
        stateOf({ Passkeys: [{ ...YUBIKEY, Name: 'Chiave blu' }] }),
      ],
      [RENAME_PASSKEY]: json(200, { Done: true }),
    });
    const { user } = renderPanel();
    await passkeyList();
    await user.click(screen.getByRole('button', { name: 'Rinomina Chiave YubiKey' }));
    const field = screen.getByRole('textbox', { name: /^Nuovo nome di «Chiave YubiKey»/ });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    // An empty name is said under the field, before any call.
    expect(fieldErrorOf(field)).toBe('Inserisci un nome.');
    await fill(user, field, 'Chiave blu');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Chiave blu')).toBeTruthy();
    expect(api.callsTo(RENAME_PASSKEY).map((call) => call.body)).toEqual([
      { Id: 'cred-yubikey', Name: 'Chiave blu' },
    ]);
  });
});
