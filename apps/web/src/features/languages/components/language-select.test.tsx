import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { LanguageSelect } from './language-select';

function answerLanguages(response: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LanguageSelect', () => {
  it('falls back to the built-in languages when the list cannot be loaded, and switches the UI', async () => {
    const fetchMock = answerLanguages(() => new Response('down', { status: 503 }));
    const { user, i18n } = renderWithProviders(<LanguageSelect />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());

    const select = screen.getByRole('combobox', { name: 'Lingua' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Italiano');
    await user.selectOptions(select, 'English');

    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('sportello.lang=2');
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });

  it("lists the server's languages it has catalogues for", async () => {
    const languages = [
      {
        Id: 1,
        Code: 'it',
        Name: 'Italiano',
        DateFormat: 'dd/MM/yyyy',
        DateTimeFormat: 'dd/MM/yyyy HH:mm:ss',
      },
      {
        Id: 2,
        Code: 'en',
        Name: 'English (UK)',
        DateFormat: 'dd/MM/yyyy',
        DateTimeFormat: 'dd/MM/yyyy HH:mm:ss',
      },
      { Id: 3, Code: 'de', Name: 'Deutsch', DateFormat: 'dd.MM.yyyy', DateTimeFormat: 'dd.MM.yyyy HH:mm:ss' },
    ];
    const fetchMock = answerLanguages(() => Response.json(languages));
    renderWithProviders(<LanguageSelect />);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://portal.test');
    expect(url.pathname).toBe('/api/App/getlanguages');

    await screen.findByRole('option', { name: 'English (UK)' });
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => [option.textContent, option.lang])).toEqual([
      ['Italiano', 'it'],
      ['English (UK)', 'en'],
    ]);
  });
});
