import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { currentLocation, renderAtRoute } from '../../../testing/render-at-route';
import { SecureCodeModal } from './secure-code-modal';

const ASK = 'POST /api/Auth/getsecurecode';
const CAPTCHA_OFF = { 'GET /api/auth/captcha': json(200, { Mode: 'off', SiteKey: null }) };

function renderModal() {
  const onClose = vi.fn();
  const onWriteSupport = vi.fn();
  const rendered = renderAtRoute(
    <SecureCodeModal opened onClose={onClose} onWriteSupport={onWriteSupport} />,
    '/retrieve-info',
  );
  return { ...rendered, onClose, onWriteSupport };
}

const dialog = () => screen.getByRole('dialog', { name: 'Richiedi un codice di sicurezza' });

async function fillAndSend(user: ReturnType<typeof renderModal>['user'], vat = '03333333338') {
  const modal = within(dialog());
  const values: [RegExp, string][] = [
    [/^Nome/, 'Carla'],
    [/^Cognome/, 'Gialli'],
    [/^E-mail/, 'carla.gialli@example.it'],
    [/^Telefono/, '0212345678'],
    [/^Partita IVA dell'azienda/, vat],
  ];
  // Pasted rather than typed key by key: the same change events, far fewer of them.
  for (const [label, value] of values) {
    await user.click(modal.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(modal.getByRole('checkbox', { name: /informativa sulla privacy/ }));
  await user.click(modal.getByRole('button', { name: 'Richiedi il codice' }));
}

const outcome = (Code: string, extra: object = {}) =>
  json(200, { Code, Message: `MSG_SECURECODE_${Code}`, RedirectParams: null, User: null, ...extra });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetCsrfToken();
});

// Each test fills a form of six fields: room for a busy machine.
describe('SecureCodeModal', { timeout: 15_000 }, () => {
  it('closes from its close button, named for screen readers', async () => {
    stubApi(CAPTCHA_OFF);
    const { user, onClose } = renderModal();
    await user.click(within(dialog()).getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('checks the form before calling: names, e-mail, VAT number and consent', async () => {
    const api = stubApi(CAPTCHA_OFF);
    const { user } = renderModal();
    await user.click(within(dialog()).getByRole('button', { name: 'Richiedi il codice' }));
    const modal = within(dialog());
    expect(modal.getAllByText('Campo obbligatorio.')).toHaveLength(3);
    expect(modal.getByText('Inserisci la partita IVA.')).toBeTruthy();
    expect(modal.getByText("Devi prendere visione dell'informativa sulla privacy.")).toBeTruthy();
    expect(modal.getByLabelText(/^Nome/)).toBe(document.activeElement);
    expect(api.callsTo(ASK)).toHaveLength(0);
  });

  it('COMPLETED: the masked registered address, and support prefilled with what was typed', async () => {
    const api = stubApi({
      ...CAPTCHA_OFF,
      [ASK]: outcome('COMPLETED', {
        User: { Company: { Email: 'amministrazio**@**alli-forniture.example' } },
      }),
    });
    const { user, onWriteSupport } = renderModal();
    await fillAndSend(user);
    const modal = within(dialog());
    expect(await modal.findByTestId('masked-email')).toHaveProperty(
      'textContent',
      'amministrazio**@**alli-forniture.example',
    );
    expect(api.callsTo(ASK)[0]?.body).toEqual({
      FirstName: 'Carla',
      LastName: 'Gialli',
      PhoneNumber: '0212345678',
      Email: 'carla.gialli@example.it',
      Company: '03333333338',
      FiscalCode: '',
      Consent: true,
    });
    await user.click(modal.getByRole('button', { name: "Scrivi all'assistenza" }));
    expect(onWriteSupport).toHaveBeenCalledWith(3, {
      email: 'carla.gialli@example.it',
      vatCode: '03333333338',
      visibleName: 'Carla Gialli',
      phone: '0212345678',
    });
  });

  it('an empty response opens the code modal again: the form, with what was typed, to send once more', async () => {
    const api = stubApi({
      ...CAPTCHA_OFF,
      [ASK]: [new Response('', { status: 200 }), json(200, null), outcome('COMPLETED_NO_CODE')],
    });
    const { user } = renderModal();
    await fillAndSend(user);
    const modal = within(dialog());
    expect((await modal.findByRole('status')).textContent).toBe(
      'Il servizio non ha dato un esito: controlla i dati e invia di nuovo la richiesta.',
    );
    expect(modal.getByLabelText(/^Partita IVA dell'azienda/)).toHaveProperty('value', '03333333338');
    expect(modal.getByRole('checkbox', { name: /informativa sulla privacy/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(modal.queryByRole('alert')).toBeNull();

    // A null body reads the same; the third try gets an outcome.
    await user.click(modal.getByRole('button', { name: 'Richiedi il codice' }));
    await waitFor(() => expect(api.callsTo(ASK)).toHaveLength(2));
    expect(await modal.findByRole('button', { name: 'Richiedi il codice' })).toBeTruthy();
    await user.click(modal.getByRole('button', { name: 'Richiedi il codice' }));
    expect(await modal.findByText(/Un codice di sicurezza è già stato inviato/)).toBeTruthy();
    expect(api.callsTo(ASK)).toHaveLength(3);
  });

  it('REGISTERED: the message, then retrieve-info mode 1 for the company after 3 s', async () => {
    stubApi({
      ...CAPTCHA_OFF,
      [ASK]: outcome('REGISTERED', { RedirectParams: { mode: '1', vat: '09876543217' } }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, onClose } = renderModal();
    await fillAndSend(user, '09876543217');
    expect(
      await within(dialog()).findByText('La tua azienda è già registrata: recupera il tuo nome utente.'),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(2500));
    expect(currentLocation()).toBe('/retrieve-info');
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(currentLocation()).toBe('/retrieve-info?mode=1&vat=09876543217'));
    expect(onClose).toHaveBeenCalled();
  });

  it('puts a refused VAT number next to its field, and any other failure is ERROR_GETSECURECODE', async () => {
    stubApi({
      ...CAPTCHA_OFF,
      [ASK]: [
        apiError(400, 412, 'ERROR_BAD_VATCODE_OR_FISCAL_CODE'),
        new Response('<html>proxy error</html>', { status: 502 }),
      ],
    });
    const { user } = renderModal();
    await fillAndSend(user);
    const modal = within(dialog());
    const company = modal.getByLabelText(/^Partita IVA dell'azienda/);
    await waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    expect(modal.getByText('Partita IVA o codice fiscale non valido.')).toBeTruthy();
    expect(company).toBe(document.activeElement);

    await user.click(modal.getByRole('button', { name: 'Richiedi il codice' }));
    expect((await modal.findByRole('alert')).textContent).toBe(
      'Impossibile richiedere il codice di sicurezza.',
    );
  });
});
