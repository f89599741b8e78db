import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` at the end of a field, as pasting it would: one change instead of one per character.
 * Every change re-renders the whole form, so typing character by character made the form tests the
 * slowest of the suite; a test about what happens at each keystroke types (`user.type`).
 */
export async function fill(user: UserEvent, field: Element, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
