import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';

vi.mock('../../../lib/browser-location', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('../../../lib/browser-location');
const { JoinSupportGroup, JOIN_RELOAD_DELAY_MS } = await import('./join-support-group');

const JOIN = 'POST /api/Auth/Support/Request/Wrc/Join/Default';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockReset();
  resetCsrfToken();
});

describe('JoinSupportGroup', () => {
  it('asks first, then shows MSG_SUPPORT_WRC_DONE and reloads the page after 3 s', async () => {
    const api = stubApi({ [JOIN]: json(200, { Message: 'MSG_SUPPORT_WRC_DONE' }) });
    const { user } = renderWithProviders(<JoinSupportGroup />);
    await user.click(screen.getByRole('button', { name: 'Chiedi di entrare nel gruppo' }));
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    expect(api.callsTo(JOIN)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Chiedi di entrare nel gruppo' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText("Richiesta inviata all'assistenza.")).toBeTruthy();
    expect(api.callsTo(JOIN)).toHaveLength(1);
    vi.advanceTimersByTime(JOIN_RELOAD_DELAY_MS - 100);
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('shows the Message the server sends, when it sends one', async () => {
    stubApi({ [JOIN]: json(200, { Message: 'Richiesta SR-000321 registrata.' }) });
    const { user } = renderWithProviders(<JoinSupportGroup />);
    await user.click(screen.getByRole('button', { name: 'Chiedi di entrare nel gruppo' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect((await screen.findByRole('status')).textContent).toBe('Richiesta SR-000321 registrata.');
  });

  it('without a Message in the answer, says MSG_SUPPORT_WRC_DONE', async () => {
    stubApi({ [JOIN]: json(200, {}) });
    const { user } = renderWithProviders(<JoinSupportGroup />);
    await user.click(screen.getByRole('button', { name: 'Chiedi di entrare nel gruppo' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    expect((await screen.findByRole('status')).textContent).toBe("Richiesta inviata all'assistenza.");
  });

  it('a failed request is the ERROR_HTTP_TOKEN alert dialog; nothing reloads and the button stays', async () => {
    stubApi({ [JOIN]: apiError(503, 110, 'ERROR_SERVICE_UNAVAILABLE') });
    const { user } = renderWithProviders(<JoinSupportGroup />);
    await user.click(screen.getByRole('button', { name: 'Chiedi di entrare nel gruppo' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avviso' });
    expect(
      within(dialog).getByText('Errore durante la richiesta al servizio. Riprova più tardi.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Chiedi di entrare nel gruppo' })).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('an earlier request still open is said as such, in the same alert dialog', async () => {
    stubApi({ [JOIN]: apiError(409, 450, 'ERROR_SUPPORT_WRC_PENDING') });
    const { user } = renderWithProviders(<JoinSupportGroup />);
    await user.click(screen.getByRole('button', { name: 'Chiedi di entrare nel gruppo' }));
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avviso' });
    expect(
      within(dialog).getByText(
        'Hai già chiesto di entrare nel gruppo di assistenza: la richiesta è in lavorazione.',
      ),
    ).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
