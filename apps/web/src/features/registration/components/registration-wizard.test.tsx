import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { saveWizardCookie, takeWizardCookie } from '../api/wizard-cookie';
import { IDENTITY_REDIRECT_DELAY_MS } from '../hooks/use-identity-departure';
import type { WizardSnapshot } from '../hooks/wizard-snapshot';
import { RegistrationWizard } from './registration-wizard';

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

/** What the server answers about the identity bound to the browser: none, or whose. */
const UNBOUND = { Bound: false, Identity: null };
const boundTo = (Identity: { Email: string; FirstName: string; LastName: string }) => ({
  Bound: true,
  Identity,
});
const ANNA = { Email: 'anna@example.it', FirstName: 'Anna', LastName: 'Blu' };

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
    'GET /api/Auth/isp/bound': json(200, UNBOUND),
    'POST /api/App/Content/Cipher': json(200, { Value: 'ENCIPHERED-value_1' }),
  });
  const onIdentityRequired = vi.fn();
  const { user } = renderWithProviders(
    <RegistrationWizard languageId={1} onRegistered={vi.fn()} onIdentityRequired={onIdentityRequired} />,
  );
  await fill(user, field("Partita IVA o codice fiscale dell'azienda"), BLU.VatCode);
  await fill(user, field('Codice utente'), 'blu2026');
  await user.click(screen.getByRole('button', { name: 'Avanti' }));
  return { api, onIdentityRequired, user };
}

