import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { fill } from '../../../testing/fill';
import { renderWithProviders } from '../../../testing/render';
import { detailOf } from '../testing/ticket-fixtures';
import { ReplyForm } from './reply-form';

const TICKET = detailOf();
const REPLY = `POST /api/Support/Tickets/${TICKET.Id}/Messages`;

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

function renderForm() {
  const onReplied = vi.fn();
  return { onReplied, ...renderWithProviders(<ReplyForm ticket={TICKET} onReplied={onReplied} />) };
}

const send = (user: ReturnType<typeof renderForm>['user']) =>
  user.click(screen.getByRole('button', { name: 'Invia risposta' }));

describe('ReplyForm', () => {
  it('an empty reply is refused next to the message box; nothing is sent', { timeout: 15_000 }, async () => {
    const api = stubApi({});
    const { user } = renderForm();
    await fill(user, screen.getByLabelText(/^Rispondi/), '   ');
    await send(user);
    expect(fieldErrorOf(/^Rispondi/)).toBe('Campo obbligatorio.');
    expect(api.callsTo(REPLY)).toEqual([]);
  });

  it('more than three files are refused next to the attachments', { timeout: 15_000 }, async () => {
    const api = stubApi({});
    const { user } = renderForm();
    await fill(user, screen.getByLabelText(/^Rispondi/), 'Allego i log.');
    const files = [1, 2, 3, 4].map((i) => new File(['x'], `log${i}.txt`, { type: 'text/plain' }));
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, files);
    await send(user);
    expect(fieldErrorOf(/^Allegati/)).toBe('Troppi allegati: al massimo 3 per messaggio.');
    expect(fieldErrorOf(/^Rispondi/)).toBeUndefined();
    expect(api.callsTo(REPLY)).toEqual([]);
  });

  it('the server’s refusal of a file shows next to the attachments, the text stays', {
    timeout: 15_000,
  }, async () => {
    stubApi({ [REPLY]: apiError(400, 702, 'ERROR_ATTACHMENT_TYPE finto.pdf') });
    const { user, onReplied } = renderForm();
    await fill(user, screen.getByLabelText(/^Rispondi/), 'Ecco il file.');
    await user.upload(
      document.querySelector('input[type=file]') as HTMLInputElement,
      new File(['not a pdf'], 'finto.pdf', { type: 'application/pdf' }),
    );
    await send(user);
    await waitFor(() => expect(fieldErrorOf(/^Allegati/)).toMatch(/^Tipo di file non ammesso.*finto\.pdf/));
    expect((screen.getByLabelText(/^Rispondi/) as HTMLTextAreaElement).value).toBe('Ecco il file.');
    expect(onReplied).not.toHaveBeenCalled();
  });

  it('a ticket closed meanwhile is said next to the message; a sent reply clears the form', {
    timeout: 15_000,
  }, async () => {
    const replied = detailOf({}, [{}, { Body: 'Grazie.' }]);
    stubApi({
      [REPLY]: [apiError(409, 700, 'ERROR_TICKET_CLOSED'), json(200, replied)],
    });
    const { user, onReplied } = renderForm();
    await fill(user, screen.getByLabelText(/^Rispondi/), 'Grazie.');
    await send(user);
    await waitFor(() =>
      expect(fieldErrorOf(/^Rispondi/)).toBe('La segnalazione è chiusa: non si possono aggiungere messaggi.'),
    );
    expect(onReplied).not.toHaveBeenCalled();
    await send(user);
    await waitFor(() => expect(onReplied).toHaveBeenCalledWith(replied));
    expect((screen.getByLabelText(/^Rispondi/) as HTMLTextAreaElement).value).toBe('');
  });
});
