import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { saveWizardCookie, takeWizardCookie } from '../api/wizard-cookie';
import type { WizardSnapshot } from '../hooks/wizard-snapshot';
import { IDENTITY_REDIRECT_DELAY_MS, RegistrationWizard } from './registration-wizard';

/** A company without local sign-in, as step 0's verification answers it. */
const BLU = {
  VatCode: '06666666661',
  FiscalCode: '06666666661',
  VatCodeType: 1,
  Name: 'Blu Servizi S.r.l.',
  CompanyType: 0,
  AccessLocal: false,
  ForceTsid: false,
};
const VERIFY = `GET /api/Company/register/local/exists/vatcode/${BLU.VatCode}`;
const COOKIE = 'sportello.registration';

const SAVED: WizardSnapshot = {
  Step: 1,
  Company: { VatCode: BLU.VatCode, FiscalCode: BLU.FiscalCode, VatCodeType: 1, UserCode: 'BLU2026' },
  User: {
    userName: 'anna.blu',
    firstName: '',
    lastName: '',
    fiscalCode: '',
    email: '',
    email2: '',
    phone: '0212345678',
    mobile: '',
  },
  Availability: { From: 9, To: 18 },
  Language: 1,
};

const cookieValue = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);

// The cookie belongs to the registration page's path only.
beforeEach(() => window.history.replaceState(null, '', '/register'));
afterEach(() => {
  takeWizardCookie();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetCsrfToken();
});

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

/** Step 0 filled in with the company and left, with no identity bound to the browser. */
async function leaveStep0() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const api = stubApi({
    [VERIFY]: json(200, BLU),
    'GET /api/Auth/isp/bound': json(200, { Bound: false }),
    'POST /api/App/Content/Cipher': json(200, { Value: 'ENCIPHERED-value_1' }),
  });
  const onIdentityRequired = vi.fn();
  const { user } = renderWithProviders(
    <RegistrationWizard languageId={1} onRegistered={vi.fn()} onIdentityRequired={onIdentityRequired} />,
  );
  await user.type(field("Partita IVA o codice fiscale dell'azienda"), BLU.VatCode);
  await user.type(field('Codice utente'), 'blu2026');
  await user.click(screen.getByRole('button', { name: 'Avanti' }));
  return { api, onIdentityRequired, user };
}

describe('RegistrationWizard, a company without local sign-in', () => {
  it('shows the notice, then after 3 s keeps the data (no password) in an enciphered cookie and leaves', async () => {
    const { api, onIdentityRequired } = await leaveStep0();
    expect((await screen.findByRole('status')).textContent).toContain(
      'Blu Servizi S.r.l. accede solo tramite identità digitale',
    );
    await act(() => vi.advanceTimersByTimeAsync(IDENTITY_REDIRECT_DELAY_MS - 100));
    expect(api.callsTo('POST /api/App/Content/Cipher')).toHaveLength(0);
    expect(onIdentityRequired).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));

    await waitFor(() => expect(onIdentityRequired).toHaveBeenCalledOnce());
    const [cipher] = api.callsTo('POST /api/App/Content/Cipher');
    const content = (cipher?.body as { Content?: WizardSnapshot } | undefined)?.Content;
    expect(content).toMatchObject({
      Step: 1,
      Company: { VatCode: BLU.VatCode, FiscalCode: BLU.FiscalCode, VatCodeType: 1, UserCode: 'blu2026' },
    });
    expect(JSON.stringify(content).toLowerCase()).not.toContain('password');
    expect(cookieValue()).toBe('ENCIPHERED-value_1');
  });

  it('stays when the user cancels the notice', async () => {
    const { api, onIdentityRequired, user } = await leaveStep0();
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    await act(() => vi.advanceTimersByTimeAsync(IDENTITY_REDIRECT_DELAY_MS + 500));
    expect(onIdentityRequired).not.toHaveBeenCalled();
    expect(api.callsTo('POST /api/App/Content/Cipher')).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('back with the identity: restores the data and the step from the cookie, deletes it, asks no password', async () => {
    saveWizardCookie('saved-value');
    const api = stubApi({
      'POST /api/App/Content/Decipher': json(200, { Content: SAVED }),
      [VERIFY]: json(200, BLU),
      'GET /api/Auth/isp/bound': json(200, { Bound: true }),
    });
    renderWithProviders(
      <RegistrationWizard
        languageId={1}
        onRegistered={vi.fn()}
        onIdentityRequired={vi.fn()}
        prefill={{ email: 'anna@example.it', firstName: 'Anna', lastName: 'Blu' }}
      />,
    );
    expect(await screen.findByText('Azienda verificata: Blu Servizi S.r.l.')).toBeTruthy();
    expect(api.callsTo('POST /api/App/Content/Decipher')[0]?.body).toEqual({ Value: 'saved-value' });
    expect(cookieValue()).toBeUndefined();
    // The identity's own data, and what was typed before leaving.
    expect(field('Nome utente').value).toBe('anna.blu');
    expect(field('Nome').value).toBe('Anna');
    expect(field('Cognome').value).toBe('Blu');
    expect(field('Telefono').value).toBe('0212345678');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByText(/non serve scegliere una password/)).toBeTruthy();
  });

  it('back without an identity: tells so on step 0 instead of leaving again', async () => {
    saveWizardCookie('saved-value');
    stubApi({
      'POST /api/App/Content/Decipher': json(200, { Content: SAVED }),
      [VERIFY]: json(200, BLU),
      'GET /api/Auth/isp/bound': json(200, { Bound: false }),
    });
    const onIdentityRequired = vi.fn();
    renderWithProviders(
      <RegistrationWizard languageId={1} onRegistered={vi.fn()} onIdentityRequired={onIdentityRequired} />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il token del provider di identità non è valido o è scaduto.',
    );
    expect(field("Partita IVA o codice fiscale dell'azienda").value).toBe(BLU.VatCode);
    expect(onIdentityRequired).not.toHaveBeenCalled();
  });

  it.each([
    [
      'tampered or expired',
      apiError(400, 414, 'ERROR_INVALID_OBJECT', 'Dati non validi: operazione annullata.'),
    ],
    ['of another shape', json(200, { Content: { Step: 1, Company: { VatCode: 42 } } })],
  ])('a cookie %s: operation cancelled, and the wizard starts clean', async (_what, answer) => {
    saveWizardCookie('tampered');
    const api = stubApi({ 'POST /api/App/Content/Decipher': answer });
    renderWithProviders(<RegistrationWizard languageId={1} onRegistered={vi.fn()} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Operazione annullata.');
    expect(alert.textContent).toContain('Dati non validi: operazione annullata.');
    expect(cookieValue()).toBeUndefined();
    expect(field("Partita IVA o codice fiscale dell'azienda").value).toBe('');
    expect(api.calls.filter((call) => call.path.includes('/vatcode/'))).toHaveLength(0);
  });
});
