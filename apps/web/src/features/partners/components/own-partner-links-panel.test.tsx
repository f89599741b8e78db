import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { OwnPartnerLinksPanel } from './own-partner-links-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const link = (Id: number, PartnerName: string, PartnerUserKey: string) => ({
  Id,
  PartnerName,
  PartnerUserKey,
  LinkedAt: '2026-11-02T10:00:00.000Z',
});
const VIALIBERA = link(11, 'Vialibera', 'VL-000123');
const CONTABILE = link(12, 'Contabile Web', 'cw-mario');

describe('OwnPartnerLinksPanel', { timeout: 15_000 }, () => {
  it('lists the linked applications with the key each knows the user by, and unlinks one after a confirmation', async () => {
    const api = stubApi({
      'GET /api/User/PartnerLinks': [json(200, [VIALIBERA, CONTABILE]), json(200, [CONTABILE])],
      'DELETE /api/User/PartnerLinks/11': json(200, { Removed: true }),
      'DELETE /api/User/PartnerLinks/12': apiError(404, 885, 'ERROR_PARTNER_LINK_NOT_FOUND'),
    });
    const { user } = renderWithProviders(<OwnPartnerLinksPanel sessionKey="mario.rossi|" />);
    const panel = await screen.findByRole('region', { name: 'Applicazioni collegate' });
    expect(await within(panel).findByText(/Il tuo codice: VL-000123/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Scollega Vialibera' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Scollegare Vialibera?');
    await user.click(within(confirm).getByRole('button', { name: 'Conferma' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: 'Scollega Vialibera' })).toBeNull(),
    );
    expect(api.callsTo('DELETE /api/User/PartnerLinks/11')).toHaveLength(1);

    // A refusal is said in the panel, the link stays listed.
    await user.click(within(panel).getByRole('button', { name: 'Scollega Contabile Web' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Conferma' }));
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'Nessun utente del portale è collegato a questa chiave.',
    );
  });

  it('keeps the link when the confirmation is cancelled', async () => {
    const api = stubApi({ 'GET /api/User/PartnerLinks': json(200, [VIALIBERA]) });
    const { user } = renderWithProviders(<OwnPartnerLinksPanel sessionKey="mario.rossi|" />);
    await user.click(await screen.findByRole('button', { name: 'Scollega Vialibera' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE /api/User/PartnerLinks/11')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Scollega Vialibera' })).toBeTruthy();
  });

  it('says when no application is linked', async () => {
    stubApi({ 'GET /api/User/PartnerLinks': json(200, []) });
    renderWithProviders(<OwnPartnerLinksPanel sessionKey="lucia.bianchi|" />);
    expect(await screen.findByText('Nessuna applicazione è collegata al tuo account.')).toBeTruthy();
  });
});
