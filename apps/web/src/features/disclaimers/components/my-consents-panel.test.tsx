import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { MyConsentsPanel } from './my-consents-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const TERMS = {
  DisclaimerId: 1,
  Code: 'TERMS_OF_USE',
  Kind: 'terms',
  Mandatory: true,
  Title: "Condizioni d'uso del portale",
  Text: '<p>Condizioni.</p>',
  Version: 2,
  Answer: { Accepted: true, Version: 2, At: '2026-11-20T09:00:00.000Z' },
};
const NEWSLETTER = {
  DisclaimerId: 5,
  Code: 'NEWSLETTER',
  Kind: 'marketing',
  Mandatory: false,
  Title: 'Comunicazioni commerciali',
  Text: '<p>Offerte.</p>',
  Version: 3,
  // Accepted at an older version: not a consent to the text in force.
  Answer: { Accepted: true, Version: 2, At: '2026-10-01T09:00:00.000Z' },
};
const ANSWER = 'POST /api/User/Consents/Answer';

describe('MyConsentsPanel', { timeout: 15_000 }, () => {
  it('shows each last answer; an optional consent is given again for the version in force', async () => {
    const api = stubApi({
      'GET /api/User/Consents': json(200, [TERMS, NEWSLETTER]),
      [ANSWER]: json(200, [
        TERMS,
        { ...NEWSLETTER, Answer: { Accepted: true, Version: 3, At: '2026-11-28T09:00:00.000Z' } },
      ]),
    });
    const { user } = renderWithProviders(<MyConsentsPanel />);
    // The newsletter's last answer was to version 2; the button offers it again for version 3.
    expect(await screen.findAllByText(/^Accettato il .* \(versione 2\)$/)).toHaveLength(2);
    // A mandatory one cannot be withdrawn: no button for it.
    expect(screen.queryByRole('button', { name: /Condizioni d'uso/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dai il consenso a «Comunicazioni commerciali»' }));
    await waitFor(() => expect(api.callsTo(ANSWER)).toHaveLength(1));
    expect(api.callsTo(ANSWER)[0]?.body).toEqual({ DisclaimerId: 5, Accepted: true });
    expect(
      await screen.findByRole('button', { name: 'Revoca il consenso a «Comunicazioni commerciali»' }),
    ).toBeTruthy();
  });

  it('says why the server refused, in words', async () => {
    stubApi({
      'GET /api/User/Consents': json(200, [{ ...NEWSLETTER, Answer: null }]),
      [ANSWER]: apiError(400, 761, 'ERROR_DISCLAIMER_NOT_OPTIONAL'),
    });
    const { user } = renderWithProviders(<MyConsentsPanel />);
    expect(await screen.findByText('Nessuna risposta')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Dai il consenso/ }));
    expect(await screen.findByText('Questo consenso è obbligatorio e non può essere revocato.')).toBeTruthy();
  });
});
