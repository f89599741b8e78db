import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { resetCsrfToken } from '../../lib/api-client';
import { json, sessionOf, stubApi } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render';
import { HomeRoute } from './home-route';
import { RequireSession } from './require-session';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
  vi.restoreAllMocks();
});

const TICKETS = 'GET /api/Support/Tickets';
const NEWS = `GET /api/Communication/News/${encodeFilter({ Page: 0, Size: 10 })}`;

const ticketPage = (Subject: string) =>
  json(200, {
    Items: [
      {
        Id: '00000000-0000-4000-8000-000000000001',
        TicketCode: 'SR-000001',
        Code: '',
        Type: 'ticket',
        Subject,
        Product: 'accounting',
        State: 'open',
        Author: 'Mario Rossi',
        Handler: '',
        CreatedAt: '2026-03-02T09:00:00.000Z',
        UpdatedAt: '2026-03-02T09:00:00.000Z',
      },
    ],
    Total: 1,
    Page: 0,
    Size: 3,
    PageCount: 0,
  });
/** The card asks for the open items, then for those in progress (the stub ignores the query). */
const openThenNone = (Subject: string) => [
  ticketPage(Subject),
  json(200, { Items: [], Total: 0, Page: 0, Size: 3, PageCount: 0 }),
];
const newsPage = (Title: string) =>
  json(200, {
    Total: 1,
    PageCount: 0,
    Unread: 1,
    Items: [
      {
        Type: 14,
        ComunicationId: 7,
        Read: false,
        NewsFiscale: {
          Id: 7,
          Type: 14,
          Title,
          Summary: '',
          Body: '',
          PublishFrom: null,
          PublishTo: null,
          IsPopup: false,
          Details: {},
          CreatedAt: '2026-03-01T09:00:00.000Z',
          UpdatedAt: '2026-03-01T09:00:00.000Z',
        },
      },
    ],
  });

function renderHome(Role: 'company_admin' | 'operator', answers: Parameters<typeof stubApi>[0]) {
  const session = sessionOf();
  const api = stubApi({
    'GET /api/Auth/session': json(200, { ...session, User: { ...session.User, Role } }),
    // No appointment: the reservations card says so, quietly.
    'GET /api/App/Reservations/Appointments': json(200, []),
    // No paid-service request yet: the card leads to the catalogue.
    'GET /api/App/PayServices/Requests': json(200, []),
    // No IBAN yet: a company admin's card says it is not set.
    'GET /api/App/Iban': json(200, {
      Current: null,
      History: [],
      Mandate: { Version: '2026-11', CreditorName: 'Sportello S.r.l.', CreditorId: 'IT91ZZZ01234567897' },
    }),
    ...answers,
  });
  const view = renderWithProviders(
    <Routes>
      <Route element={<RequireSession />}>
        <Route path={paths.home} element={<HomeRoute />} />
      </Route>
    </Routes>,
    { route: paths.home },
  );
  return { ...view, api };
}

