import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { PendingDisclaimersForm } from './pending-disclaimers-form';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const PENDING = [
  {
    Id: 1,
    Code: 'TERMS_OF_USE',
    Kind: 'terms',
    Mandatory: true,
    Version: 2,
    Title: "Condizioni d'uso del portale",
    Text: '<p>Nuove <strong>condizioni</strong>.</p>',
  },
  {
    Id: 5,
    Code: 'NEWSLETTER',
    Kind: 'marketing',
    Mandatory: false,
    Version: 1,
    Title: 'Comunicazioni commerciali',
    Text: '<p>Offerte.</p>',
  },
];
const SIGN = 'POST /api/Auth/signdisclaimers';

describe('PendingDisclaimersForm', { timeout: 15_000 }, () => {
  it('asks an answer to each, warns before refusing a mandatory one, and sends every answer', async () => {
    const api = stubApi({
      'POST /api/Auth/getuseremptydisclaimers': json(200, PENDING),
      [SIGN]: json(200, { Done: true }),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<PendingDisclaimersForm onDone={onDone} />);
    expect(await screen.findByText('condizioni')).toBeTruthy();
    expect(screen.getByText('Facoltativo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Conferma e continua' }));
    expect(screen.getAllByText('Scegli una risposta.')).toHaveLength(2);
    expect(api.callsTo(SIGN)).toHaveLength(0);

    const terms = screen.getByRole('radiogroup', { name: /Condizioni d'uso del portale/ });
    await user.click(screen.getAllByRole('radio', { name: 'Non accetto' })[0]!);
    expect(terms).toBeTruthy();
    expect(screen.getByText(/non potrai usare il portale/)).toBeTruthy();
    await user.click(screen.getAllByRole('radio', { name: 'Accetto' })[0]!);
    expect(screen.queryByText(/non potrai usare il portale/)).toBeNull();
    await user.click(screen.getAllByRole('radio', { name: 'Non accetto' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Conferma e continua' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo(SIGN)[0]?.body).toEqual({
      Disclaimers: [
        { Id: 1, Version: 2, Accepted: true },
        { Id: 5, Version: 1, Accepted: false },
      ],
    });
  });

  it('says so when the server refuses access for a mandatory one refused', async () => {
    stubApi({
      'POST /api/Auth/getuseremptydisclaimers': json(200, [PENDING[0]]),
      [SIGN]: apiError(403, 219, 'ERROR_DISCLAIMER_REFUSED'),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<PendingDisclaimersForm onDone={onDone} />);
    await user.click(await screen.findByRole('radio', { name: 'Non accetto' }));
    await user.click(screen.getByRole('button', { name: 'Conferma e continua' }));
    expect(
      await screen.findByText('Senza accettare le condizioni obbligatorie non è possibile usare il portale.'),
    ).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('a new version published meanwhile: the server refuses the old answer and the new text is asked', async () => {
    const api = stubApi({
      'POST /api/Auth/getuseremptydisclaimers': [
        json(200, [PENDING[0]]),
        json(200, [{ ...PENDING[0], Version: 3, Text: '<p>Terza versione.</p>' }]),
      ],
      [SIGN]: [apiError(400, 427, 'ERROR_DISCLAIMERS_MUST_ACCEPT 1'), json(200, { Done: true })],
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<PendingDisclaimersForm onDone={onDone} />);
    await user.click(await screen.findByRole('radio', { name: 'Accetto' }));
    await user.click(screen.getByRole('button', { name: 'Conferma e continua' }));
    expect(await screen.findByText('Terza versione.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Devi accettare tutte le condizioni richieste.');
    expect(onDone).not.toHaveBeenCalled();
    // The answer given to the old text does not carry over.
    expect((screen.getByRole('radio', { name: 'Accetto' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Accetto' }));
    await user.click(screen.getByRole('button', { name: 'Conferma e continua' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo(SIGN)[1]?.body).toEqual({ Disclaimers: [{ Id: 1, Version: 3, Accepted: true }] });
  });

  it('nothing left to answer (answered in another browser): the confirmation opens the portal', async () => {
    const api = stubApi({
      'POST /api/Auth/getuseremptydisclaimers': json(200, []),
      [SIGN]: json(200, { Done: true }),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(<PendingDisclaimersForm onDone={onDone} />);
    await user.click(await screen.findByRole('button', { name: 'Conferma e continua' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo(SIGN)[0]?.body).toEqual({ Disclaimers: [] });
  });
});
