import { screen } from '@testing-library/react';

/** The error text Mantine shows under a field, found through the field's aria-describedby. */
export function fieldErrorOf(label: RegExp | string): string | undefined {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.className.includes('error'))
    ?.textContent?.trim();
}
