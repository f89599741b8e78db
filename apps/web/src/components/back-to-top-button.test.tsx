import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { BackToTopButton } from './back-to-top-button';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  vi.restoreAllMocks();
});

describe('BackToTopButton', () => {
  it('appears only after 100 px of scroll and scrolls back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderWithProviders(<BackToTopButton />);
    expect(screen.queryByRole('button', { name: "Torna all'inizio" })).toBeNull();

    scrollWindowTo(100);
    expect(screen.queryByRole('button', { name: "Torna all'inizio" })).toBeNull();

    scrollWindowTo(101);
    await user.click(screen.getByRole('button', { name: "Torna all'inizio" }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
