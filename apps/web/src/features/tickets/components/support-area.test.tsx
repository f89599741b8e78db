import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { detailOf, pageOf, summaryOf } from '../testing/ticket-fixtures';
import { SupportArea } from './support-area';

const TICKET = summaryOf({ Id: '00000000-0000-4000-8000-0000000000a1', Subject: 'Stampa del registro IVA' });
const ANALYSIS = summaryOf({
  Id: '00000000-0000-4000-8000-0000000000a2',
  Type: 'an',
  Code: 'AN-2026-0142',
  Subject: 'Analisi: integrazione fatture',
  Product: 'invoicing',
  Handler: 'Olga Operatrice',
  CreatedAt: '2026-02-20T10:00:00.000Z',
});
const NOTICE = summaryOf({
  Id: '00000000-0000-4000-8000-0000000000a3',
  Type: 'other',
  Code: 'AV-2026-0007',
  Subject: 'Avviso: rinnovo del contratto',
  Product: 'other',
});
const VIDEO = 'https://www.youtube-nocookie.com/embed/abc123';

const itemRoute = (id: string) => `GET /api/Support/Tickets/${id}`;
const ROUTES = {
  'GET /api/Support/Tickets': json(200, pageOf([TICKET, ANALYSIS, NOTICE])),
  [itemRoute(TICKET.Id)]: json(200, detailOf(TICKET)),
  [itemRoute(ANALYSIS.Id)]: json(
    200,
    detailOf(ANALYSIS, [
      { FromSupport: true, Author: 'Olga Operatrice', Body: 'Analisi preliminare.', Videos: [VIDEO] },
    ]),
  ),
  [itemRoute(NOTICE.Id)]: json(200, detailOf(NOTICE, [{ FromSupport: true, Body: 'Il contratto scade.' }])),
};

const renderArea = (sessionKey = 'mario.rossi|12345678903', staff = false) =>
  renderWithProviders(<SupportArea sessionKey={sessionKey} staff={staff} knowledgeBasePreview={null} />, {
    route: '/support/tickets',
  });

const itemButton = (subject: string) =>
  screen.findByRole('button', { name: new RegExp(subject) }, { timeout: 5000 });
const detailPanel = () => screen.getByRole('region', { name: 'Dettaglio' });

