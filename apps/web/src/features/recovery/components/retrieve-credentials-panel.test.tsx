import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fill } from '../../../testing/fill';
import { currentLocation, renderAtRoute } from '../../../testing/render-at-route';
import { RetrieveCredentialsPanel } from './retrieve-credentials-panel';

const renderPanel = (route: string) => renderAtRoute(<RetrieveCredentialsPanel showErrors />, route);

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

// The tests type into forms key by key: room for a busy machine.
describe('RetrieveCredentialsPanel', { timeout: 15_000 }, () => {
  it('without a mode shows the two choices with nothing picked and no form', () => {
    stubApi({});
    renderPanel('/retrieve-credentials');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Il nome utente' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'La password' })).toHaveProperty('checked', false);
    expect(screen.getByText('Scegli una delle voci qui sopra.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Invia/ })).toBeNull();
  });

  it('?mode=username asks for the e-mail and sends the user names', async () => {
    const api = stubApi({ 'POST /api/User/UserName/find': json(200, { Done: true }) });
    const { user } = renderPanel('/retrieve-credentials?mode=username');
    expect(screen.getByRole('radio', { name: 'Il nome utente' })).toHaveProperty('checked', true);
    await fill(user, screen.getByLabelText(/^E-mail/), 'lucia.bianchi@studio.example');
    await user.click(screen.getByRole('button', { name: 'Invia i nomi utente' }));
    expect(
      await screen.findByText("Se l'indirizzo è registrato, riceverai un'e-mail con i tuoi nomi utente."),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/User/UserName/find')).toHaveLength(1);
  });

  it('?mode=password is the reset flow; ?user= opens it at the code step', async () => {
    stubApi({});
    const request = renderPanel('/retrieve-credentials?mode=password');
    expect(screen.getByRole('radio', { name: 'La password' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Invia il codice' })).toBeTruthy();
    request.unmount();

    renderPanel('/retrieve-credentials?mode=password&user=giulia.neri');
    expect(screen.getByLabelText(/^Nome utente/)).toHaveProperty('value', 'giulia.neri');
    expect(screen.getByLabelText(/^Codice di attivazione/)).toBeTruthy();
  });

  it('picking a mode puts it in the address; a failed user-name request offers support on retrieve-info', async () => {
    stubApi({ 'POST /api/User/UserName/find': apiError(503, 110, 'ERROR_SERVICE_UNAVAILABLE') });
    const { user } = renderPanel('/retrieve-credentials');
    await user.click(screen.getByRole('radio', { name: 'La password' }));
    expect(currentLocation()).toBe('/retrieve-credentials?mode=password');
    await user.click(screen.getByRole('radio', { name: 'Il nome utente' }));
    expect(currentLocation()).toBe('/retrieve-credentials?mode=username');

    await fill(user, screen.getByLabelText(/^E-mail/), 'lucia.bianchi@studio.example');
    await user.click(screen.getByRole('button', { name: 'Invia i nomi utente' }));
    await user.click(await screen.findByRole('button', { name: 'Apri una richiesta di supporto' }));
    expect(currentLocation()).toBe('/retrieve-info?mode=2');
  });

  it('links to the retrieve-info page for any other help', () => {
    stubApi({});
    renderPanel('/retrieve-credentials?mode=username');
    expect(screen.getByRole('link', { name: 'Serve altro aiuto?' }).getAttribute('href')).toBe(
      '/retrieve-info',
    );
  });
});
