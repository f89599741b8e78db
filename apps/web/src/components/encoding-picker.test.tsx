import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { EncodingPicker } from './encoding-picker';

describe('EncodingPicker', () => {
  it('starts on UTF-8 and offers the three encodings', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<EncodingPicker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Codifica del file' }) as HTMLInputElement;
    expect(input.value).toBe('UTF-8');

    await user.click(input);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['ANSI Latin 1', 'UTF-7', 'UTF-8']);

    await user.click(screen.getByRole('option', { name: 'ANSI Latin 1' }));
    expect(onChange).toHaveBeenCalledWith(1252);
    expect(input.value).toBe('ANSI Latin 1');
  });

  it('shows a controlled value and a translated label', () => {
    renderWithProviders(<EncodingPicker value={65000} />, { languageId: 2 });
    const input = screen.getByRole('combobox', { name: 'File encoding' }) as HTMLInputElement;
    expect(input.value).toBe('UTF-7');
  });
});
