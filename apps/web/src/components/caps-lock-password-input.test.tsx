// @vitest-environment jsdom
// happy-dom gives key events no modifier state (getModifierState), which the Caps Lock warning reads.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { CapsLockPasswordInput } from './caps-lock-password-input';

describe('CapsLockPasswordInput', () => {
  it('shows the warning while Caps Lock is on, in a live region, and hides it when it goes off', async () => {
    const { user } = renderWithProviders(<CapsLockPasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    await user.click(input);
    await user.keyboard('abc');
    expect(screen.queryByText('Bloc Maiusc attivo')).toBeNull();

    await user.keyboard('{CapsLock}');
    await user.keyboard('D');
    const warning = screen.getByText('Bloc Maiusc attivo');
    expect(warning.closest('[aria-live="polite"]')).not.toBeNull();

    await user.keyboard('{CapsLock}');
    await user.keyboard('e');
    expect(screen.queryByText('Bloc Maiusc attivo')).toBeNull();
  });

  it('reads the state from the key event, and forgets it on blur', () => {
    renderWithProviders(<CapsLockPasswordInput label="Password" />, { languageId: 2 });
    const input = screen.getByLabelText('Password');
    fireEvent.keyUp(input, { key: 'A', modifierCapsLock: true });
    expect(screen.getByText('Caps Lock is on')).toBeTruthy();
    fireEvent.blur(input);
    expect(screen.queryByText('Caps Lock is on')).toBeNull();
  });

  it('names the show-password button in the UI language', () => {
    renderWithProviders(<CapsLockPasswordInput label="Password" />);
    expect(screen.getByRole('button', { name: 'Mostra o nascondi la password', hidden: true })).toBeTruthy();
  });
});
