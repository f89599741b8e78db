import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { CopyValueButton } from './copy-value-button';

describe('CopyValueButton', () => {
  it('copies the value and says so (MSG_COPY_TO_CLIPBOARD)', async () => {
    // user-event puts a clipboard of its own on the page.
    const { user } = renderWithProviders(<CopyValueButton value="TK-2026-0042" label="Copia il codice" />);
    await user.click(screen.getByRole('button', { name: 'Copia il codice' }));
    expect(await navigator.clipboard.readText()).toBe('TK-2026-0042');
    expect((await screen.findByRole('status')).textContent).toBe('Copiato negli appunti.');
  });
});
