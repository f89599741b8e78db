import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session/session-query';
import { apiError, json, sessionOf, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { EmailVerificationPanel } from './email-verification-panel';

const REQUEST = 'POST /api/Auth/verifyemailrequest';
const VERIFY = 'POST /api/Auth/verifyemail';
const ADDRESS = 'mario.rossi@rossi-impianti.example';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

describe('EmailVerificationPanel', { timeout: 15_000 }, () => {
  it('says a verified address is verified, and offers nothing more', () => {
    stubApi({});
    renderWithProviders(<EmailVerificationPanel email={ADDRESS} verified />);
    expect(screen.getByText('Verificato')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invia il codice' })).toBeNull();
  });

  it('mails a code, refuses a wrong one next to the field, and confirms the right one', async () => {
    const verified = sessionOf({ User: { ...sessionOf().User, EmailVerified: true } });
    const api = stubApi({
      [REQUEST]: json(200, { Done: true }),
      [VERIFY]: [apiError(400, 302, 'ERROR_INVALID_CODE'), json(200, { Done: true })],
      'GET /api/Auth/session': [json(200, sessionOf()), json(200, verified)],
    });
    const { user, queryClient } = renderWithProviders(
      <EmailVerificationPanel email={ADDRESS} verified={false} />,
    );
    await queryClient.fetchQuery(sessionQuery);
    expect(screen.getByText('Da verificare')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invia il codice' }));
    expect(await screen.findByText('Ti abbiamo inviato un codice: inseriscilo qui sotto.')).toBeTruthy();
    expect(api.callsTo(REQUEST)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(fieldErrorOf(/^Codice/)).toBe('Inserisci il codice di attivazione.');
    await fill(user, screen.getByLabelText(/^Codice/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(fieldErrorOf(/^Codice/)).toBe('Codice non valido o scaduto: richiedine uno nuovo.'),
    );
    await user.clear(screen.getByLabelText(/^Codice/));
    await fill(user, screen.getByLabelText(/^Codice/), '87654321');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    // The session is asked again: it now says the address is verified, and the profile shows it.
    await waitFor(() => expect(queryClient.getQueryData(sessionQuery.queryKey)).toEqual(verified));
    expect(api.callsTo(VERIFY).map((c) => c.body)).toEqual([{ Code: '12345678' }, { Code: '87654321' }]);
  });
});
