import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { detailOf } from '../testing/ticket-fixtures';
import { NewTicketForm } from './new-ticket-form';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

function renderForm() {
  const onOpened = vi.fn();
  return { onOpened, ...renderWithProviders(<NewTicketForm onOpened={onOpened} onCancel={() => {}} />) };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillTicket(
  user: User,
  { subject = 'Stampa', product = 'Contabilità', message = 'Non stampa.' } = {},
) {
  if (subject) await fill(user, screen.getByLabelText(/^Oggetto/), subject);
  if (product) {
    await user.click(screen.getByRole('combobox', { name: /^Prodotto/ }));
    await user.click(await screen.findByRole('option', { name: product }));
  }
  if (message) await fill(user, screen.getByLabelText(/^Messaggio/), message);
}

const attach = (user: User, ...files: File[]) =>
  user.upload(document.querySelector('input[type=file]') as HTMLInputElement, files);
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Apri la segnalazione' }));

describe('NewTicketForm', () => {
  it('puts each missing field’s error next to it, and sends nothing', { timeout: 15_000 }, async () => {
    const api = stubApi({});
    const { user } = renderForm();
    await submit(user);
    expect(fieldErrorOf(/^Oggetto/)).toBe('Campo obbligatorio.');
    expect(fieldErrorOf(/^Messaggio/)).toBe('Campo obbligatorio.');
    expect(screen.getAllByText('Campo obbligatorio.')).toHaveLength(3);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a file type off the list next to the attachments, before sending', {
    timeout: 15_000,
  }, async () => {
    const api = stubApi({});
    const { user } = renderForm();
    await fillTicket(user);
    // As a user who picks "all files" in the dialog: the input's accept list is only a hint.
    const anyFile = userEvent.setup({ applyAccept: false });
    await attach(anyFile, new File(['MZ'], 'programma.exe', { type: 'application/octet-stream' }));
    await submit(user);
    await waitFor(() => expect(fieldErrorOf(/^Allegati/)).toMatch(/^Tipo di file non ammesso/));
    expect(fieldErrorOf(/^Oggetto/)).toBeUndefined();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows the server’s refusal of a field next to that field', { timeout: 15_000 }, async () => {
    stubApi({
      'POST /api/Support/Tickets': json(400, {
        ErrorCode: 402,
        ErrorMessage: 'ERROR_FIELD_TOO_LONG 200',
        Message: 'Testo troppo lungo.',
        Fields: [
          { Field: 'Subject', ErrorMessage: 'ERROR_FIELD_TOO_LONG 200', Message: 'Testo troppo lungo.' },
        ],
      }),
    });
    const { user, onOpened } = renderForm();
    await fillTicket(user);
    await submit(user);
    await waitFor(() => expect(fieldErrorOf(/^Oggetto/)).toBe('Testo troppo lungo. Lunghezza massima: 200'));
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('sends the ticket with its files in base64 and hands over the opened ticket', {
    timeout: 15_000,
  }, async () => {
    const opened = detailOf({ Subject: 'Stampa' });
    const api = stubApi({ 'POST /api/Support/Tickets': json(200, opened) });
    const { user, onOpened } = renderForm();
    await fillTicket(user);
    await attach(user, new File(['riga 1\n'], 'errore.log', { type: 'text/plain' }));
    await submit(user);
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith(opened));
    expect(api.callsTo('POST /api/Support/Tickets')[0]?.body).toEqual({
      Subject: 'Stampa',
      Product: 'accounting',
      Message: 'Non stampa.',
      Attachments: [{ FileName: 'errore.log', Content: btoa('riga 1\n') }],
    });
  });
});
