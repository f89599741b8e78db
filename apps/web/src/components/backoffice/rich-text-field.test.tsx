import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { RichTextField, type RichTextFieldProps } from './rich-text-field';

/** The field held by a parent, as a form holds it; every value it writes is recorded. */
function Controlled({
  initial,
  written,
  ...props
}: Partial<RichTextFieldProps> & { initial: string; written: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Testo"
      {...props}
      value={value}
      onChange={(html) => {
        written.push(html);
        setValue(html);
      }}
    />
  );
}

describe('RichTextField', () => {
  it('is a text box named by its label, showing the value, that writes the formatting as HTML', async () => {
    const written: string[] = [];
    const { user } = renderWithProviders(<Controlled initial="<p>Scadenze di marzo</p>" written={written} />);
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    expect(box.textContent).toBe('Scadenze di marzo');
    expect(box.getAttribute('aria-multiline')).toBe('true');

    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getByRole('toolbar', { name: 'Formattazione: Testo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Grassetto' }));
    await waitFor(() => expect(written.at(-1)).toBe('<p><strong>Scadenze di marzo</strong></p>'));
    await user.click(screen.getByRole('button', { name: 'Elenco puntato' }));
    await waitFor(() =>
      expect(written.at(-1)).toBe('<ul><li><p><strong>Scadenze di marzo</strong></p></li></ul>'),
    );
    await user.click(screen.getByRole('button', { name: 'Titolo di sezione' }));
    await waitFor(() => expect(written.at(-1)).toContain('<h2>'));
    for (const name of ['Corsivo', 'Sottolineato', 'Elenco numerato', 'Inserisci o modifica un link'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('writes an empty string, not an empty paragraph, once emptied', async () => {
    const written: string[] = [];
    const { user } = renderWithProviders(<Controlled initial="<p>x</p>" written={written} />);
    await user.click(await screen.findByRole('textbox', { name: 'Testo' }));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(written.at(-1)).toBe(''));
  });

  it('follows a value set from outside (the item loaded)', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<RichTextField label="Testo" value="" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    rerender(<RichTextField label="Testo" value="<p>Caricato</p>" onChange={onChange} />);
    await waitFor(() => expect(box.textContent).toBe('Caricato'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows its message, marks the box invalid and describes it with the message', async () => {
    renderWithProviders(
      <RichTextField
        label="Testo in inglese"
        value=""
        onChange={() => {}}
        error="Campo obbligatorio"
        lang="en"
      />,
    );
    const box = await screen.findByRole('textbox', { name: 'Testo in inglese' });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(box.getAttribute('lang')).toBe('en');
    const message = screen.getByText('Campo obbligatorio');
    expect(box.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('is read-only without its toolbar when disabled', async () => {
    renderWithProviders(<RichTextField label="Testo" value="<p>Fisso</p>" onChange={() => {}} disabled />);
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await waitFor(() => expect(box.getAttribute('contenteditable')).toBe('false'));
    expect(screen.queryByRole('button', { name: 'Grassetto' })).toBeNull();
  });

  it('names its controls in the user’s language', async () => {
    renderWithProviders(<RichTextField label="Text" value="" onChange={() => {}} />, { languageId: 2 });
    expect(await screen.findByRole('button', { name: 'Bold' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bulleted list' })).toBeTruthy();
  });
});
