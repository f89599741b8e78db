import type { PopupMessageItem } from '@sportello/contracts/backoffice/popups.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { permissionsAnswer, renderPage } from '../../../testing/backoffice-fixtures';
import { fill } from '../../../testing/fill';
import { PopupFormModal } from './popup-form-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const SAVED: PopupMessageItem = {
  Id: 9,
  Title: 'Chiusura estiva',
  Body: 'Uffici chiusi.\nRiapriamo il 25 agosto.',
  ValidFrom: '2026-08-01T07:00:00.000Z',
  ValidTo: '2026-08-24T16:00:00.000Z',
  CompanyType: null,
  Role: null,
  LanguageId: 1,
  Products: ['payroll'],
  GroupCodes: ['NORD'],
  SortOrder: 4,
  State: 'scheduled',
  CreatedAt: '2026-02-01T09:00:00.000Z',
  UpdatedAt: '2026-02-01T09:00:00.000Z',
};
const inputOf = async (label: string) =>
  (await screen.findAllByLabelText(label)).find((el) => el.tagName === 'INPUT')!;
const AUDIENCE = json(200, {
  CompanyTypes: [
    { Code: '1', Companies: 12 },
    { Code: '2', Companies: 3 },
  ],
  GroupCodes: [{ Code: 'NORD', Companies: 5 }],
});

function renderForm(onSaved = vi.fn(), message: PopupMessageItem | null = null) {
  const rendered = renderPage(
    <PopupFormModal message={message} nextOrder={4} onClose={() => {}} onSaved={onSaved} />,
    '/backoffice/popups',
    '/backoffice/popups',
  );
  return { ...rendered, onSaved };
}

describe('PopupFormModal', { timeout: 20_000 }, () => {
  it('says what is missing, and an end before the start, before sending anything', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Communication/Audience': AUDIENCE,
    });
    const { user } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo messaggio' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText('Indica il titolo.')).toBeTruthy();
    expect(within(dialog).getByText('Scrivi il testo.')).toBeTruthy();

    await fill(user, within(dialog).getByRole('textbox', { name: /^Titolo/ }), 'Avviso');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Testo/ }), 'Prova');
    const from = within(dialog).getByLabelText(/^Dal/);
    const to = within(dialog).getByLabelText(/^Al/);
    await user.clear(from);
    await user.type(from, '2026-08-10T09:00');
    await user.type(to, '2026-08-01T09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getByText("La fine deve venire dopo l'inizio.")).toBeTruthy();
    expect(api.callsTo('POST /api/PopUpMessages/Save')).toHaveLength(0);
  });

  it('previews the message as the banner shows it, and saves it with its audience', async () => {
    const api = stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'GET /api/Communication/Audience': AUDIENCE,
      'POST /api/PopUpMessages/Save': json(200, SAVED),
    });
    const { user, onSaved } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo messaggio' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Titolo/ }), 'Chiusura estiva');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Testo/ }), 'Uffici chiusi.');
    const preview = within(dialog).getByRole('region', { name: 'Anteprima di Chiusura estiva' });
    expect(preview.textContent).toContain('Messaggi');
    expect(preview.textContent).toContain('Uffici chiusi.');

    const from = within(dialog).getByLabelText(/^Dal/);
    await user.clear(from);
    await user.type(from, '2026-08-01T09:00');
    await user.type(within(dialog).getByLabelText(/^Al/), '2026-08-24T18:00');

    await user.click(within(dialog).getByRole('combobox', { name: 'Lingua' }));
    await user.click(await screen.findByRole('option', { name: 'Italiano' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo di azienda' }));
    // The company types the companies have, with how many have each.
    const types = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(types).toHaveLength(2);
    await user.click(screen.getAllByRole('option')[0]!);
    await user.click(await inputOf('Prodotti'));
    await user.click(await screen.findByRole('option', { name: 'Paghe' }));
    await user.type(await inputOf('Codici gruppo'), 'nord{Enter}');

    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(api.callsTo('POST /api/PopUpMessages/Save')).toHaveLength(1));
    expect(api.callsTo('POST /api/PopUpMessages/Save')[0]?.body).toEqual({
      Id: 0,
      Title: 'Chiusura estiva',
      Body: 'Uffici chiusi.',
      ValidFrom: new Date('2026-08-01T09:00').toISOString(),
      ValidTo: new Date('2026-08-24T18:00').toISOString(),
      CompanyType: 1,
      Role: null,
      LanguageId: 1,
      Products: ['payroll'],
      GroupCodes: ['NORD'],
      SortOrder: 4,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(SAVED));
  });

  it('shows the server’s refusal next to its field', async () => {
    stubApi({
      'GET /api/App/BackOffice/Permissions': permissionsAnswer('operator'),
      'POST /api/PopUpMessages/Save': json(400, {
        ErrorCode: 508,
        ErrorMessage: 'ERROR_BAD_REQUEST',
        Message: 'ERROR_BAD_REQUEST',
        Fields: [
          {
            Field: 'ValidTo',
            ErrorMessage: 'ERROR_DATE_RANGE_END_BEFORE_START',
            Message: 'ERROR_DATE_RANGE_END_BEFORE_START',
          },
        ],
      }),
    });
    const { user, onSaved } = renderForm(vi.fn(), SAVED);
    const dialog = await screen.findByRole('dialog', { name: 'Messaggio Chiusura estiva' });
    expect((within(dialog).getByRole('textbox', { name: /^Titolo/ }) as HTMLInputElement).value).toBe(
      'Chiusura estiva',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(
      await within(dialog).findByText('La data di fine non può precedere la data di inizio.'),
    ).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