describe('the home page’s cards (decision 030)', { timeout: 15_000 }, () => {
  it('shows a customer their requests and news, before who is signed in', async () => {
    renderHome('company_admin', {
      [TICKETS]: openThenNone('Cedolini non visibili'),
      [NEWS]: newsPage('Scadenze IVA'),
    });
    const requests = await screen.findByRole('region', { name: 'Richieste in corso' });
    expect(await within(requests).findByText('Cedolini non visibili')).toBeTruthy();
    const news = screen.getByRole('region', { name: 'Da leggere' });
    expect(await within(news).findByText('Scadenze IVA')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Back office' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Le mie prossime attività' })).toBeNull();
    const reservations = screen.getByRole('region', { name: 'Prossimo appuntamento' });
    expect(await within(reservations).findByText('Nessun appuntamento in programma.')).toBeTruthy();
    // A company admin's: whether the company's IBAN for direct debit is set.
    const iban = screen.getByRole('region', { name: "IBAN per l'addebito diretto" });
    expect(await within(iban).findByText('Non impostato')).toBeTruthy();
    const user = screen.getByRole('region', { name: 'Utente' });
    expect(requests.compareDocumentPosition(user) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chiedi di entrare nel gruppo' })).toBeTruthy();
  });

  it('leaves out the cards of the areas a customer is denied (decision 066)', async () => {
    const { api } = renderHome('company_admin', {
      'GET /api/App/capabilities': json(200, { Areas: ['knowledge-base', 'ivr'] }),
      [NEWS]: newsPage('Scadenze IVA'),
    });
    const news = await screen.findByRole('region', { name: 'Da leggere' });
    expect(await within(news).findByText('Scadenze IVA')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Richieste in corso' })).toBeNull();
    expect(screen.queryByRole('region', { name: "Chat con l'assistenza" })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chiedi di entrare nel gruppo' })).toBeNull();
    // Nothing of the denied areas is asked for either.
    expect(api.callsTo(TICKETS)).toEqual([]);
    expect(api.callsTo('GET /api/Chat/Availability')).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Prossimo appuntamento' })).toBeNull();
    expect(api.callsTo('GET /api/App/Reservations/Appointments')).toEqual([]);
  });

  it('shows the vendor’s staff the way into the back office, nothing of the customer area', async () => {
    const { api } = renderHome('operator', {
      [TICKETS]: openThenNone('Errore nel calcolo delle trasferte'),
      'GET /api/App/getactivities': json(200, { Types: [], Activities: [] }),
    });
    const backoffice = await screen.findByRole('region', { name: 'Back office' });
    expect(within(backoffice).getByRole('link', { name: 'Apri il back office' }).getAttribute('href')).toBe(
      paths.backoffice.root,
    );
    // Their tickets are worked in the back office: no customer's requests card leading to the
    // customers' support area (nor a plan of their own there), no news.
    expect(screen.queryByRole('region', { name: 'Richieste in corso' })).toBeNull();
    expect(api.callsTo(TICKETS)).toEqual([]);
    expect(api.callsTo('GET /api/Support/Plan')).toEqual([]);
    expect(screen.queryByRole('link', { name: /Vai all'assistenza|Tutte le richieste/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Da leggere' })).toBeNull();
    // Their own upcoming activities (the CRM's), which customers never get.
    const activities = screen.getByRole('region', { name: 'Le mie prossime attività' });
    expect(
      await within(activities).findByText('Nessuna attività in programma nei prossimi 30 giorni.'),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/App/getactivities')).toHaveLength(1);
    // The support-group offer is for customers: the staff are the support.
    expect(screen.queryByRole('button', { name: 'Chiedi di entrare nel gruppo' })).toBeNull();
  });

  it('shows a customer the chat when it is offered to them: open now, or when it opens', async () => {
    renderHome('company_admin', {
      [TICKETS]: openThenNone('Cedolini non visibili'),
      [NEWS]: newsPage('Scadenze IVA'),
      'GET /api/Chat/Availability': json(200, { Open: true, Reason: null, Holiday: null, NextOpening: null }),
      'GET /api/Chat/Conversations': json(200, []),
    });
    const chat = await screen.findByRole('region', { name: "Chat con l'assistenza" });
    expect(within(chat).getByText('Un operatore è disponibile ora in chat.')).toBeTruthy();
    expect(within(chat).getByRole('link', { name: "Vai all'assistenza" }).getAttribute('href')).toBe(
      paths.support.tickets,
    );
  });

  it('shows no chat card to a customer whose plan the chat is not for', async () => {
    const { api } = renderHome('company_admin', {
      [TICKETS]: openThenNone('Cedolini non visibili'),
      [NEWS]: newsPage('Scadenze IVA'),
      'GET /api/Chat/Availability': json(200, {
        Open: false,
        Reason: 'plan',
        Holiday: null,
        NextOpening: null,
      }),
      'GET /api/Chat/Conversations': json(200, []),
    });
    expect(await screen.findByRole('region', { name: 'Da leggere' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/Chat/Conversations')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: "Chat con l'assistenza" })).toBeNull();
  });

  it('keeps the other cards when one call fails', async () => {
    renderHome('company_admin', {
      [TICKETS]: json(500, { ErrorCode: 1, ErrorMessage: 'ERROR_GENERIC', Message: 'Errore del server' }),
      [NEWS]: newsPage('Scadenze IVA'),
    });
    const requests = await screen.findByRole('region', { name: 'Richieste in corso' });
    expect(await within(requests).findByRole('button', { name: 'Riprova' })).toBeTruthy();
    const news = screen.getByRole('region', { name: 'Da leggere' });
    expect(await within(news).findByText('Scadenze IVA')).toBeTruthy();
  });

  it('keeps the page when a card fails to render', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // An answer of an unexpected shape: the news card cannot render it.
    renderHome('company_admin', {
      [TICKETS]: openThenNone('Cedolini non visibili'),
      [NEWS]: json(200, { Total: 1, PageCount: 0, Unread: 1, Items: null }),
    });
    const requests = await screen.findByRole('region', { name: 'Richieste in corso' });
    expect(await within(requests).findByText('Cedolini non visibili')).toBeTruthy();
    expect(await screen.findByText('Errore')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Da leggere' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Ciao, Mario Rossi' })).toBeTruthy();
  });
});
