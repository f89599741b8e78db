import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, permissionsLoaded, renderPage } from '../../../testing/backoffice-fixtures';
import { communicationOf } from '../testing/communication-fixtures';
// The page loads the rich-text editor lazily; loaded here first, it is ready when a test needs it.
import '../../../components/backoffice/rich-text-field';
import { fill } from '../../../testing/fill';
import { CommunicationEditPage } from './communication-edit-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const EVENT = communicationOf({
  Id: 5,
  Type: 11,
  Title: 'Convegno',
  Details: { EventDate: '2026-06-01T07:00:00.000Z', EventPlace: 'Milano' },
});
const DETAIL = 'GET /api/Communication/Filters/Detail/5';
const SAVE = 'POST /api/Communication/Save';
const DELETE = 'DELETE /api/Communication/Delete/5';
const AUDIENCE = 'GET /api/Communication/Audience';
const renderEdit = () =>
  renderPage(<CommunicationEditPage />, '/backoffice/communications/5', paths.backoffice.communication);

const SMS_EMAIL = communicationOf({
  Id: 5,
  Type: 18,
  Title: 'Manutenzione sabato',
  Status: 'published',
  Details: { SmsText: 'Manutenzione sabato 8-12.' },
});
const DELIVERY = 'GET /api/Communication/Delivery/5';

