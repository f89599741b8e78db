import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { ContentModal } from './content-modal';

describe('ContentModal', () => {
  it('shows title, subtitle and content, and closes from its named close button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ContentModal opened onClose={onClose} title="Ticket 4521" subtitle="Aperto il 03/02/2025">
        <p>Il gestionale non stampa le fatture.</p>
      </ContentModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Ticket 4521' });
    expect(dialog.textContent).toContain('Aperto il 03/02/2025');
    expect(dialog.textContent).toContain('Il gestionale non stampa le fatture.');
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing when closed', () => {
    renderWithProviders(
      <ContentModal opened={false} onClose={vi.fn()} title="Ticket">
        contenuto
      </ContentModal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