/** Clicks the analysis in the list; it opens in the detail modal at once. */
async function openAnalysis() {
  stubApi(ROUTES);
  const { user } = renderArea();
  await user.click(await itemButton('Analisi: integrazione fatture'));
  return { user, modal: await screen.findByRole('dialog', { name: 'Analisi: integrazione fatture' }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetCsrfToken();
});

describe('SupportArea', () => {
  it('opens an analysis straight in the detail modal, with its title and subtitle', {
    timeout: 15_000,
  }, async () => {
    const { modal } = await openAnalysis();
    expect(
      within(modal).getByText('Analisi AN-2026-0142 · Fatturazione elettronica · 20/02/2026'),
    ).toBeTruthy();
    expect(within(modal).getByText('Analisi preliminare.')).toBeTruthy();
  });

  it('shows a published report’s subtitle and its PDF to download in the modal', {
    timeout: 15_000,
  }, async () => {
    const report = summaryOf({
      Id: '00000000-0000-4000-8000-0000000000a4',
      Type: 'ri',
      Code: 'RI-2026-0099',
      Subject: 'Rapporto: chiusura d’esercizio',
      Product: '',
      State: 'closed',
      CreatedAt: '2026-11-27T10:00:00.000Z',
    });
    const pdf = {
      Id: '00000000-0000-4000-8000-0000000000f1',
      FileName: 'rapporto.pdf',
      ContentType: 'application/pdf',
      Size: 1200,
    };
    stubApi({
      'GET /api/Support/Tickets': json(200, pageOf([report])),
      [itemRoute(report.Id)]: json(200, {
        ...detailOf(report, [{ FromSupport: true, Body: '', Attachments: [pdf] }]),
        Subtitle: 'Verifica dei saldi',
      }),
    });
    const { user } = renderArea();
    // Delivered, not a request that was closed: the list says it is published.
    const item = await itemButton('Rapporto: chiusura d’esercizio');
    expect(within(item).getByText('Pubblicata')).toBeTruthy();
    expect(within(item).queryByText('Chiusa')).toBeNull();
    await user.click(item);
    const modal = await screen.findByRole('dialog', { name: 'Rapporto: chiusura d’esercizio' });
    expect(within(detailPanel()).getByText('Pubblicata')).toBeTruthy();
    expect(
      within(modal).getByText('Verifica dei saldi · Rapporto RI-2026-0099 · — · 27/11/2026'),
    ).toBeTruthy();
    const link = within(modal).getByRole('link', { name: /rapporto\.pdf/ }) as HTMLAnchorElement;
    expect(link.href).toContain(`/api/Support/Tickets/${report.Id}/Attachments/${pdf.Id}`);
  });

  it('reads the list again when the chat says a transcript was saved', { timeout: 15_000 }, async () => {
    const api = stubApi(ROUTES);
    const { user } = renderWithProviders(
      <SupportArea
        sessionKey="mario.rossi|12345678903"
        staff={false}
        knowledgeBasePreview={null}
        chat={(_open, refreshList) => (
          <button type="button" onClick={refreshList}>
            Chat terminata
          </button>
        )}
      />,
      { route: '/support/tickets' },
    );
    await itemButton('Stampa del registro IVA');
    const before = api.callsTo('GET /api/Support/Tickets').length;
    await user.click(screen.getByRole('button', { name: 'Chat terminata' }));
    await waitFor(() => expect(api.callsTo('GET /api/Support/Tickets').length).toBe(before + 1));
  });

  it('shows a ticket in the side panel; its modal opens on request', { timeout: 15_000 }, async () => {
    stubApi(ROUTES);
    const { user } = renderArea();
    await user.click(await itemButton('Stampa del registro IVA'));
    expect(
      await within(detailPanel()).findByRole('heading', { name: 'Stampa del registro IVA' }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(detailPanel()).getByRole('button', { name: 'Apri anteprima' }));
    expect(await screen.findByRole('dialog', { name: 'Stampa del registro IVA' })).toBeTruthy();
  });

  it('opens no modal for an item of another type, and offers none', { timeout: 15_000 }, async () => {
    stubApi(ROUTES);
    const { user } = renderArea();
    await user.click(await itemButton('Avviso: rinnovo del contratto'));
    expect(await within(detailPanel()).findByText('Il contratto scade.')).toBeTruthy();
    expect(within(detailPanel()).queryByRole('button', { name: 'Apri anteprima' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('plays a video while the modal is open and stops it when the modal closes', {
    timeout: 15_000,
  }, async () => {
    const { user, modal } = await openAnalysis();
    const frame = within(modal).getByTitle('Video 1') as HTMLIFrameElement;
    expect(frame.src).toBe(`${VIDEO}?autoplay=1`);
    // In the side panel the video is not loaded: it says where to watch it.
    expect(
      within(detailPanel()).getByText("Il video di questo messaggio si guarda nell'anteprima."),
    ).toBeTruthy();
    expect(within(detailPanel()).queryByTitle('Video 1')).toBeNull();

    await user.click(within(modal).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const players = [...document.querySelectorAll('iframe')].filter((f) => f.src.includes('youtube'));
    expect(players).toEqual([]);
  });

  it('fetches the list afresh when the company parent changes, without waiting for the cache', {
    timeout: 15_000,
  }, async () => {
    const other = summaryOf({ Id: '00000000-0000-4000-8000-0000000000b1', Subject: 'Segnalazione di Verdi' });
    const api = stubApi({
      ...ROUTES,
      'GET /api/Support/Tickets': [json(200, pageOf([TICKET])), json(200, pageOf([other]))],
    });
    const { rerender } = renderArea('mario.rossi|12345678903');
    expect(await itemButton('Stampa del registro IVA')).toBeTruthy();
    rerender(<SupportArea sessionKey="mario.rossi|02468135799" staff={false} knowledgeBasePreview={null} />);
    expect(await itemButton('Segnalazione di Verdi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Stampa del registro IVA/ })).toBeNull();
    expect(api.callsTo('GET /api/Support/Tickets')).toHaveLength(2);
  });

  it("is the customers' requests for an operator, with a public request's contact and the way to the helpdesk", {
    timeout: 15_000,
  }, async () => {
    const request = summaryOf({
      Id: '00000000-0000-4000-8000-0000000000c1',
      Subject: 'Nome utente smarrito',
    });
    const api = stubApi({
      'GET /api/Support/Tickets': json(200, pageOf([request])),
      [itemRoute(request.Id)]: json(200, {
        ...detailOf(request),
        Contact: { Company: '', VatCode: '09876543217', Email: 'nuovo@example.it', Phone: '0212345678' },
      }),
      'GET /api/Support/Plan': json(200, {
        Name: 'Standard',
        Premium: false,
        Subscriber: false,
        EndsOn: null,
      }),
    });
    const { user } = renderArea('operatore@sportello.demo|', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Richieste dei clienti' })).toBeTruthy();
    expect(screen.queryByText(/della tua azienda/)).toBeNull();
    // The staff are the support: no plan of their own ("Il tuo piano: Standard"), not even asked for.
    expect(screen.queryByTestId('my-plan')).toBeNull();
    expect(api.callsTo('GET /api/Support/Plan')).toEqual([]);
    await user.click(await itemButton('Nome utente smarrito'));
    const detail = detailPanel();
    expect(await within(detail).findByRole('link', { name: 'nuovo@example.it' })).toBeTruthy();
    expect(within(detail).getByText('0212345678')).toBeTruthy();
    expect(within(detail).getByText('09876543217')).toBeTruthy();
    expect(within(detail).getByRole('link', { name: "Apri nell'helpdesk" }).getAttribute('href')).toBe(
      `/backoffice/helpdesk/${request.Id}`,
    );
  });

  it('shows why a ticket could not be closed', { timeout: 15_000 }, async () => {
    const api = stubApi({
      ...ROUTES,
      [`POST /api/Support/Tickets/${TICKET.Id}/Close`]: apiError(403, 107, 'ERROR_FORBIDDEN'),
    });
    const { user } = renderArea();
    await user.click(await itemButton('Stampa del registro IVA'));
    await user.click(await within(detailPanel()).findByRole('button', { name: 'Chiudi la segnalazione' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Conferma' }));
    const alert = await within(detailPanel()).findByRole('alert');
    expect(alert.textContent).toContain('Non hai i permessi per questa operazione.');
    expect(api.callsTo(`POST /api/Support/Tickets/${TICKET.Id}/Close`)).toHaveLength(1);
    // Still open, and closing can be tried again.
    expect(within(detailPanel()).getByText('Aperta')).toBeTruthy();
    expect(within(detailPanel()).getByRole('button', { name: 'Chiudi la segnalazione' })).toBeTruthy();
  });
});

describe('SupportArea: plan and replies', () => {
  it('says which plan the customer has and until when, and lets them answer a ticket waiting for them', {
    timeout: 15_000,
  }, async () => {
    const waiting = { ...TICKET, State: 'waiting' as const };
    stubApi({
      ...ROUTES,
      'GET /api/Support/Tickets': json(200, pageOf([waiting])),
      [itemRoute(TICKET.Id)]: json(200, { ...detailOf(waiting), CanReply: true }),
      'GET /api/Support/Plan': json(200, {
        Name: 'Premium',
        Premium: true,
        Subscriber: true,
        EndsOn: '2026-12-31',
        FirstResponseMinutes: 90,
        ResolutionMinutes: 480,
      }),
    });
    const { user } = renderArea();
    expect((await screen.findByTestId('my-plan')).textContent).toBe(
      'Il tuo piano: Premium, fino al 31/12/2026',
    );
    await user.click(await itemButton('Stampa del registro IVA'));
    const panel = detailPanel();
    expect(await within(panel).findByText('In attesa di tua risposta')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Invia risposta' })).toBeTruthy();
  });

  it('lets a premium subscriber ask to be called back, the slot checked before sending', {
    timeout: 15_000,
  }, async () => {
    // The day picker offers today to thirty days ahead: the day typed below must stay among them.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00'));
    const api = stubApi({
      ...ROUTES,
      'GET /api/Support/Plan': json(200, {
        Name: 'Premium',
        Premium: true,
        Subscriber: true,
        EndsOn: '2026-12-31',
        FirstResponseMinutes: 90,
        ResolutionMinutes: 480,
      }),
      'POST /api/Support/Callback': [
        // The server's answer to a day past its limit: the key carries the limit as its detail.
        json(400, {
          ErrorCode: 748,
          ErrorMessage: 'ERROR_CALLBACK_DAY 30',
          Message: 'Giorno non valido',
          Fields: [{ Field: 'Date', ErrorMessage: 'ERROR_CALLBACK_DAY 30', Message: 'Giorno non valido' }],
        }),
        json(200, { Id: 'cb-1', TicketCode: 'SR-000042' }),
      ],
    });
    const { user } = renderArea();
    await user.click(await screen.findByRole('button', { name: 'Richiedi di essere richiamato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Richiesta di essere richiamati' });
    // The slot must end after it starts: said before anything is sent.
    await user.click(within(dialog).getByLabelText(/^Alle/, { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: '09:00' }));
    await fill(user, within(dialog).getByLabelText(/Giorno/), '30/11/2026');
    await fill(user, within(dialog).getByLabelText(/Numero da chiamare/), '3331234567');
    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));
    expect(
      await within(dialog).findByText(
        "Fascia oraria non valida: l'ora di fine deve seguire quella di inizio.",
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/Support/Callback')).toHaveLength(0);

    await user.click(within(dialog).getByLabelText(/^Alle/, { selector: 'input:not([type=hidden])' }));
    await user.click(await screen.findByRole('option', { name: '12:00' }));
    // The server's refusal of the day goes next to the day.
    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));
    const day = within(dialog).getByLabelText(/Giorno/);
    await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText(
        'Giorno non valido: scegli un giorno da oggi in poi. Giorni in avanti al massimo: 30',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST /api/Support/Callback')[0]?.body).toEqual({
      Date: '2026-11-30',
      From: 9,
      To: 12,
      Phone: '3331234567',
      Note: '',
    });
    // Sent: the dialog gives the request's code to copy, and the list is read again, to show the
    // request among the others.
    const listReads = api.callsTo('GET /api/Support/Tickets').length;
    await user.click(within(dialog).getByRole('button', { name: 'Invia la richiesta' }));
    expect(
      await within(dialog).findByText('Richiesta inviata: la trovi tra le tue segnalazioni come SR-000042.'),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/Support/Tickets').length).toBeGreaterThan(listReads));
    await user.click(within(dialog).getByRole('button', { name: 'Copia il codice' }));
    expect(await navigator.clipboard.readText()).toBe('SR-000042');
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no call-back to a customer covered by the company’s plan only', async () => {
    stubApi({
      ...ROUTES,
      'GET /api/Support/Plan': json(200, {
        Name: 'Premium',
        Premium: true,
        Subscriber: false,
        EndsOn: '2026-12-31',
        FirstResponseMinutes: 90,
        ResolutionMinutes: 480,
      }),
    });
    renderArea();
    expect(await screen.findByTestId('my-plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Richiedi di essere richiamato' })).toBeNull();
  });
});
