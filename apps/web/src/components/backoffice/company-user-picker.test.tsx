import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/render';
import { CompanyUserPicker } from './company-user-picker';

afterEach(() => vi.unstubAllGlobals());

const LUCIO = {
  Id: '5b1c2d3e-0000-4000-8000-000000000001',
  UserName: 'lucio.lago',
  FirstName: 'Lucio',
  LastName: 'Lago',
  Email: 'lucio.lago@rossi-impianti.example',
};

/** The users list answers with Lucio to any search of company 7; the filters asked are kept. */
function stubUsers() {
  const filters: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://portal.test');
      const segment = url.pathname.split('/').filter(Boolean).pop() ?? '';
      const filter = JSON.parse(Buffer.from(segment, 'base64url').toString()) as Record<string, unknown>;
      filters.push(filter);
      return json(200, { Total: 1, PageCount: 0, Items: filter.CompanyId === 7 ? [LUCIO] : [] });
    }),
  );
  return filters;
}

describe('CompanyUserPicker', () => {
  it('offers the company’s people by name, user name and e-mail, and gives the chosen one’s id', async () => {
    const filters = stubUsers();
    const onChange = vi.fn();
    renderWithProviders(
      <CompanyUserPicker label="Utente abbonato" companyId={7} value={null} onChange={onChange} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Utente abbonato' }), 'lucio');
    await user.click(
      await screen.findByRole('option', {
        name: 'Lucio Lago · lucio.lago · lucio.lago@rossi-impianti.example',
      }),
    );
    expect(onChange).toHaveBeenCalledWith(LUCIO.Id, expect.anything());
    await waitFor(() => expect(filters.some((f) => f.Text === 'lucio' && f.CompanyId === 7)).toBe(true));
  });

  it('waits for a company before offering anyone', () => {
    stubUsers();
    renderWithProviders(<CompanyUserPicker label="Utente abbonato" companyId={null} value={null} />);
    expect(screen.getByRole('combobox', { name: 'Utente abbonato' })).toHaveProperty('disabled', true);
  });
});
