import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  const onTranscriptSaved = vi.fn();
  const view = renderWithProviders(
    <ChatEntry sessionKey="mario" onOpenTicket={onOpenTicket} onTranscriptSaved={onTranscriptSaved} />,
  );
  return { ...view, onOpenTicket, onTranscriptSaved };
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
    expect(within(chat).getByText(/^Riapre giovedì 03\/06\/2027 alle \d\d:00\.$/)).toBeTruthy();
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

  it('starts a chat with a file alone, the file in base64', async () => {
    const api = stubApi({
      [AVAILABILITY]: OPEN,
      [MINE]: [json(200, []), json(200, [chatSummary()])],
      [START]: json(200, chatConversation()),
      'GET /api/Chat/Conversations/7': json(200, chatConversation()),
    });
    const { user } = renderEntry();
    const chat = await screen.findByRole('region', { name: "Chat con l'assistenza" });
    await within(chat).findByRole('button', { name: 'Allega un file' });
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(picker, new File(['riga 1\n'], 'errore.log', { type: 'text/plain' }));
    await user.click(within(chat).getByRole('button', { name: 'Avvia la chat' }));
    await waitFor(() =>
      expect(api.callsTo(START)[0]?.body).toEqual({
        Body: '',
        Attachment: { FileName: 'errore.log', Content: btoa('riga 1\n') },
      }),
    );
  });

  describe('the end of a conversation', () => {
    const ACTIVE = {
      State: 'active' as const,
      OperatorId: 'op',
      OperatorName: 'Olga Operatrice',
      QueuePosition: null,
    };
    const CLOSED = { ...ACTIVE, State: 'closed' as const, TicketNumber: 'SR-000321' };

    it('ended by the customer: says where the transcript is and has the tickets read again', async () => {
      const api = stubApi({
        [AVAILABILITY]: OPEN,
        [MINE]: [json(200, [chatSummary(ACTIVE)]), json(200, [chatSummary(CLOSED)])],
        'GET /api/Chat/Conversations/7': json(200, chatConversation(ACTIVE)),
        'POST /api/Chat/Conversations/7/Close': json(200, chatConversation(CLOSED)),
      });
      const { user, onTranscriptSaved } = renderEntry();
      await user.click(await screen.findByRole('button', { name: 'Termina la chat' }));
      await user.click(await screen.findByRole('button', { name: 'Conferma' }));
      expect(await screen.findByText(/salvata tra le tue segnalazioni come SR-000321/)).toBeTruthy();
      expect(api.callsTo('POST /api/Chat/Conversations/7/Close')).toHaveLength(1);
      expect(onTranscriptSaved).toHaveBeenCalled();
    });

    it('ended by the operator while the page is open: the tickets are read again too', async () => {
      stubApi({
        [AVAILABILITY]: OPEN,
        [MINE]: json(200, [chatSummary(ACTIVE)]),
        'GET /api/Chat/Conversations/7': json(200, chatConversation(CLOSED)),
      });
      const { onTranscriptSaved } = renderEntry();
      expect(await screen.findByText(/salvata tra le tue segnalazioni come SR-000321/)).toBeTruthy();
      await waitFor(() => expect(onTranscriptSaved).toHaveBeenCalledOnce());
    });
  });

  describe('a file in a conversation under way', () => {
    const ACTIVE = {
      State: 'active' as const,
      OperatorId: 'op',
      OperatorName: 'Olga Operatrice',
      QueuePosition: null,
    };
    const SEND = 'POST /api/Chat/Conversations/7/Messages';
    const offer = {
      Id: 2,
      FromStaff: true,
      AuthorName: 'Olga Operatrice',
      Body: '',
      Attachment: { Id: 5, FileName: 'offerta.pdf', ContentType: 'application/pdf', Size: 120 * 1024 },
      CreatedAt: '2027-03-03T09:01:00.000Z',
    };
    const underWay = (routes: Parameters<typeof stubApi>[0] = {}) =>
      stubApi({
        [AVAILABILITY]: OPEN,
        [MINE]: json(200, [chatSummary(ACTIVE)]),
        'GET /api/Chat/Conversations/7': json(200, chatConversation(ACTIVE)),
        ...routes,
      });
    const picker = () => document.querySelector('input[type=file]') as HTMLInputElement;

    it('sends the words and the chosen file together, the file in base64', async () => {
      const api = underWay({ [SEND]: json(200, { ...offer, FromStaff: false, Id: 3 }) });
      const { user } = renderEntry();
      const chat = await screen.findByRole('region', { name: "Chat con l'assistenza" });
      await within(chat).findByRole('button', { name: 'Allega un file' });
      await user.upload(picker(), new File(['riga 1\n'], 'errore.log', { type: 'text/plain' }));
      // Shown before it goes, and it can be taken back.
      expect(within(chat).getByRole('button', { name: 'Rimuovi il file errore.log' })).toBeTruthy();
      await user.type(within(chat).getByRole('textbox', { name: 'Messaggio' }), 'Ecco il registro.');
      await user.click(within(chat).getByRole('button', { name: 'Invia' }));
      await waitFor(() =>
        expect(api.callsTo(SEND)[0]?.body).toEqual({
          Body: 'Ecco il registro.',
          Attachment: { FileName: 'errore.log', Content: btoa('riga 1\n') },
        }),
      );
      await waitFor(() =>
        expect(within(chat).queryByRole('button', { name: 'Rimuovi il file errore.log' })).toBeNull(),
      );
    });

    it('refuses a file of another type next to the field, and sends nothing', async () => {
      const api = underWay();
      renderEntry();
      const chat = await screen.findByRole('region', { name: "Chat con l'assistenza" });
      await within(chat).findByRole('button', { name: 'Allega un file' });
      // As a user who picks "all files" in the dialog: the input's accept list is only a hint.
      const anyFile = userEvent.setup({ applyAccept: false });
      await anyFile.upload(picker(), new File(['MZ'], 'programma.exe', { type: 'application/octet-stream' }));
      expect(await within(chat).findByText(/^Tipo di file non ammesso/)).toBeTruthy();
      expect(within(chat).queryByRole('button', { name: /^Rimuovi il file/ })).toBeNull();
      expect(api.callsTo(SEND)).toEqual([]);
    });

    it('shows the server’s refusal of the file next to the field, and keeps the file', async () => {
      underWay({ [SEND]: apiError(400, 402, 'ERROR_ATTACHMENT_INVALID') });
      const { user } = renderEntry();
      const chat = await screen.findByRole('region', { name: "Chat con l'assistenza" });
      await within(chat).findByRole('button', { name: 'Allega un file' });
      await user.upload(picker(), new File(['PK'], 'archivio.zip', { type: 'application/zip' }));
      await user.click(within(chat).getByRole('button', { name: 'Invia' }));
      expect(await within(chat).findByText('Allegato non leggibile.')).toBeTruthy();
      expect(within(chat).getByRole('textbox', { name: 'Messaggio' }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(within(chat).getByRole('button', { name: 'Rimuovi il file archivio.zip' })).toBeTruthy();
    });

    it('shows a file received as a link to download it, with its size', async () => {
      underWay({
        'GET /api/Chat/Conversations/7': json(
          200,
          chatConversation({ ...ACTIVE, Messages: [...chatConversation().Messages, offer] }),
        ),
      });
      renderEntry();
      const chat = await screen.findByRole('region', { name: "Chat con l'assistenza" });
      const link = await within(chat).findByRole('link', { name: 'offerta.pdf · 120 KB' });
      expect(link.getAttribute('href')).toBe('/api/Chat/Conversations/7/Attachments/5');
      expect(link.getAttribute('download')).toBe('offerta.pdf');
    });
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
