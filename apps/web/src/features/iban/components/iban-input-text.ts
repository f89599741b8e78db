import { formatIban } from '@sportello/contracts/rules/iban';

/**
 * The IBAN field's text as the user types: in groups of four, capitals, as it is printed — but only
 * when typing at the end, so that an edit in the middle does not move the caret under the user's
 * fingers (the field is grouped again when left).
 */
export function typedIban(value: string, caret: number | null): string {
  return caret === null || caret >= value.length ? formatIban(value) : value.toUpperCase();
}
