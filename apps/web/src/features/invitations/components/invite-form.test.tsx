import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { fieldErrorOf } from '../../../testing/field-error';
import { renderWithProviders } from '../../../testing/render';
import { InviteForm } from './invite-form';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const INVITE = 'POST /api/Company/users/invitation';

const optionsOf = async (user: ReturnType<typeof renderWithProviders>['user'], label: RegExp) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
};

// Whole forms with Mantine render slowly on a busy machine.
describe('InviteForm', { timeout: 20_000 }, () => {
  it('checks the address first, then sends every field; the server’s refusal of the address goes next to it', async () => {
    const api = stubApi({
      [INVITE]: [apiError(400, 105, 'ERROR_BAD_EMAIL', 'Indirizzo e-mail non valido.'), json(200, {})],
    });
    const onSent = vi.fn();
    const { user } = renderWithProviders(
      <InviteForm
        vendor={false}
        grantable={{ Role: [1, 2], RoleTs: [] }}
        languageId={2}
        onSent={onSent}
        onCancel={vi.fn()}
      />,
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

  it('offers only the roles the administrator may give, the lowest first', async () => {
    const api = stubApi({
      'POST /api/Company/users/invitation': json(200, { Id: 'x', Email: 'nuova@sportello.demo' }),
    });
    const onSent = vi.fn();
    const { user } = renderWithProviders(
      <InviteForm
        vendor
        grantable={{ Role: [1], RoleTs: [1, 2] }}
        languageId={1}
        onSent={onSent}
        onCancel={() => {}}
      />,
    );
    expect(await optionsOf(user, /^Ruolo$/)).toEqual(['Operatore']);
    expect(await optionsOf(user, /^Ruolo nel back office/)).toEqual(['Sola lettura', 'Operatore']);
    await user.click(screen.getByLabelText(/^E-mail del collega/));
    await user.paste('nuova@sportello.demo');
    await user.click(screen.getByRole('button', { name: "Invia l'invito" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(api.callsTo('POST /api/Company/users/invitation')[0]?.body).toMatchObject({
      Role: { Id: 1 },
      RoleTs: { Id: 1 },
    });
  });
});
