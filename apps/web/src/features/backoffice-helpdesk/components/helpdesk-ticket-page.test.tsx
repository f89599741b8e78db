import { encodeFilter } from '@sportello/contracts/common/filters';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { fill } from '../../../testing/fill';
import { detailOf, OPERATORS, TICKET_ID } from '../testing/helpdesk-fixtures';
import { HelpdeskTicketPage } from './helpdesk-ticket-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const DETAIL = `GET /api/Helpdesk/Tickets/Detail/${TICKET_ID}`;
const ASSIGN = `POST /api/Helpdesk/Tickets/${TICKET_ID}/Assign`;
const STATE = `POST /api/Helpdesk/Tickets/${TICKET_ID}/State`;
const ANSWER = `POST /api/Helpdesk/Tickets/${TICKET_ID}/Messages`;
const COMMON = {
  'GET /api/Helpdesk/Operators': json(200, OPERATORS),
};
const renderTicket = () =>
  renderPage(<HelpdeskTicketPage />, `/backoffice/helpdesk/${TICKET_ID}`, paths.backoffice.helpdeskTicket);

// Whole pages with Mantine render slowly on a busy machine.
describe('HelpdeskTicketPage', { timeout: 20_000 }, () => {
  it('shows the requester, the targets and the conversation, internal notes set apart', async () => {
    stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, detailOf({ Breached: true })),
    });
    const { queryClient } = renderTicket();
    expect(await screen.findByRole('heading', { name: 'Cedolini non visibili' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rossi Impianti S.r.l.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'giulia.verdi@rossi-impianti.example' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+39 02 1234567' }).getAttribute('href')).toBe(
      'tel:+39021234567',
    );
    expect(screen.getByText('Scaduta')).toBeTruthy();
    const messages = within(screen.getByRole('list', { name: 'Conversazione' })).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[0]?.hasAttribute('data-internal')).toBe(false);
    expect(messages[1]?.hasAttribute('data-internal')).toBe(true);
    expect(
      within(messages[1] as HTMLElement).getByText('Nota interna – non visibile al cliente'),
    ).toBeTruthy();
    // A viewer reads: no take, no assignment, no state change, no answer.
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Prendi in carico' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambia stato' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Rispondi o annota' })).toBeNull();
  });

  it('copies the ticket’s code, for the operator to paste where it is needed', async () => {
    stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, detailOf({})),
    });
    const { user } = renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Copia il codice' }));
    expect(await navigator.clipboard.readText()).toBe('SR-000123');
    expect((await screen.findByRole('status')).textContent).toBe('Copiato negli appunti.');
  });

  it('shows who is asking: the account and last sign-in, the products, the company’s other open tickets', async () => {
    stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, detailOf()),
      [`GET /api/Helpdesk/Tickets/Context/${TICKET_ID}`]: json(200, {
        Requester: {
          Id: 'u1',
          Name: 'Mario Rossi',
          UserName: 'mario.rossi',
          Email: 'mario.rossi@rossi-impianti.example',
          Enabled: true,
          LastLoginAt: null,
        },
        Company: {
          Id: 3,
          Name: 'Rossi Impianti S.r.l.',
          VatCode: '09876543217',
          Products: ['payroll'],
          Enabled: true,
        },
        OtherOpen: {
          Total: 7,
          Items: [{ Id: 'T2', TicketCode: 'SR-000200', Subject: 'Cedolini', State: 'open' }],
        },
      }),
    });
    renderTicket();
    const context = await screen.findByRole('region', { name: 'Chi chiede' });
    expect(within(context).getByRole('link', { name: 'Mario Rossi' })).toBeTruthy();
    expect(within(context).getByText("Non ha mai effettuato l'accesso")).toBeTruthy();
    expect(within(context).getByText('Paghe')).toBeTruthy();
    expect(within(context).getByText("Altre segnalazioni aperte dell'azienda: 7")).toBeTruthy();
    expect(within(context).getByRole('link', { name: 'SR-000200' })).toBeTruthy();
    expect(
      within(context)
        .getByRole('link', { name: "Tutte quelle dell'azienda nella coda" })
        .getAttribute('href'),
    ).toBe('/backoffice/helpdesk?company=3');
  });

  it('inserts a ready reply into the answer, filled in from the ticket and the operator', async () => {
    const list = `GET /api/MLC/Templates/Filters/${encodeFilter({ Kind: 'reply', Sort: 'Name', Desc: false, Page: 0, Size: 100 })}`;
    stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [list]: json(200, {
        Total: 1,
        PageCount: 1,
        Items: [
          {
            Id: 4,
            Name: 'Riavvio',
            Kind: 'reply',
            SubjectIt: 'Riavvia il servizio',
            SubjectEn: 'Restart the service',
            English: true,
            UpdatedAt: '2026-11-29T08:00:00.000Z',
            UpdatedBy: 'admin',
          },
        ],
      }),
      'GET /api/MLC/Templates/Filters/Detail/4': json(200, {
        TextIt:
          'Gentile {{Recipient.Name}}, per la {{Ticket.Code}} di {{Company.Name}} riavvii il servizio.\n{{Operator.Name}}',
        TextEn: 'Dear {{Recipient.Name}}, please restart.',
      }),
    });
    const { user } = renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Risposte pronte' }));
    expect(await screen.findByRole('menuitem', { name: 'Restart the service (inglese)' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Riavvia il servizio' }));
    const answer = screen.getByRole('textbox', { name: /^Risposta/ }) as HTMLTextAreaElement;
    await waitFor(() =>
      expect(answer.value).toBe(
        'Gentile Giulia Verdi, per la SR-000123 di Rossi Impianti S.r.l. riavvii il servizio.\nMario Rossi',
      ),
    );
  });

  it('tells the ticket’s history in words, a missed target in red', async () => {
    stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('viewer'),
      [DETAIL]: json(200, detailOf()),
      [`GET /api/Helpdesk/Tickets/History/${TICKET_ID}`]: json(200, {
        Events: [
          {
            At: '2026-11-30T08:00:00.000Z',
            Kind: 'opened',
            Actor: 'Mario Rossi',
            State: null,
            Handler: null,
            Target: null,
          },
          {
            At: '2026-11-30T08:30:00.000Z',
            Kind: 'assigned',
            Actor: 'operatore@sportello.demo',
            State: null,
            Handler: 'Olga Operatrice',
            Target: null,
          },
          {
            At: '2026-11-30T09:00:00.000Z',
            Kind: 'target_missed',
            Actor: '',
            State: null,
            Handler: null,
            Target: 'first_response',
          },
        ],
      }),
    });
    renderTicket();
    const history = await screen.findByRole('region', { name: 'Cronologia' });
    expect(within(history).getByText('Aperta')).toBeTruthy();
    expect(within(history).getByText('Assegnata a Olga Operatrice')).toBeTruthy();
    expect(within(history).getByText(/^30\/11\/2026 \d\d:30 · operatore$/)).toBeTruthy();
    expect(within(history).getByText('Scaduto il tempo per la prima risposta')).toBeTruthy();
  });

  it('merges the ticket into another by its code, then opens that one', async () => {
    const MERGE = `POST /api/Helpdesk/Tickets/${TICKET_ID}/Merge`;
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [MERGE]: json(200, detailOf({ Id: 'other-ticket', TicketCode: 'SR-000100' })),
    });
    const { user } = renderTicket();
    await user.click(await screen.findByRole('button', { name: "Unisci a un'altra" }));
    const dialog = await screen.findByRole('dialog', { name: "Unisci a un'altra segnalazione" });
    await user.type(within(dialog).getByRole('textbox', { name: /^Codice della segnalazione/ }), 'SR-000100');
    await user.click(within(dialog).getByRole('button', { name: "Unisci a un'altra" }));
    await waitFor(() => expect(api.callsTo(MERGE)[0]?.body).toEqual({ Into: 'SR-000100' }));
    expect(await screen.findByText('Unita a SR-000100.')).toBeTruthy();
    // The page it led to: the other ticket's, which it reads.
    await waitFor(() =>
      expect(api.callsTo('GET /api/Helpdesk/Tickets/Detail/other-ticket').length).toBeGreaterThan(0),
    );
  });

  it('says so, in Italian, when a ready reply cannot be read', async () => {
    const list = `GET /api/MLC/Templates/Filters/${encodeFilter({ Kind: 'reply', Sort: 'Name', Desc: false, Page: 0, Size: 100 })}`;
    stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [list]: json(200, {
        Total: 1,
        PageCount: 1,
        Items: [
          {
            Id: 4,
            Name: 'Riavvio',
            Kind: 'reply',
            SubjectIt: 'Riavvia il servizio',
            SubjectEn: '',
            English: false,
            UpdatedAt: '2026-11-29T08:00:00.000Z',
            UpdatedBy: 'admin',
          },
        ],
      }),
      'GET /api/MLC/Templates/Filters/Detail/4': apiError(404, 105, 'ERROR_NOT_FOUND', 'Not found'),
    });
    const { user } = renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Risposte pronte' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Riavvia il servizio' }));
    expect(await screen.findByText('La risorsa richiesta non esiste.')).toBeTruthy();
    expect(screen.queryByText(/ERROR_NOT_FOUND/)).toBeNull();
  });

  it('sets how pressing the ticket is', async () => {
    const PRIORITY = `POST /api/Helpdesk/Tickets/${TICKET_ID}/Priority`;
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [PRIORITY]: json(200, detailOf({ Priority: 'urgent' })),
    });
    const { user } = renderTicket();
    await user.click(await screen.findByLabelText('Priorità', { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: 'Urgente' }));
    await waitFor(() => expect(api.callsTo(PRIORITY)[0]?.body).toEqual({ Priority: 'urgent' }));
    expect(await screen.findByText('Priorità: Urgente.')).toBeTruthy();
  });

  it('saves its tags as they change: a known tag by id, a new name to become a tag', async () => {
    const TAGS = `POST /api/Helpdesk/Tickets/${TICKET_ID}/Tags`;
    const billing = { Id: 3, Name: 'Fatturazione', Colour: '#1e88e5' };
    const known = { Id: 5, Name: 'bug noto', Colour: null };
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Tag/Options': json(200, [known, billing]),
      [DETAIL]: json(200, detailOf({ Tags: [billing] })),
      [TAGS]: [
        json(200, detailOf({ Tags: [known, billing] })),
        json(200, detailOf({ Tags: [known, billing, { Id: 9, Name: 'urgente cliente', Colour: null }] })),
      ],
    });
    const { user } = renderTicket();
    // The field's input (its list of choices is named by the same label).
    const field = (await screen.findAllByLabelText(/^Etichette/)).find((el) => el.tagName === 'INPUT')!;
    expect(screen.getByText('Fatturazione')).toBeTruthy();
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'bug noto' }));
    await waitFor(() => expect(api.callsTo(TAGS)[0]?.body).toEqual({ TagIds: [3, 5], NewTags: [] }));
    await user.type(field, 'urgente cliente{Enter}');
    await waitFor(() =>
      expect(api.callsTo(TAGS)[1]?.body).toEqual({ TagIds: [5, 3], NewTags: ['urgente cliente'] }),
    );
    expect(await screen.findByText('urgente cliente')).toBeTruthy();
  });

  it('takes the ticket for the signed-in operator', async () => {
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [ASSIGN]: json(200, detailOf({ Handler: OPERATORS[1] ?? null })),
    });
    const { user } = renderTicket();
    expect(await screen.findByText('Non assegnata')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Prendi in carico' }));
    await waitFor(() => expect(api.callsTo(ASSIGN)).toHaveLength(1));
    expect(api.callsTo(ASSIGN)[0]?.body).toEqual({ HandlerId: OPERATORS[1]?.Id });
    expect(await screen.findByText('Mario Rossi')).toBeTruthy();
    // Their own ticket now: nothing left to take.
    expect(screen.queryByRole('button', { name: 'Prendi in carico' })).toBeNull();
  });

  it('takes another operator’s ticket only after saying whose it was', async () => {
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf({ Handler: OPERATORS[0] ?? null })),
      [ASSIGN]: json(200, detailOf({ Handler: OPERATORS[1] ?? null })),
    });
    const { user } = renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Prendi in carico' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`La segnalazione è in carico a ${OPERATORS[0]?.Name}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(api.callsTo(ASSIGN)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Prendi in carico' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Prendi in carico' }),
    );
    await waitFor(() => expect(api.callsTo(ASSIGN)).toHaveLength(1));
    expect(api.callsTo(ASSIGN)[0]?.body).toEqual({ HandlerId: OPERATORS[1]?.Id });
  });

  it('moves the ticket to one of the next states', async () => {
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [STATE]: json(200, detailOf({ State: 'waiting', NextStates: ['in_progress', 'resolved', 'closed'] })),
    });
    const { user } = renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Cambia stato' }));
    await user.click(await screen.findByRole('menuitem', { name: 'In attesa del cliente' }));
    await waitFor(() => expect(api.callsTo(STATE)).toHaveLength(1));
    expect(api.callsTo(STATE)[0]?.body).toEqual({ State: 'waiting' });
    await waitFor(() => expect(screen.getAllByText('In attesa del cliente').length).toBeGreaterThan(0));
  });

  it('closes only with a reason, which the customer receives as the last answer (confirm with a note)', async () => {
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [ANSWER]: json(200, detailOf({ State: 'closed', NextStates: [] })),
    });
    const { user } = renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Cambia stato' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Chiusa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chiudi la segnalazione' });
    const confirm = within(dialog).getByRole('button', { name: 'Chiudi la segnalazione' });
    // Spec §4: the confirm button stays disabled until the trimmed note is not empty.
    expect(confirm.hasAttribute('disabled') || confirm.getAttribute('data-disabled') === 'true').toBe(true);
    await fill(user, within(dialog).getByLabelText(/Motivo della chiusura/), '  Risolto al telefono.  ');
    await user.click(confirm);
    await waitFor(() => expect(api.callsTo(ANSWER)).toHaveLength(1));
    expect(api.callsTo(ANSWER)[0]?.body).toMatchObject({ Message: 'Risolto al telefono.', State: 'closed' });
    expect(api.callsTo(STATE)).toHaveLength(0);
  });

  it('replies and puts the ticket in wait for the customer, or adds an internal note', async () => {
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [ANSWER]: json(200, detailOf({ State: 'waiting' })),
    });
    const { user } = renderTicket();
    const composer = await screen.findByRole('form', { name: 'Rispondi o annota' });
    await user.type(
      within(composer).getByRole('textbox', { name: /^Risposta/ }),
      'Può inviarci una schermata?',
    );
    await user.click(
      within(composer).getByRole('button', { name: 'Rispondi e metti in attesa del cliente' }),
    );
    await waitFor(() => expect(api.callsTo(ANSWER)).toHaveLength(1));
    expect(api.callsTo(ANSWER)[0]?.body).toEqual({
      Message: 'Può inviarci una schermata?',
      Attachments: [],
      Internal: false,
      State: 'waiting',
    });

    await user.click(within(composer).getByRole('radio', { name: 'Nota interna' }));
    expect(within(composer).getByText(/il cliente non la vede/)).toBeTruthy();
    expect(within(composer).queryByRole('button', { name: 'Rispondi e risolvi' })).toBeNull();
    await fill(user, within(composer).getByRole('textbox', { name: /^Nota/ }), 'Sentito il reparto paghe.');
    await user.click(within(composer).getByRole('button', { name: 'Aggiungi la nota' }));
    await waitFor(() => expect(api.callsTo(ANSWER)).toHaveLength(2));
    expect(api.callsTo(ANSWER)[1]?.body).toEqual({
      Message: 'Sentito il reparto paghe.',
      Attachments: [],
      Internal: true,
    });
  });

  it('ends a reply with the operator’s signature, unless unticked', async () => {
    const api = stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [ANSWER]: json(200, detailOf({ State: 'in_progress' })),
      'GET /api/Helpdesk/Signature': json(200, { Signature: 'Olga\nAssistenza Sportello' }),
    });
    const { user } = renderTicket();
    const composer = await screen.findByRole('form', { name: 'Rispondi o annota' });
    const add = await within(composer).findByRole('checkbox', { name: 'Aggiungi la mia firma' });
    await waitFor(() => expect((add as HTMLInputElement).checked).toBe(true));
    await fill(user, within(composer).getByRole('textbox', { name: /^Risposta/ }), 'Risolto, può riprovare.');
    await user.click(within(composer).getByRole('button', { name: /^Rispondi$/ }));
    await waitFor(() => expect(api.callsTo(ANSWER)).toHaveLength(1));
    expect(api.callsTo(ANSWER)[0]?.body).toMatchObject({
      Message: 'Risolto, può riprovare.\n\nOlga\nAssistenza Sportello',
    });
    await user.click(within(composer).getByRole('checkbox', { name: 'Aggiungi la mia firma' }));
    await fill(user, within(composer).getByRole('textbox', { name: /^Risposta/ }), 'Senza firma.');
    await user.click(within(composer).getByRole('button', { name: /^Rispondi$/ }));
    await waitFor(() => expect(api.callsTo(ANSWER)).toHaveLength(2));
    expect(api.callsTo(ANSWER)[1]?.body).toMatchObject({ Message: 'Senza firma.' });
  });

  it('says why the server refused a state change', async () => {
    stubApi({
      ...COMMON,
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, detailOf()),
      [STATE]: json(409, { ErrorCode: 1, ErrorMessage: 'ERROR_TICKET_STATE', Message: 'x' }),
    });
    const { user } = renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Cambia stato' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Risolta' }));
    expect(
      await screen.findByText('La segnalazione non può passare a questo stato da quello attuale.'),
    ).toBeTruthy();
  });
});