// Whole wizards with Mantine render slowly on a busy machine.
describe('RegistrationWizard, a company without local sign-in', { timeout: 15_000 }, () => {
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
      'GET /api/Auth/isp/bound': json(200, boundTo(ANNA)),
    });
    renderWithProviders(
      <RegistrationWizard languageId={1} onRegistered={vi.fn()} onIdentityRequired={vi.fn()} />,
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
      'GET /api/Auth/isp/bound': json(200, UNBOUND),
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

/** A company with local sign-in and no disclaimers, as step 0's verification answers it. */
const ROSSI = {
  ...BLU,
  VatCode: '09876543217',
  FiscalCode: '09876543217',
  Name: 'Rossi Impianti S.r.l.',
  AccessLocal: true,
};
const CAPTCHA_OFF = { 'GET /api/auth/captcha': json(200, { Mode: 'off', SiteKey: null }) };

/** Types into a field at once (the wizard does not care about single keys here). */
const fillLabelled = (
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string | RegExp,
  text: string,
) => fill(user, screen.getByLabelText(label), text);

// Whole wizards with Mantine render slowly on a busy machine.
describe('RegistrationWizard, each step a form', { timeout: 20_000 }, () => {
  it('the preferred language follows the page’s until the person picks one', async () => {
    stubApi({
      ...CAPTCHA_OFF,
      [`GET /api/Company/register/local/exists/vatcode/${ROSSI.VatCode}`]: json(200, ROSSI),
    });
    const { user, rerender } = renderWithProviders(
      <RegistrationWizard languageId={1} onRegistered={vi.fn()} />,
    );
    await fillLabelled(user, /^Partita IVA/, ROSSI.VatCode);
    await fillLabelled(user, /^Codice utente/, 'ROSSI2026');
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await screen.findByText('Azienda verificata: Rossi Impianti S.r.l.');
    const languageInput = () =>
      screen.getAllByLabelText(/^Lingua/).find((e): e is HTMLInputElement => e instanceof HTMLInputElement);
    const language = () => languageInput()?.value;
    expect(language()).toBe('Italiano');
    rerender(<RegistrationWizard languageId={2} onRegistered={vi.fn()} />);
    expect(language()).toBe('English');

    await user.click(languageInput() as HTMLInputElement);
    await user.click(await screen.findByRole('option', { name: 'Italiano' }));
    rerender(<RegistrationWizard languageId={1} onRegistered={vi.fn()} />);
    rerender(<RegistrationWizard languageId={2} onRegistered={vi.fn()} />);
    expect(language()).toBe('Italiano');
  });

  it('Avanti shows the step’s errors next to their fields and focuses the first; the server’s refusal goes back to its step', async () => {
    const api = stubApi({
      ...CAPTCHA_OFF,
      [`GET /api/Company/register/local/exists/vatcode/${ROSSI.VatCode}`]: json(200, ROSSI),
      // Sent here by single sign-on: the identity's names and e-mail come from the server.
      'GET /api/Auth/isp/bound': json(
        200,
        boundTo({ Email: 'mario@rossi.example', FirstName: 'Mario', LastName: 'Rossi' }),
      ),
      'POST /api/Auth/registerlogin': apiError(
        409,
        310,
        'ERROR_REGISTER_USER_EXISTS',
        'Nome utente già in uso.',
      ),
    });
    const { user } = renderWithProviders(<RegistrationWizard languageId={1} onRegistered={vi.fn()} />);
    const next = () => user.click(screen.getByRole('button', { name: 'Avanti' }));

    // Step 0: both fields missing, nothing sent.
    await next();
    expect(fieldErrorOf(/^Partita IVA/)).toBe('Inserisci la partita IVA.');
    expect(fieldErrorOf(/^Codice utente/)).toBe('Campo obbligatorio.');
    expect(document.activeElement).toBe(field("Partita IVA o codice fiscale dell'azienda"));
    await fillLabelled(user, /^Partita IVA/, ROSSI.VatCode);
    expect(fieldErrorOf(/^Partita IVA/)).toBeUndefined();
    expect(api.calls.filter((call) => call.path.includes('/vatcode/'))).toHaveLength(0);
    await fillLabelled(user, /^Codice utente/, 'ROSSI2026');
    await next();

    // Step 1: the first field in error takes the focus.
    expect(await screen.findByText('Azienda verificata: Rossi Impianti S.r.l.')).toBeTruthy();
    await next();
    expect(fieldErrorOf(/^Nome utente/)).toBe('Campo obbligatorio.');
    expect(document.activeElement).toBe(field('Nome utente'));
    // The hint says what the rule accepts, "@" included: an e-mail-style name passes.
    expect(
      screen.getByText('Lettere, cifre, punto, trattino, trattino basso e @ (da 3 a 100 caratteri).'),
    ).toBeTruthy();
    await fillLabelled(user, /^Nome utente/, 'mario.nuovo@rossi.example');
    await fillLabelled(user, /^Codice fiscale personale/, 'RSSMRA80A01H501U');
    await fillLabelled(user, /^Telefono/, '0212345678');
    await fillLabelled(user, /^Cellulare/, '3331234567');
    await fillLabelled(user, /^Password/, 'Sportello#26');
    await fillLabelled(user, /^Ripeti la password/, 'Sportello#26');
    await next();

    // Step 2: privacy first; then the server refuses the user name: back to step 1, on that field.
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    expect(fieldErrorOf("Ho letto l'informativa sulla privacy.")).toBe(
      "Devi prendere visione dell'informativa sulla privacy.",
    );
    expect(document.activeElement).toBe(screen.getByLabelText("Ho letto l'informativa sulla privacy."));
    await user.click(screen.getByLabelText("Ho letto l'informativa sulla privacy."));
    await user.click(screen.getByRole('button', { name: 'Registrati' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Nome utente')));
    expect(fieldErrorOf(/^Nome utente/)).toBe('Nome utente già in uso.');
    expect(api.callsTo('POST /api/Auth/registerlogin')[0]?.body).toMatchObject({
      UserName: 'mario.nuovo@rossi.example',
      UserCode: 'ROSSI2026',
      Email: 'mario@rossi.example',
      Privacy: { PrivacyAck: true },
      Company: { VatCode: ROSSI.VatCode, Name: ROSSI.Name },
    });
    // The server's message stays until its field is edited.
    await fillLabelled(user, /^Telefono/, '9');
    expect(fieldErrorOf(/^Nome utente/)).toBe('Nome utente già in uso.');
    await fillLabelled(user, /^Nome utente/, '2');
    expect(fieldErrorOf(/^Nome utente/)).toBeUndefined();
  });
});

/** A company nobody has registered for yet: its first user comes with the secure code mailed to it. */
const OCRA = { ...ROSSI, VatCode: '08888888883', FiscalCode: '08888888883', Name: 'Ocra Logistica S.r.l.' };
const OCRA_VERIFY = `GET /api/Company/register/local/exists/vatcode/${OCRA.VatCode}`;
const secureCodeCheck = (code: string) => `GET /api/Company/login/securecode/${code}/verify/${OCRA.VatCode}`;

/** Step 0 filled in with Ocra's VAT number and `code`, then "Avanti". */
async function step0With(code: string) {
  const { user } = renderWithProviders(<RegistrationWizard languageId={1} onRegistered={vi.fn()} />);
  await fillLabelled(user, /^Partita IVA/, OCRA.VatCode);
  await fillLabelled(user, /^Codice utente/, code);
  await user.click(screen.getByRole('button', { name: 'Avanti' }));
}

describe('RegistrationWizard, step 0 with a secure code', { timeout: 20_000 }, () => {
  it('checks eight digits as a secure code first (spec §7), then verifies the company; its user becomes the administrator', async () => {
    const api = stubApi({
      ...CAPTCHA_OFF,
      [secureCodeCheck('12345678')]: json(200, { Valid: true }),
      [OCRA_VERIFY]: json(200, OCRA),
      'GET /api/Auth/isp/bound': json(200, UNBOUND),
    });
    await step0With(' 12345678 ');
    expect(await screen.findByText('Azienda verificata: Ocra Logistica S.r.l.')).toBeTruthy();
    expect(screen.getByText(/^Codice di sicurezza valido: sarai l'amministratore/)).toBeTruthy();
    expect(api.callsTo(secureCodeCheck('12345678'))).toHaveLength(1);
    expect(api.calls.findIndex((call) => call.path.includes('/securecode/'))).toBeLessThan(
      api.calls.findIndex((call) => call.path.includes('/register/local/')),
    );
  });

  it('a wrong or expired secure code: said next to the code, and the company is not asked', async () => {
    const api = stubApi({
      ...CAPTCHA_OFF,
      [secureCodeCheck('87654321')]: json(200, { Valid: false }),
      [OCRA_VERIFY]: json(200, OCRA),
    });
    await step0With('87654321');
    await waitFor(() =>
      expect(fieldErrorOf(/^Codice utente/)).toBe(
        'Il codice di sicurezza non è valido per questa azienda o è scaduto: richiedine uno nuovo.',
      ),
    );
    expect(api.callsTo(OCRA_VERIFY)).toHaveLength(0);
    expect(screen.queryByText(/Azienda verificata/)).toBeNull();
  });

  it('a user code goes through the company check only', async () => {
    const api = stubApi({
      ...CAPTCHA_OFF,
      [OCRA_VERIFY]: json(200, OCRA),
      'GET /api/Auth/isp/bound': json(200, UNBOUND),
    });
    await step0With('OCRA2026');
    expect(await screen.findByText('Azienda verificata: Ocra Logistica S.r.l.')).toBeTruthy();
    expect(screen.queryByText(/^Codice di sicurezza valido/)).toBeNull();
    expect(api.calls.filter((call) => call.path.includes('/securecode/'))).toHaveLength(0);
  });
});

describe('RegistrationWizard, a company check that fails', { timeout: 20_000 }, () => {
  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an unexpected server error', () => apiError(500, 100, 'ERROR_GENERIC', 'Errore generico.')],
  ])('%s: spec §8’s company-check message, on step 0', async (_what, answer) => {
    stubApi({ ...CAPTCHA_OFF, [OCRA_VERIFY]: answer });
    await step0With('OCRA2026');
    expect((await screen.findByRole('alert')).textContent).toBe("Errore durante la verifica dell'azienda.");
    expect(screen.queryByText(/Azienda verificata/)).toBeNull();
  });

  it('the secure-code check with no answer: the same message', async () => {
    stubApi({
      ...CAPTCHA_OFF,
      [secureCodeCheck('12345678')]: () => Promise.reject(new TypeError('offline')),
    });
    await step0With('12345678');
    expect((await screen.findByRole('alert')).textContent).toBe("Errore durante la verifica dell'azienda.");
  });

  it('a registry that cannot be asked keeps its own message (spec §8 ERROR_BUS_CALLEREXCEPTION)', async () => {
    stubApi({
      ...CAPTCHA_OFF,
      [OCRA_VERIFY]: apiError(502, 400, 'ERROR_BUS_CALLEREXCEPTION', 'Errore del gestionale.'),
    });
    await step0With('OCRA2026');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Errore durante la comunicazione con il sistema gestionale.',
    );
  });
});
