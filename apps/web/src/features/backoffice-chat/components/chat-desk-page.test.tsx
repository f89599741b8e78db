import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { chatConversation, chatSummary } from '../../../testing/chat-fixtures';
import { ChatDeskPage } from './chat-desk-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const ME = '11111111-1111-4111-8111-111111111111';
const COLLEAGUE = '22222222-2222-4222-8222-222222222222';
const queue = (conversations: object[], meAway = false) =>
  json(200, {
    Conversations: conversations,
    OperatorsOnline: [
      { Id: ME, Name: 'Olga Operatrice', Away: meAway },
      { Id: COLLEAGUE, Name: 'Aldo Admin', Away: false },
    ],
    Me: ME,
  });
const SETTINGS = json(200, { Plans: ['premium'], Products: [] });

const renderDesk = (route: string = paths.backoffice.chat) =>
  renderPage(<ChatDeskPage />, route, paths.backoffice.chat);

describe('ChatDeskPage', { timeout: 20_000 }, () => {
  it('lists the conversations with who is online, and an empty desk says so', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Helpdesk/Chat/Conversations': queue([]),
      'GET /api/Helpdesk/Chat/Settings': SETTINGS,
    });
    const { queryClient } = renderDesk();
    expect(await screen.findByText('Nessuna conversazione in attesa o in corso.')).toBeTruthy();
    expect(screen.getByText('Operatori in chat: Olga Operatrice, Aldo Admin')).toBeTruthy();
    await permissionsLoaded(queryClient);
    // Who may chat is the admins' to change: an operator reads it.
    const settings = screen.getByRole('region', { name: 'Chi può usare la chat' });
    expect(within(settings).queryByRole('button', { name: 'Salva' })).toBeNull();
  });

  it('takes a waiting conversation, then writes in it and hands it over to a colleague online', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Helpdesk/Chat/Conversations': [
        queue([chatSummary()]),
        queue([chatSummary({ State: 'active' as const, OperatorId: ME, OperatorName: 'Olga Operatrice' })]),
      ],
      'GET /api/Helpdesk/Chat/Settings': SETTINGS,
      'GET /api/Chat/Conversations/7': [
        json(200, chatConversation()),
        json(
          200,
          chatConversation({ State: 'active' as const, OperatorId: ME, OperatorName: 'Olga Operatrice' }),
        ),
      ],
      'POST /api/Helpdesk/Chat/Conversations/7/Accept': json(
        200,
        chatConversation({ State: 'active' as const, OperatorId: ME, OperatorName: 'Olga Operatrice' }),
      ),
      'POST /api/Chat/Conversations/7/Messages': json(200, {
        Id: 2,
        FromStaff: true,
        AuthorName: 'Olga Operatrice',
        Body: 'Controlli il codice tributo.',
        Attachment: null,
        CreatedAt: '2027-03-03T09:01:00.000Z',
      }),
      'POST /api/Helpdesk/Chat/Conversations/7/Transfer': json(
        200,
        chatConversation({ State: 'active' as const, OperatorId: COLLEAGUE, OperatorName: 'Aldo Admin' }),
      ),
    });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: /Mario Rossi · Rossi Impianti/ }));
    const desk = screen.getByRole('region', { name: 'Conversazione' });
    expect(await within(desk).findByText('Il modello F24 non si genera.')).toBeTruthy();
    // Nobody has it yet: there is nothing to write in.
    expect(within(desk).queryByRole('textbox', { name: 'Messaggio' })).toBeNull();
    await user.click(within(desk).getByRole('button', { name: 'Prendi in carico' }));
    expect(api.callsTo('POST /api/Helpdesk/Chat/Conversations/7/Accept')).toHaveLength(1);

    const field = await within(desk).findByRole('textbox', { name: 'Messaggio' });
    await user.type(field, 'Controlli il codice tributo.{Enter}');
    await waitFor(() =>
      expect(api.callsTo('POST /api/Chat/Conversations/7/Messages')[0]?.body).toEqual({
        Body: 'Controlli il codice tributo.',
      }),
    );

    await user.click(within(desk).getByLabelText('Passa a', { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: 'Aldo Admin' }));
    await user.type(
      within(desk).getByRole('textbox', { name: 'Nota per il collega' }),
      'Ha già il codice tributo.',
    );
    await user.click(within(desk).getByRole('button', { name: 'Passa la chat' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/Helpdesk/Chat/Conversations/7/Transfer')[0]?.body).toEqual({
        OperatorId: COLLEAGUE,
        Note: 'Ha già il codice tributo.',
      }),
    );
  });

  it('sends a file alone, and links the customer’s file to download it', async () => {
    const mineActive = { State: 'active' as const, OperatorId: ME, OperatorName: 'Olga Operatrice' };
    const screenshot = {
      Id: 2,
      FromStaff: false,
      AuthorName: 'Mario Rossi',
      Body: 'Ecco la schermata.',
      Attachment: { Id: 9, FileName: 'errore.png', ContentType: 'image/png', Size: 300 },
      CreatedAt: '2027-03-03T09:01:00.000Z',
    };
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Helpdesk/Chat/Conversations': queue([chatSummary(mineActive)]),
      'GET /api/Helpdesk/Chat/Settings': SETTINGS,
      'GET /api/Chat/Conversations/7': json(
        200,
        chatConversation({ ...mineActive, Messages: [...chatConversation().Messages, screenshot] }),
      ),
      'POST /api/Chat/Conversations/7/Messages': json(200, {
        Id: 3,
        FromStaff: true,
        AuthorName: 'Olga Operatrice',
        Body: '',
        Attachment: { Id: 10, FileName: 'guida.pdf', ContentType: 'application/pdf', Size: 2048 },
        CreatedAt: '2027-03-03T09:02:00.000Z',
      }),
    });
    const { user } = renderDesk(`${paths.backoffice.chat}?c=7`);
    const desk = await screen.findByRole('region', { name: 'Conversazione' });
    // Under 1 KB still reads as 1 KB: no file reads as empty.
    const link = await within(desk).findByRole('link', { name: 'errore.png · 1 KB' });
    expect(link.getAttribute('href')).toBe('/api/Chat/Conversations/7/Attachments/9');

    await user.upload(
      document.querySelector('input[type=file]') as HTMLInputElement,
      new File(['%PDF'], 'guida.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(desk).getByRole('button', { name: 'Invia' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/Chat/Conversations/7/Messages')[0]?.body).toEqual({
        Body: '',
        Attachment: { FileName: 'guida.pdf', Content: btoa('%PDF') },
      }),
    );
  });

  it('shows the colleague’s note to whoever a chat was handed to', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Helpdesk/Chat/Conversations': queue([
        chatSummary({ State: 'active' as const, OperatorId: ME, OperatorName: 'Olga Operatrice' }),
      ]),
      'GET /api/Helpdesk/Chat/Settings': SETTINGS,
      'GET /api/Chat/Conversations/7': json(
        200,
        chatConversation({
          State: 'active' as const,
          OperatorId: ME,
          OperatorName: 'Olga Operatrice',
          Handover: { From: 'Aldo Admin', Note: 'Ha già il codice tributo.' },
        }),
      ),
    });
    const { user } = renderDesk();
    await user.click(await screen.findByRole('button', { name: /Mario Rossi · Rossi Impianti/ }));
    const desk = screen.getByRole('region', { name: 'Conversazione' });
    expect(await within(desk).findByText('Passata da Aldo Admin')).toBeTruthy();
    expect(within(desk).getByText('Ha già il codice tributo.')).toBeTruthy();
  });

  it('lets the operator step away from the chat and back, and says who is away', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Helpdesk/Chat/Conversations': [queue([]), queue([], true)],
      'GET /api/Helpdesk/Chat/Settings': SETTINGS,
      'POST /api/Helpdesk/Chat/Away': json(200, { Away: true }),
    });
    const { user } = renderDesk();
    const away = await screen.findByRole('switch', { name: /^Assente/ });
    expect((away as HTMLInputElement).checked).toBe(false);
    await user.click(away);
    await waitFor(() => expect(api.callsTo('POST /api/Helpdesk/Chat/Away')[0]?.body).toEqual({ Away: true }));
    expect(await screen.findByText('Operatori in chat: Olga Operatrice (assente), Aldo Admin')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: /^Assente/ }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('tells an operator who was too late that the conversation was taken', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Helpdesk/Chat/Conversations': queue([chatSummary()]),
      'GET /api/Helpdesk/Chat/Settings': SETTINGS,
      'GET /api/Chat/Conversations/7': json(200, chatConversation()),
      'POST /api/Helpdesk/Chat/Conversations/7/Accept': apiError(409, 716, 'ERROR_CHAT_STATE'),
    });
    const { user } = renderDesk(`${paths.backoffice.chat}?c=7`);
    const desk = await screen.findByRole('region', { name: 'Conversazione' });
    await user.click(await within(desk).findByRole('button', { name: 'Prendi in carico' }));
    expect(
      await within(desk).findByText('La conversazione è già stata presa in carico o chiusa.'),
    ).toBeTruthy();
  });

  it('a viewer reads the desk but cannot take a conversation', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      'GET /api/Helpdesk/Chat/Conversations': queue([chatSummary()]),
      'GET /api/Helpdesk/Chat/Settings': SETTINGS,
      'GET /api/Chat/Conversations/7': json(200, chatConversation()),
    });
    const { queryClient } = renderDesk(`${paths.backoffice.chat}?c=7`);
    const desk = await screen.findByRole('region', { name: 'Conversazione' });
    expect(await within(desk).findByText('Il modello F24 non si genera.')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(within(desk).queryByRole('button', { name: 'Prendi in carico' })).toBeNull();
  });
});
