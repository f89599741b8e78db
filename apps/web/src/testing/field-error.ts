import { screen } from '@testing-library/react';

/**
 * The error text Mantine shows under a field, found through the field's aria-describedby. The field
 * by its label, or the input itself where the label also names other parts (a select's list).
 */
export function fieldErrorOf(field: RegExp | string | HTMLElement): string | undefined {
  const input = field instanceof HTMLElement ? field : screen.getByLabelText(field);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .find((element) => element?.className.includes('error'))
    ?.textContent?.trim();
}
