import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { chatConversation, chatSummary } from '../../../testing/chat-fixtures';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { ChatEntry } from './chat-entry';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const AVAILABILITY = 'GET /api/Chat/Availability';
const MINE = 'GET /api/Chat/Conversations';
const START = 'POST /api/Chat/Conversations';

const closed = (Reason: string, NextOpening: string | null = null) =>
  json(200, { Open: false, Reason, Holiday: Reason === 'holiday' ? 'republic' : null, NextOpening });
const OPEN = json(200, { Open: true, Reason: null, Holiday: null, NextOpening: null });

function renderEntry() {
  const onOpenTicket = vi.fn();
  const view = renderWithProviders(<ChatEntry sessionKey="mario" onOpenTicket={onOpenTicket} />);
  return { ...view, onOpenTicket };
}

describe('ChatEntry', () => {
  it('shows nothing to someone whose plan the chat is not for', async () => {
    const api = stubApi({ [AVAILABILITY]: closed('plan'), [MINE]: json(200, []) });
    renderEntry();
    await waitFor(() => expect(api.callsTo(MINE)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: "Chat con l'assistenza" })).toBeNull();
  });

  it('on a holiday says so, when it opens again, and offers a ticket instead', async () => {
    stubApi({ [AVAILABILITY]: closed('holiday', '2027-06-03T07:00:00.000Z'), [MINE]: json(200, []) });
    const { user, onOpenTicket } = renderEntry();
    const chat = await screen.findByRole('region', { name: "Chat con l'assistenza" });
    expect(within(chat).getByText('Oggi è un giorno festivo: la chat è chiusa.')).toBeTruthy();
    // In the browser's time zone, as every date of the portal.
    // The weekday and the time without seconds, in the browser's zone (whichever the tests run in).
    expect(within(chat).getByText(/^Riapre giovedì 3 giugno alle \d\d:00\.$/)).toBeTruthy();
    expect(within(chat).queryByRole('button', { name: 'Avvia la chat' })).toBeNull();
    await user.click(within(chat).getByRole('button', { name: 'Apri una segnalazione' }));
    expect(onOpenTicket).toHaveBeenCalledOnce();
  });

  it('says when no operator is on the chat', async () => {
    stubApi({ [AVAILABILITY]: closed('offline'), [MINE]: json(200, []) });
    renderEntry();
    expect(await screen.findByText('Nessun operatore è disponibile in chat in questo momento.')).toBeTruthy();
  });

  it('starts a chat with the first message, then shows it waiting for an operator', async () => {
    const api = stubApi({
      [AVAILABILITY]: OPEN,
      [MINE]: [json(200, []), json(200, [chatSummary()])],
      [START]: json(200, chatConversation()),
      'GET /api/Chat/Conversations/7': json(200, chatConversation({ QueuePosition: 3 })),
    });
    const { user } = renderEntry();
    const chat = await screen.findByRole('region', { name: "Chat con l'assistenza" });
    await user.type(
      within(chat).getByRole('textbox', { name: 'La tua domanda' }),
      'Il modello F24 non si genera.',
    );
    await user.click(within(chat).getByRole('button', { name: 'Avvia la chat' }));
    expect(await within(chat).findByText('In attesa di un operatore')).toBeTruthy();
    // Where they are in the operators' queue.
    expect(await within(chat).findByText('Sei il n. 3 in coda.')).toBeTruthy();
    expect(within(chat).getByText('Il modello F24 non si genera.')).toBeTruthy();
    expect(api.callsTo(START)[0]?.body).toEqual({ Body: 'Il modello F24 non si genera.' });
  });

  it('shows a refused message next to the field, in the user’s language', async () => {
    stubApi({
      [AVAILABILITY]: OPEN,
      [MINE]: json(200, []),
      [START]: apiError(429, 715, 'ERROR_CHAT_RATE', 'Too fast'),
    });
    const { user } = renderEntry();
    const chat = await screen.findByRole('region', { name: "Chat con l'assistenza" });
    const field = within(chat).getByRole('textbox', { name: 'La tua domanda' });
    await fill(user, field, 'Ciao');
    await user.click(within(chat).getByRole('button', { name: 'Avvia la chat' }));
    expect(
      await within(chat).findByText('Stai scrivendo troppo in fretta: attendi qualche secondo.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
