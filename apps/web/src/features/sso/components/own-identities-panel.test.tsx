import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { OwnIdentitiesPanel } from './own-identities-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const link = (Id: string, Provider: string) => ({
  Id,
  Provider,
  Subject: 'sso-mario',
  Email: 'mario.rossi@example.it',
  LinkedAt: '2026-03-02T09:00:00.000Z',
  LastUsedAt: null,
});
const V2 = link('00000000-0000-4000-8000-0000000000d2', 'v2');
const V3 = link('00000000-0000-4000-8000-0000000000d3', 'v3');
const SETTINGS = {
  SsoProviders: [
    { Id: 'v2', Name: 'Demo ID', Version: 2 },
    { Id: 'v3', Name: 'Demo ID Plus', Version: 3 },
  ],
};

describe('OwnIdentitiesPanel', { timeout: 15_000 }, () => {
  it('lists the linked identities by their providers’ names and unlinks one after a confirmation; the server keeping the last says why', async () => {
    const api = stubApi({
      'GET /api/App/settings': json(200, SETTINGS),
      'GET /api/Auth/isp/mine': [json(200, [V2, V3]), json(200, [V3])],
      [`DELETE /api/Auth/isp/mine/${V2.Id}`]: json(200, { Done: true }),
      [`DELETE /api/Auth/isp/mine/${V3.Id}`]: apiError(409, 305, 'ERROR_ISP_UNLINK_LAST'),
    });
    const { user } = renderWithProviders(<OwnIdentitiesPanel sessionKey="mario.rossi|" />);
    const panel = await screen.findByRole('region', { name: 'Identità digitali collegate' });
    await user.click(await within(panel).findByRole('button', { name: 'Scollega Demo ID' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Scollegare Demo ID?');
    await user.click(within(confirm).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Scollega Demo ID' })).toBeNull());
    expect(api.callsTo(`DELETE /api/Auth/isp/mine/${V2.Id}`)).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Scollega Demo ID Plus' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      "È l'unica identità con cui accedi",
    );
  });

  it('says when no identity is linked', async () => {
    stubApi({ 'GET /api/App/settings': json(200, SETTINGS), 'GET /api/Auth/isp/mine': json(200, []) });
    renderWithProviders(<OwnIdentitiesPanel sessionKey="lucia.bianchi|" />);
    expect(await screen.findByText('Nessuna identità digitale è collegata al tuo account.')).toBeTruthy();
  });
});
