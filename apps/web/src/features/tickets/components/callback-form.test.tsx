import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CallbackForm } from './callback-form';

afterEach(() => {
  vi.useRealTimers();
});

describe('CallbackForm', () => {
  it('offers no day before today, which the server would refuse', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00'));
    const { user } = renderWithProviders(<CallbackForm onSent={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByLabelText(/^Giorno/));
    // A day by its label (the calendar's labels may be in either language here).
    const day = (label: RegExp) =>
      screen.getAllByRole('button').find((b) => label.test(b.getAttribute('aria-label') ?? ''));
    expect(day(/^26 (novembre|November) 2026$/)?.hasAttribute('data-disabled')).toBe(true);
    expect(day(/^27 (novembre|November) 2026$/)?.hasAttribute('data-disabled')).toBe(false);
  });
});
