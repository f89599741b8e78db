import type { setUserRoles } from '@sportello/contracts/backoffice/users.contract';
import { USERS_ROUTES } from '@sportello/contracts/backoffice/users.routes';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, resetCsrfToken } from '../lib/api-client';
import { apiError, json, stubApi } from '../testing/api-stub';
import { renderWithProviders } from '../testing/render';
import { useStepUp } from './step-up';

// The browser's WebAuthn prompt, as the library gives it.
vi.mock('@simplewebauthn/browser', () => ({ startAuthentication: vi.fn() }));
const { startAuthentication } = await import('@simplewebauthn/browser');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(startAuthentication).mockReset();
  resetCsrfToken();
});

const ROLES = 'POST /api/User/Roles';
const STATE = 'GET /api/Auth/SecondFactor';
const CHALLENGE = 'POST /api/Auth/SecondFactor/Passkey/Challenge';
const PROVE = 'POST /api/Auth/SecondFactor/Passkey/Verify';
const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

/** A page with one sensitive action, run through the step-up; what it ended with is shown. */
function RoleChange() {
  const stepUp = useStepUp();
  const [outcome, setOutcome] = useState('');
  const change = () =>
    stepUp
      .run(() =>
        apiRequest<typeof setUserRoles>(USERS_ROUTES.setUserRoles, {
          body: { Id: '11111111-1111-4111-8111-111111111111', Role: 'user' },
        }),
      )
      .then((saved) => setOutcome(`saved: ${saved.Role}`));
  return (
    <>
      <button type="button" onClick={() => void change()}>
        Cambia ruolo
      </button>
      <output>{outcome}</output>
      {stepUp.modal}
    </>
  );
}

describe('useStepUp, for a user with passkeys', () => {
  it('offers the passkey instead of an app code, proves it and runs the call once more', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const api = stubApi({
      [ROLES]: [apiError(403, 233, 'ERROR_STEP_UP_REQUIRED'), json(200, { Role: 'user' })],
      [STATE]: json(200, {
        Step: null,
        Totp: { Active: false, Since: null },
        Passkeys: [
          {
            Id: 'cred-1',
            Name: 'Chiave',
            Passwordless: false,
            CreatedAt: '2026-02-01T09:00:00.000Z',
            LastUsedAt: null,
          },
        ],
        RecoveryCodesLeft: 10,
        Required: true,
        CompanyRequires: false,
        FreshUntil: null,
      }),
      [CHALLENGE]: json(200, { challenge: 'c3RlcC11cA' }),
      [PROVE]: json(200, { Done: true }),
    });
    vi.mocked(startAuthentication).mockResolvedValue(ASSERTION as never);
    const { user } = renderWithProviders(<RoleChange />);
    await user.click(screen.getByRole('button', { name: 'Cambia ruolo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma la tua identità' });
    const usePasskey = await within(dialog).findByRole('button', {
      name: 'Usa una passkey o chiave di sicurezza',
    });
    expect(within(dialog).queryByLabelText(/^Codice di verifica/)).toBeNull();

    await user.click(usePasskey);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('saved: user'));
    expect(api.callsTo(PROVE).map((call) => call.body)).toEqual([{ Credential: ASSERTION }]);
    expect(api.callsTo(ROLES)).toHaveLength(2);
  });
});
