import type { CompanyIban, IbanMandate } from '@sportello/contracts/iban/iban.contract';
import { SEPA_MANDATE_VERSION } from '@sportello/contracts/iban/iban.values';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { typedIban } from './iban-input-text';
import { IbanPage } from './iban-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const GET = 'GET /api/App/Iban';
const SAVE = 'POST /api/App/Iban/Save';

const mandateOf = (overrides: Partial<IbanMandate> = {}): IbanMandate => ({
  Id: 1,
  Iban: 'IT60 **** **** **** **** ***3 456',
  HolderName: 'Rossi Impianti S.r.l.',
  HolderAddress: 'Via Roma 1, Milano',
  MandateReference: 'SPT-3-20261201-ABCD1234',
  MandateVersion: SEPA_MANDATE_VERSION,
  AcceptedAt: '2026-12-01T09:30:00.000Z',
  SignerName: 'Mario Rossi',
  SupersededAt: null,
  ...overrides,
});

const viewOf = (current: IbanMandate | null, history: IbanMandate[] = []): CompanyIban => ({
  Current: current,
  History: history,
  Mandate: {
    Version: SEPA_MANDATE_VERSION,
    CreditorName: 'Sportello S.r.l.',
    CreditorId: 'IT91ZZZ01234567897',
  },
});

describe('the company IBAN page', { timeout: 20_000 }, () => {
  it('refuses a wrong IBAN with the rule’s message next to the field, and asks for the mandate', async () => {
    const api = stubApi({ [GET]: json(200, viewOf(null)) });
    const { user } = renderWithProviders(<IbanPage sessionKey="mario.rossi|" />);
    expect(await screen.findByText(/Nessun IBAN impostato/)).toBeTruthy();
    expect(
      screen.getByText(/Creditore: Sportello S.r.l. — Codice identificativo del creditore: IT91ZZZ/),
    ).toBeTruthy();
    const iban = screen.getByRole('textbox', { name: /^IBAN/ });
    await fill(user, iban, 'IT60X0542811101000000123457');
    await user.click(screen.getByRole('button', { name: 'Salva e accetta il mandato' }));
    expect(fieldErrorOf(iban)).toBe("Le cifre di controllo dell'IBAN non sono corrette.");
    expect(fieldErrorOf(screen.getByRole('checkbox', { name: /accetto il mandato/ }))).toBe(
      "Per l'addebito diretto occorre accettare il mandato SEPA.",
    );
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('saves a valid IBAN with the mandate accepted and shows it masked, the old one in the history', async () => {
    const old = mandateOf();
    const saved = viewOf(
      mandateOf({
        Id: 2,
        Iban: 'IT24 **** **** **** **** ***4 321',
        MandateReference: 'SPT-3-20261202-ZZZZ9999',
      }),
      [{ ...old, SupersededAt: '2026-12-02T10:00:00.000Z' }],
    );
    const api = stubApi({ [GET]: json(200, viewOf(old)), [SAVE]: json(200, saved) });
    const { user } = renderWithProviders(<IbanPage sessionKey="mario.rossi|" />, { languageId: 2 });
    expect(await screen.findByText('IT60 **** **** **** **** ***3 456')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Account holder$/ })).toHaveProperty(
      'value',
      'Rossi Impianti S.r.l.',
    );
    await fill(user, screen.getByRole('textbox', { name: /^IBAN/ }), 'it24 d054 2811 1010 0000 0654 321');
    await user.click(screen.getByRole('checkbox', { name: /accept the SEPA Direct Debit mandate/ }));
    await user.click(screen.getByRole('button', { name: 'Save and accept the mandate' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      Iban: 'IT24 D054 2811 1010 0000 0654 321',
      MandateAccepted: true,
      MandateVersion: SEPA_MANDATE_VERSION,
    });
    expect(await screen.findByText('IT24 **** **** **** **** ***4 321')).toBeTruthy();
    expect(screen.getByText('SPT-3-20261201-ABCD1234')).toBeTruthy();
  });
});

describe('the IBAN as typed', () => {
  it('is grouped by four in capitals when typed at the end, left alone in the middle', () => {
    expect(typedIban('it60x054', 8)).toBe('IT60 X054');
    expect(typedIban('IT60 X054 2811', 2)).toBe('IT60 X054 2811');
    expect(typedIban('it60x', null)).toBe('IT60 X');
  });
});