// Whole pages with Mantine render slowly on a busy machine.
describe('CommunicationEditPage', { timeout: 15_000 }, () => {
  it('says an SMS/e-mail communication goes once when published, then what it sent', async () => {
    const channel = (Total: number, Sent: number, Failed: number) => ({ Total, Sent, Failed });
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, SMS_EMAIL),
      [DELIVERY]: json(200, {
        DispatchedAt: '2026-12-01T09:00:00.000Z',
        Email: channel(120, 118, 2),
        Sms: channel(40, 40, 0),
        SmsAvailable: true,
      }),
    });
    renderEdit();
    const sms = await screen.findByRole('textbox', { name: /^Testo dell'SMS/ });
    expect((sms as HTMLInputElement).value).toBe('Manutenzione sabato 8-12.');
    expect(await screen.findByText('E-mail: 118 consegnate su 120, 2 non riuscite.')).toBeTruthy();
    expect(screen.getByText('SMS: 40 consegnati su 40, 0 non riusciti.')).toBeTruthy();
    expect(screen.getByText(/È partita una volta sola/)).toBeTruthy();
  });

  it('warns before publishing that no SMS provider is configured', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, { ...SMS_EMAIL, Status: 'draft' }),
      [DELIVERY]: json(200, {
        DispatchedAt: null,
        Email: { Total: 0, Sent: 0, Failed: 0 },
        Sms: { Total: 0, Sent: 0, Failed: 0 },
        SmsAvailable: false,
      }),
    });
    renderEdit();
    expect(await screen.findByText(/un SMS a chi ha un numero di cellulare/)).toBeTruthy();
    expect(
      await screen.findByText('Nessun servizio SMS è configurato: partiranno solo le mail.'),
    ).toBeTruthy();
  });

  it('saves the fields of the item’s type only', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, EVENT),
      [SAVE]: json(200, EVENT),
    });
    const { user } = renderEdit();
    const place = await screen.findByRole('textbox', { name: /^Luogo dell'evento/ });
    expect((place as HTMLInputElement).value).toBe('Milano');
    await user.clear(place);
    await fill(user, place, 'Roma');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    const body = api.callsTo(SAVE)[0]?.body as { Id: number; Type: number; Details: object };
    expect(body).toMatchObject({ Id: 5, Type: 11 });
    expect(body.Details).toEqual({ EventDate: '2026-06-01T07:00:00.000Z', EventPlace: 'Roma' });
  });

  it('addresses the item to tags chosen by name, keeping those it had', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, { ...EVENT, TagFilters: [{ Id: 4 }] }),
      'GET /api/Tag/Options': json(200, [
        { Id: 4, Name: 'Rivenditori', Colour: null },
        { Id: 7, Name: 'Fiera 2026', Colour: null },
      ]),
      [SAVE]: json(200, EVENT),
    });
    const { user } = renderEdit();
    // The picker's input (its list of choices is named by the same label).
    const tags = (await screen.findAllByLabelText('Etichette')).find((el) => el.tagName === 'INPUT')!;
    expect((await screen.findAllByText('Rivenditori')).length).toBeGreaterThan(0); // the pill of the tag it had
    await user.click(tags);
    await user.click(await screen.findByRole('option', { name: 'Fiera 2026' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ TagFilters: [{ Id: 4 }, { Id: 7 }] });
  });

  it('shows the server’s refusal of a type field next to that field, focused, until that field is edited', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, EVENT),
      [SAVE]: json(400, {
        ErrorCode: 517,
        ErrorMessage: 'ERROR_FIELD_REQUIRED',
        Message: 'Campo obbligatorio',
        Fields: [
          {
            Field: 'Details.EventPlace',
            ErrorMessage: 'ERROR_FIELD_REQUIRED',
            Message: 'Campo obbligatorio',
          },
        ],
      }),
    });
    const { user } = renderEdit();
    const place = await screen.findByRole('textbox', { name: /^Luogo dell'evento/ });
    await user.clear(place);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(place.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(place);
    await fill(user, screen.getByRole('textbox', { name: 'Titolo' }), ' 2026');
    expect(place.getAttribute('aria-invalid')).toBe('true');
    await fill(user, place, 'Roma');
    expect(place.getAttribute('aria-invalid')).toBeNull();
  });

  it('writes an English version with the editor, and addresses products by name and the codes companies have', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, { ...EVENT, BodyEn: '<p>In Milan</p>', CompanyTypeFilters: [{ Code: '9' }] }),
      [AUDIENCE]: json(200, {
        CompanyTypes: [
          { Code: '1', Companies: 6 },
          { Code: '2', Companies: 1 },
        ],
        GroupCodes: [
          { Code: 'CENTRO', Companies: 2 },
          { Code: 'NORD', Companies: 1 },
        ],
      }),
      [SAVE]: json(200, EVENT),
    });
    const { user } = renderEdit();
    await fill(user, await screen.findByRole('textbox', { name: 'Titolo in inglese' }), 'Conference');
    // (Typing into the editor is the browser's part: the end-to-end test does it.)
    await user.click(await screen.findByRole('textbox', { name: 'Testo in inglese' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getAllByRole('button', { name: 'Grassetto' })[1]!);

    const inputOf = async (label: string) =>
      (await screen.findAllByLabelText(label)).find((el) => el.tagName === 'INPUT')!;
    await user.click(await inputOf('Prodotti'));
    await user.click(await screen.findByRole('option', { name: 'Paghe' }));
    // The item's type 9, which no company has any more, stays chosen and says so.
    expect(screen.getAllByText('Tipo 9 (nessuna azienda)').length).toBeGreaterThan(0);
    await user.click(await inputOf('Tipi di azienda'));
    await user.click(await screen.findByRole('option', { name: 'Cliente (6 aziende)' }));
    const groups = await inputOf('Codici gruppo');
    await user.click(groups);
    await user.click(await screen.findByRole('option', { name: /^NORD/ }));
    await user.type(groups, 'sud{Enter}');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      Title: 'Convegno',
      TitleEn: 'Conference',
      BodyEn: '<p><strong>In Milan</strong></p>',
      ProductFilters: [{ Code: 'payroll' }],
      CompanyTypeFilters: [{ Code: '9' }, { Code: '1' }],
      GroupCodeFilters: [{ Code: 'NORD' }, { Code: 'SUD' }],
    });
  }, 30_000);

  it('shows the server’s refusal of the English text next to the editor, focused', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, { ...EVENT, Body: '<p>Testo</p>', TitleEn: 'Conference' }),
      [SAVE]: json(400, {
        ErrorCode: 517,
        ErrorMessage: 'ERROR_FIELD_REQUIRED',
        Message: 'Campo obbligatorio',
        Fields: [{ Field: 'BodyEn', ErrorMessage: 'ERROR_FIELD_REQUIRED', Message: 'Campo obbligatorio' }],
      }),
    });
    const { user } = renderEdit();
    const bodyEn = await screen.findByRole('textbox', { name: 'Testo in inglese' });
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(bodyEn.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(bodyEn);
    expect(screen.getByText('Campo obbligatorio.').id).toBe(bodyEn.getAttribute('aria-describedby'));
  });

  it('is read-only, without save or delete, when the user may not change the item', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, { ...EVENT, Editable: false }),
    });
    const { queryClient } = renderEdit();
    expect(await screen.findByText('Non puoi modificare questa comunicazione.')).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.getByRole('textbox', { name: 'Titolo' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it('hides delete from a role without it, even on an item it may change', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator', [
        { Resource: 'communications', Action: 'read', Scope: 'all' },
        { Resource: 'communications', Action: 'update', Scope: 'all' },
      ]),
      [DETAIL]: json(200, EVENT),
    });
    const { queryClient } = renderEdit();
    expect(await screen.findByRole('button', { name: 'Salva' })).toBeTruthy();
    await permissionsLoaded(queryClient);
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it('deletes after a confirmation and goes back to the list', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      [DETAIL]: json(200, EVENT),
      [DELETE]: [apiError(403, 610, 'ERROR_COMMUNICATION_NOT_MANAGEABLE'), json(200, { Deleted: 1 })],
    });
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Elimina' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Eliminare questa comunicazione?');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(api.callsTo(DELETE)).toHaveLength(0);

    // A refusal shows on the page, which stays.
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByRole('alert')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('altra pagina')).toBeTruthy();
    expect(api.callsTo(DELETE)).toHaveLength(2);
  });
});
