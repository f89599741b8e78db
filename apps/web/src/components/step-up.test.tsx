import type { setUserRoles } from '@sportello/contracts/backoffice/users.contract';
import { USERS_ROUTES } from '@sportello/contracts/backoffice/users.routes';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, resetCsrfToken } from '../lib/api-client';
import { errorKeyOf } from '../lib/error-text';
import { apiError, json, stubApi } from '../testing/api-stub';
import { fieldErrorOf } from '../testing/field-error';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render';
import { useStepUp } from './step-up';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const ROLES = 'POST /api/User/Roles';
const VERIFY = 'POST /api/Auth/SecondFactor/Verify';
const STEP_UP = () => apiError(403, 233, 'ERROR_STEP_UP_REQUIRED');

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
      .then(
        (saved) => setOutcome(`saved: ${saved.Role}`),
        (error: unknown) => setOutcome(`refused: ${errorKeyOf(error)}`),
      );
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

describe('useStepUp', () => {
  it('asks for the code when the server wants it, proves it and runs the call once more', async () => {
    const api = stubApi({
      [ROLES]: [STEP_UP(), json(200, { Role: 'user' })],
      [VERIFY]: json(200, { Done: true, RecoveryCodeUsed: false }),
    });
    const { user } = renderWithProviders(<RoleChange />);
    await user.click(screen.getByRole('button', { name: 'Cambia ruolo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma la tua identità' });
    expect(api.callsTo(ROLES)).toHaveLength(1);
    await fill(user, within(dialog).getByLabelText(/^Codice di verifica/), '135790');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('saved: user'));
    expect(api.callsTo(VERIFY).map((call) => call.body)).toEqual([{ Code: '135790' }]);
    expect(api.callsTo(ROLES)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps asking after a wrong code, and gives the refusal back when the user cancels', async () => {
    const api = stubApi({
      [ROLES]: STEP_UP(),
      [VERIFY]: apiError(400, 231, 'ERROR_SECOND_FACTOR_CODE'),
    });
    const { user } = renderWithProviders(<RoleChange />);
    await user.click(screen.getByRole('button', { name: 'Cambia ruolo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conferma la tua identità' });
    const field = within(dialog).getByLabelText(/^Codice di verifica/);
    await fill(user, field, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(fieldErrorOf(field)).toMatch(/^Il codice non è corretto/));
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('refused: ERROR_STEP_UP_REQUIRED'),
    );
    expect(api.callsTo(ROLES)).toHaveLength(1);
  });
});
