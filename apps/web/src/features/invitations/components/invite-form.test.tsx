import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { renderWithProviders } from '../../../testing/render';
import { InviteForm } from './invite-form';

const INVITE = 'POST /api/Company/users/invitation';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

// Whole forms with Mantine render slowly on a busy machine.
describe('InviteForm', { timeout: 20_000 }, () => {
  it('checks the address first, then sends every field; the server’s refusal of the address goes next to it', async () => {
    const api = stubApi({
      [INVITE]: [apiError(400, 105, 'ERROR_BAD_EMAIL', 'Indirizzo e-mail non valido.'), json(200, {})],
    });
    const onSent = vi.fn();
    const { user } = renderWithProviders(
      <InviteForm vendor={false} languageId={2} onSent={onSent} onCancel={vi.fn()} />,
    );
    const email = () => screen.getByRole('textbox', { name: /^E-mail del collega/ });
    const send = () => user.click(screen.getByRole('button', { name: "Invia l'invito" }));

    await user.click(email());
    await user.paste('collega@');
    await send();
    expect(fieldErrorOf(/^E-mail del collega/)).toBe('Indirizzo e-mail non valido.');
    expect(document.activeElement).toBe(email());
    expect(api.callsTo(INVITE)).toHaveLength(0);
    await user.paste('rossi.example');
    expect(fieldErrorOf(/^E-mail del collega/)).toBeUndefined();
    await user.click(screen.getByLabelText('Può cambiare da sé i prodotti esclusi'));
    await user.click(screen.getByLabelText('Può cambiare da sé gli argomenti'));

    await send();
    await waitFor(() => expect(fieldErrorOf(/^E-mail del collega/)).toBe('Indirizzo e-mail non valido.'));
    expect(document.activeElement).toBe(email());
    expect(api.callsTo(INVITE)[0]?.body).toEqual({
      Email: 'collega@rossi.example',
      Role: { Id: 1 },
      RoleTs: null,
      ExcludedProducts: [],
      Topics: [],
      CanModifyExcludedProducts: true,
      CanModifyTopics: false,
      Language: { Id: 2 },
    });
    expect(onSent).not.toHaveBeenCalled();

    await send();
    await waitFor(() => expect(onSent).toHaveBeenCalledOnce());
  });
});
