import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/render';
import { PopupBanner } from './popup-banner';

const MESSAGES = [
  { Id: 7, Title: 'Primo avviso', Body: 'Testo uno', ValidFrom: '2026-01-01T00:00:00.000Z', ValidTo: null },
  { Id: 9, Title: 'Secondo avviso', Body: 'Testo due', ValidFrom: '2026-01-01T00:00:00.000Z', ValidTo: null },
];
const state = (s = {}) => ({ Minimized: false, Closed: false, ViewedMessages: [], ...s });
const answer = (s = {}) => json(200, { Messages: MESSAGES, State: state(s) });

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const SLIDE = 800;
const renderBanner = () =>
  renderWithProviders(<PopupBanner sessionKey="k" delay={{ minMs: 0, maxMs: 0 }} slideMs={SLIDE} />);
const region = () => screen.findByRole('region', { name: /^Messaggi/ });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PopupBanner', () => {
  it('slides between the messages, and pauses while the pointer is on it', async () => {
    stubApi({ 'GET /api/App/PopUpMessages': answer() });
    renderBanner();
    const banner = await region();
    expect(within(banner).getByText(/Primo avviso|Secondo avviso/)).toBeTruthy();
    expect(await within(banner).findByText('Secondo avviso', {}, { timeout: 3000 })).toBeTruthy();

    fireEvent.mouseEnter(banner);
    await pause(SLIDE * 2.5);
    expect(within(banner).getByText('Secondo avviso')).toBeTruthy();
    fireEvent.mouseLeave(banner);
    expect(await within(banner).findByText('Primo avviso', {}, { timeout: 3000 })).toBeTruthy();
  }, 15_000);

  it('minimize pauses the slider and tells the server; maximize resumes it', async () => {
    const api = stubApi({
      'GET /api/App/PopUpMessages': answer(),
      'POST /api/App/PopUpMessagesSessionMinimized': (call) =>
        json(200, state({ Minimized: (call.body as { Minimized: boolean }).Minimized, ViewedMessages: [7] })),
    });
    const { user } = renderBanner();
    const banner = await region();
    // Stop on the first message before minimizing, whatever the slider did meanwhile.
    fireEvent.mouseEnter(banner);
    if (!within(banner).queryByText('Primo avviso'))
      await user.click(within(banner).getByRole('button', { name: 'Messaggio precedente' }));
    await user.click(within(banner).getByRole('button', { name: 'Riduci i messaggi' }));
    fireEvent.mouseLeave(banner);
    expect(within(banner).queryByText('Primo avviso')).toBeNull();
    await waitFor(() => expect(api.callsTo('POST /api/App/PopUpMessagesSessionMinimized')).toHaveLength(1));
    expect(api.callsTo('POST /api/App/PopUpMessagesSessionMinimized')[0]?.body).toMatchObject({
      Minimized: true,
      ViewedMessages: expect.arrayContaining([7]),
    });
    await pause(SLIDE * 2.5);
    await user.click(within(banner).getByRole('button', { name: 'Espandi i messaggi' }));
    // Still the message it was minimized on: the slider did not move meanwhile.
    expect(within(banner).getByText('Primo avviso')).toBeTruthy();
    expect(api.callsTo('POST /api/App/PopUpMessagesSessionMinimized')[1]?.body).toMatchObject({
      Minimized: false,
    });
    // Pointer and focus leave the banner (they pause it too), and the slider moves again.
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.mouseLeave(banner);
    expect(await within(banner).findByText('Secondo avviso', {}, { timeout: 3000 })).toBeTruthy();
  }, 15_000);

  it('starts minimized when the session says so, and shows nothing once closed', {
    timeout: 15_000,
  }, async () => {
    stubApi({ 'GET /api/App/PopUpMessages': answer({ Minimized: true }) });
    const first = renderBanner();
    const banner = await region();
    expect(within(banner).getByRole('button', { name: 'Espandi i messaggi' })).toBeTruthy();
    expect(within(banner).queryByText('Primo avviso')).toBeNull();
    first.unmount();

    stubApi({ 'GET /api/App/PopUpMessages': answer({ Closed: true }) });
    const second = renderBanner();
    // Only once the answer is in does "nothing shown" mean "closed" rather than "not loaded yet".
    await waitFor(() => expect(second.queryClient.getQueryState(['popups', 'k'])?.status).toBe('success'));
    await pause(100);
    expect(screen.queryByRole('region', { name: /^Messaggi/ })).toBeNull();
  });

  it('waits as long as the current page asks: a page with its own delay takes over until it appears', {
    timeout: 15_000,
  }, async () => {
    stubApi({ 'GET /api/App/PopUpMessages': answer() });
    const page = (minMs: number, maxMs: number) => (
      <PopupBanner sessionKey="k" delay={{ minMs, maxMs }} slideMs={SLIDE} />
    );
    const { rerender, queryClient } = renderWithProviders(page(60_000, 60_000));
    await waitFor(() => expect(queryClient.getQueryState(['popups', 'k'])?.status).toBe('success'));
    await pause(300);
    // Loaded, but this page wants a minute first.
    expect(screen.queryByRole('region', { name: /^Messaggi/ })).toBeNull();
    // The next page has no wait: the banner follows it.
    rerender(page(0, 0));
    expect(await region()).toBeTruthy();
    // Once shown, a slower page does not hide it again.
    rerender(page(60_000, 60_000));
    await pause(100);
    expect(screen.getByRole('region', { name: /^Messaggi/ })).toBeTruthy();
  });

  it('closes only after the confirmation', { timeout: 15_000 }, async () => {
    const api = stubApi({
      'GET /api/App/PopUpMessages': answer(),
      'POST /api/App/PopUpMessagesSessionClose': json(200, state({ Closed: true })),
    });
    const { user } = renderBanner();
    const banner = await region();
    await user.click(within(banner).getByRole('button', { name: 'Chiudi i messaggi' }));
    let dialog = await screen.findByRole('dialog', { name: 'Chiudi i messaggi' });
    expect(dialog.textContent).toContain('Vuoi chiudere i messaggi?');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.getByRole('region', { name: /^Messaggi/ })).toBeTruthy();
    expect(api.callsTo('POST /api/App/PopUpMessagesSessionClose')).toHaveLength(0);

    await user.click(within(banner).getByRole('button', { name: 'Chiudi i messaggi' }));
    dialog = await screen.findByRole('dialog', { name: 'Chiudi i messaggi' });
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Messaggi/ })).toBeNull());
    expect(api.callsTo('POST /api/App/PopUpMessagesSessionClose')).toHaveLength(1);
  });

  it('shows the popup news of the user after the messages, in the same slider and state', {
    timeout: 15_000,
  }, async () => {
    const news = {
      Type: 15,
      ComunicationId: 31,
      Read: false,
      Alert: {
        Id: 31,
        Type: 15,
        Title: 'Avviso fiscale',
        Summary: 'Scadenza anticipata',
        Body: '<p>Dettagli</p>',
        PublishFrom: null,
        PublishTo: null,
        IsPopup: true,
        Details: { Severity: 'warning' },
        CreatedAt: '2026-01-01T00:00:00.000Z',
        UpdatedAt: '2026-01-01T00:00:00.000Z',
      },
    };
    const api = stubApi({
      'GET /api/App/PopUpMessages': answer(),
      'GET /api/Communication/PopUp/News': json(200, { Items: [news] }),
      'POST /api/App/PopUpMessagesSessionMinimized': (call) =>
        json(200, state({ Minimized: (call.body as { Minimized: boolean }).Minimized })),
    });
    const { user } = renderBanner();
    const banner = await region();
    fireEvent.mouseEnter(banner);
    await within(banner).findByText(/di 3$/);
    // Whichever slide the slider stopped on, the news item comes after the two messages: third of three.
    for (let i = 0; i < 3 && !within(banner).queryByText('Avviso fiscale'); i++)
      await user.click(within(banner).getByRole('button', { name: 'Messaggio successivo' }));
    expect(within(banner).getByText(/Messaggio 3 di 3$/)).toBeTruthy();
    expect(within(banner).getByText('Avviso fiscale')).toBeTruthy();
    expect(within(banner).getByText('Scadenza anticipata')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Leggi la notizia' }).getAttribute('href')).toBe(
      '/news/31',
    );

    // Minimizing hides it like the messages; only messages count as viewed in the session.
    await user.click(within(banner).getByRole('button', { name: 'Riduci i messaggi' }));
    expect(within(banner).queryByText('Avviso fiscale')).toBeNull();
    await waitFor(() => expect(api.callsTo('POST /api/App/PopUpMessagesSessionMinimized')).toHaveLength(1));
    expect(api.callsTo('POST /api/App/PopUpMessagesSessionMinimized')[0]?.body).toMatchObject({
      Minimized: true,
      ViewedMessages: expect.not.arrayContaining([31]),
    });
  });
});
