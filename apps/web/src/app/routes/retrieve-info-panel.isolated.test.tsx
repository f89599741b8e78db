import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../lib/api-client';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { fill } from '../../testing/fill';
import { currentLocation, renderAtRoute } from '../../testing/render-at-route';
import { RetrieveInfoPanel } from './retrieve-info-panel';

// The ALTCHA widget is the browser's own business (e2e): here an inert element stands in for it.
vi.mock('../../components/altcha-loader', () => ({}));

const renderPanel = (route = '/retrieve-info', showErrors = true) =>
  renderAtRoute(<RetrieveInfoPanel showErrors={showErrors} />, route);

const CAPTCHA_OFF = { 'GET /api/auth/captcha': json(200, { Mode: 'off', SiteKey: null }) };
const SUPPORT = 'POST /api/Support/Request';

/** What the widget does once the browser has solved its challenge: a new widget each time. */
async function solveCaptcha(payload: string, previous?: Element | null) {
  const widget = await waitFor(() => {
    const found = document.querySelector('altcha-widget');
    if (!found || found === previous) throw new Error('no new captcha widget yet');
    return found;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
  return widget;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

// The tests type into forms key by key: room for a busy machine.
describe('RetrieveInfoPanel', { timeout: 15_000 }, () => {
  it('without ?mode shows the chooser with nothing picked and no form', () => {
    stubApi({});
    renderPanel();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveProperty('checked', false);
    expect(screen.getByText('Scegli una delle voci qui sopra.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Invia/ })).toBeNull();
  });

  it('a failed user-name request offers a support request, or reads as success when errors are hidden', async () => {
    const unavailable = () => apiError(503, 110, 'ERROR_SERVICE_UNAVAILABLE');
    stubApi({ 'POST /api/User/UserName/find': unavailable() });
    const shown = renderPanel('/retrieve-info?mode=1');
    await shown.user.type(screen.getByLabelText(/^E-mail/), 'lucia.bianchi@studio.example');
    await shown.user.click(screen.getByRole('button', { name: 'Invia i nomi utente' }));
    await shown.user.click(await screen.findByRole('button', { name: 'Apri una richiesta di supporto' }));
    expect(currentLocation()).toBe('/retrieve-info?mode=2');
    shown.unmount();

    stubApi({ 'POST /api/User/UserName/find': unavailable() });
    const hidden = renderPanel('/retrieve-info?mode=1', false);
    await hidden.user.type(screen.getByLabelText(/^E-mail/), 'lucia.bianchi@studio.example');
    await hidden.user.click(screen.getByRole('button', { name: 'Invia i nomi utente' }));
    expect(
      await screen.findByText("Se l'indirizzo è registrato, riceverai un'e-mail con i tuoi nomi utente."),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('?mode=1 asks for the e-mail and always answers the same', async () => {
    const api = stubApi({ 'POST /api/User/UserName/find': json(200, { Done: true }) });
    const { user } = renderPanel('/retrieve-info?mode=1');
    expect(screen.getByRole('radio', { name: 'Ho dimenticato il nome utente' })).toHaveProperty(
      'checked',
      true,
    );
    await fill(user, screen.getByLabelText(/^E-mail/), 'lucia.bianchi@studio.example');
    await user.click(screen.getByRole('button', { name: 'Invia i nomi utente' }));
    expect(
      await screen.findByText("Se l'indirizzo è registrato, riceverai un'e-mail con i tuoi nomi utente."),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/User/UserName/find')[0]?.body).toEqual({
      Email: 'lucia.bianchi@studio.example',
    });
  });

  it('picking a mode puts it in the address and shows its form; mode 4 asks for account data', async () => {
    const api = stubApi({
      ...CAPTCHA_OFF,
      'POST /api/User/Request/Data': json(200, { TicketCode: 'SR-000042' }),
    });
    const { user } = renderPanel('/retrieve-info?vat=09876543217');
    await user.click(screen.getByRole('radio', { name: 'Altra richiesta' }));
    expect(currentLocation()).toBe('/retrieve-info?vat=09876543217&mode=4');
    // The VAT number of the address (a secure-code outcome) is already filled in.
    expect(screen.getByLabelText(/^Partita IVA o codice fiscale/)).toHaveProperty('value', '09876543217');
    await fill(user, screen.getByLabelText(/^E-mail/), 'mario@example.it');
    await fill(user, screen.getByLabelText(/^Nome da visualizzare/), 'Mario Rossi');
    await fill(user, screen.getByLabelText(/^Messaggio/), 'Vorrei i miei dati.');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Richiesta inviata: codice SR-000042')).toBeTruthy();
    // The requester has no account to find the code in again: it is theirs to copy.
    await user.click(screen.getByRole('button', { name: 'Copia il codice' }));
    expect(await navigator.clipboard.readText()).toBe('SR-000042');
    expect(api.callsTo('POST /api/User/Request/Data')[0]?.body).toMatchObject({
      Mode: 4,
      Email: 'mario@example.it',
      VatCode: '09876543217',
      VisibleName: 'Mario Rossi',
      Message: 'Vorrei i miei dati.',
    });
  });

  it('checks the optional VAT number when given, and a failed call is the ERROR_HTTP_TOKEN alert dialog', async () => {
    const api = stubApi({ ...CAPTCHA_OFF, [SUPPORT]: new Response('boom', { status: 502 }) });
    const { user } = renderPanel('/retrieve-info?mode=2');
    await fill(user, screen.getByLabelText(/^E-mail/), 'mario@example.it');
    await fill(user, screen.getByLabelText(/^Partita IVA o codice fiscale/), '123');
    await fill(user, screen.getByLabelText(/^Nome da visualizzare/), 'Mario Rossi');
    await fill(user, screen.getByLabelText(/^Messaggio/), 'Aiuto');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(screen.getByLabelText(/^Partita IVA o codice fiscale/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /api/Support/Request')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Partita IVA o codice fiscale/));
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avviso' });
    expect(
      within(dialog).getByText('Errore durante la richiesta al servizio. Riprova più tardi.'),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/Support/Request')[0]?.body).toMatchObject({ Mode: 2, VatCode: '' });
    // Nothing is lost: after OK the form is there with what was typed, to send again.
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/^Messaggio/)).toHaveProperty('value', 'Aiuto');
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('sends the solved captcha; without one it asks to select it first, and a refusal shows under it', async () => {
    const api = stubApi({
      'GET /api/auth/captcha': json(200, { Mode: 'altcha', SiteKey: null }),
      [SUPPORT]: [apiError(400, 425, 'ERROR_CAPTCHA_INVALID'), json(200, { TicketCode: 'SR-000043' })],
    });
    const { user } = renderPanel('/retrieve-info?mode=2');
    await fill(user, screen.getByLabelText(/^E-mail/), 'mario@example.it');
    await fill(user, screen.getByLabelText(/^Nome da visualizzare/), 'Mario Rossi');
    await fill(user, screen.getByLabelText(/^Messaggio/), 'Aiuto');
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Seleziona prima il captcha.')).toBeTruthy();
    expect(api.callsTo(SUPPORT)).toHaveLength(0);

    const first = await solveCaptcha('solved-1');
    expect(screen.queryByText('Seleziona prima il captcha.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(
      await screen.findByText('Verifica captcha non riuscita, scaduta o già usata: ripeti la verifica.'),
    ).toBeTruthy();
    expect(api.callsTo(SUPPORT)[0]?.body).toMatchObject({ Mode: 2, ReCaptcha: 'solved-1' });
    expect(screen.queryByRole('dialog')).toBeNull();

    // A fresh challenge for the next try; what was typed stays.
    await solveCaptcha('solved-2', first);
    await user.click(screen.getByRole('button', { name: 'Invia la richiesta' }));
    expect(await screen.findByText('Richiesta inviata: codice SR-000043')).toBeTruthy();
    expect(api.callsTo(SUPPORT)[1]?.body).toMatchObject({ Message: 'Aiuto', ReCaptcha: 'solved-2' });
  });
});
