import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { DayInput } from './day-input';

function Controlled({
  initial,
  withTime,
  onValue,
}: {
  initial: string;
  withTime?: boolean;
  onValue: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DayInput
      label="Giorno"
      withTime={withTime}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      clearable
    />
  );
}

describe('DayInput', () => {
  it('shows a day as DD/MM/YYYY and reads a typed DD/MM/YYYY back as YYYY-MM-DD', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled initial="2026-03-05" onValue={onValue} />);
    const input = screen.getByLabelText('Giorno') as HTMLInputElement;
    expect(input.value).toBe('05/03/2026');
    expect(input.placeholder).toBe('gg/mm/aaaa');
    await user.clear(input);
    await user.type(input, '30/11/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-30');
  });

  it('with a time: DD/MM/YYYY HH:mm on screen, local YYYY-MM-DD HH:mm:ss as its value', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled initial="" withTime onValue={onValue} />);
    const input = screen.getByLabelText('Giorno') as HTMLInputElement;
    expect(input.value).toBe('');
    await user.type(input, '29/11/2026 11:00');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-29 11:00:00');
  });

  it('takes no date in the browser’s mm/dd order', async () => {
    const onValue = vi.fn();
    const { user } = renderWithProviders(<Controlled initial="" onValue={onValue} />);
    await user.type(screen.getByLabelText('Giorno'), '11/30/2026');
    expect(onValue).not.toHaveBeenCalledWith('2026-11-30');
  });

  it('opens its calendar above a field in error, leaving the message under it readable', async () => {
    const { user } = renderWithProviders(<DayInput label="Giorno" error="Campo obbligatorio." />);
    await user.click(screen.getByLabelText('Giorno'));
    const dropdown = document.querySelector('.mantine-Popover-dropdown');
    expect(dropdown?.getAttribute('data-position')).toMatch(/^top/);
  });
});
