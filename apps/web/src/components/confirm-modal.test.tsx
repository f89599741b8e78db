import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render';
import { ConfirmModal } from './confirm-modal';
import type { Dialogs } from './dialogs-context';
import { useDialogs } from './use-dialogs';

let probed: Dialogs | undefined;

/** Hands the dialogs API to the test, the way a page would get it. */
function DialogsProbe() {
  probed = useDialogs();
  return null;
}

function renderDialogs() {
  probed = undefined;
  const rendered = renderWithProviders(<DialogsProbe />);
  return { ...rendered, dialogs: () => probed as Dialogs };
}

describe('ConfirmModal', () => {
  it('shows an alert with title, message, OK and a named close button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmModal
        opened
        kind="alert"
        title="Attenzione"
        message="Dati aggiornati."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Attenzione' });
    expect(dialog.textContent).toContain('Dati aggiornati.');
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Conferma' })).toBeNull();
  });

  it('keeps confirm disabled until the trimmed note is not empty', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmModal
        opened
        kind="confirm"
        withNote
        title="Rifiuta"
        message="Perché?"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Conferma' }) as HTMLButtonElement;
    const note = screen.getByRole('textbox', { name: /Nota/ });
    expect(confirm.disabled).toBe(true);
    await fill(user, note, '   ');
    expect(confirm.disabled).toBe(true);
    await fill(user, note, ' motivo ');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('motivo');
  });

  it('speaks English when the UI does', () => {
    renderWithProviders(
      <ConfirmModal
        opened
        kind="confirm"
        title="Delete"
        message="Sure?"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
      { languageId: 2 },
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});

describe('useDialogs', () => {
  it('resolves an alert when OK is pressed', async () => {
    const { user, dialogs } = renderDialogs();
    let done = false;
    const pending = dialogs()
      .alert({ message: 'Operazione completata.' })
      .then(() => {
        done = true;
      });
    const dialog = await screen.findByRole('dialog', { name: 'Avviso' });
    expect(dialog.textContent).toContain('Operazione completata.');
    expect(done).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await pending;
    expect(done).toBe(true);
  });

  it('resolves a confirm with true on confirm and false on cancel', async () => {
    const { user, dialogs } = renderDialogs();
    const first = dialogs().confirm({ title: 'Salvare?', message: 'Vuoi salvare le modifiche?' });
    await user.click(await screen.findByRole('button', { name: 'Conferma' }));
    await expect(first).resolves.toBe(true);

    const second = dialogs().confirm({ title: 'Salvare?', message: 'Vuoi salvare le modifiche?' });
    await user.click(await screen.findByRole('button', { name: 'Annulla' }));
    await expect(second).resolves.toBe(false);
  });

  it('returns the note of a confirm with a note, and false when closed', async () => {
    const { user, dialogs } = renderDialogs();
    const answered = dialogs().confirm({
      title: 'Chiudi ticket',
      message: 'Indica il motivo.',
      withNote: true,
    });
    await fill(user, await screen.findByRole('textbox', { name: /Nota/ }), '  risolto  ');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    await expect(answered).resolves.toEqual({ note: 'risolto' });

    const closed = dialogs().confirm({
      title: 'Chiudi ticket',
      message: 'Indica il motivo.',
      withNote: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Chiudi' }));
    await expect(closed).resolves.toBe(false);
  });

  it('shows queued dialogs one after the other', async () => {
    const { user, dialogs } = renderDialogs();
    const first = dialogs().alert({ title: 'Primo', message: 'uno' });
    const second = dialogs().alert({ title: 'Secondo', message: 'due' });
    await screen.findByRole('dialog', { name: 'Primo' });
    expect(screen.queryByRole('dialog', { name: 'Secondo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await first;
    await screen.findByRole('dialog', { name: 'Secondo' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await second;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
