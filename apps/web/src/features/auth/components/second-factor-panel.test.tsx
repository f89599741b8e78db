import { Notifications } from '@mantine/notifications';
import type { SecondFactorState } from '@sportello/contracts/auth/second-factor.contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { SecondFactorPanel } from './second-factor-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const STATE = 'GET /api/Auth/SecondFactor';
const REMOVE = 'POST /api/Auth/SecondFactor/Totp/Remove';

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
});
