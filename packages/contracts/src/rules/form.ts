import { fail, pass, type RuleResult } from './rule-result';

/**
 * Generic form-field helpers of the spec: decimals, safe strings, lengths, required fields,
 * confirmation fields, number ranges and the note of the justified-confirm modal. Lengths count
 * Unicode code points (as PostgreSQL does), so an emoji is one character and is never cut in half.
 */

/** Optional minus, digits, then optionally a dot and 1-2 decimals. */
export const DECIMAL_PATTERN = /^-?\d+(?:\.\d{1,2})?$/;
/** Letters (any alphabet, with accents), digits, underscore and spaces. */
export const NO_SPECIAL_CHARS_PATTERN = /^[\p{L}\p{M}\p{Nd}_ ]*$/u;

const length = (value: string) => [...value].length;

/** The decimal trimmed. */
export function checkDecimal(value: string): RuleResult {
  const decimal = value.trim();
  return DECIMAL_PATTERN.test(decimal) ? pass(decimal) : fail('ERROR_BAD_DECIMAL');
}

/** Only letters and digits are kept (accents too, composed first): no symbols, punctuation or whitespace. */
export function toSafeString(value: string): string {
  return value.normalize('NFC').replace(/[^\p{L}\p{Nd}]/gu, '');
}

/** "Word" characters (Unicode letters, digits, underscore) and spaces only; empty passes. */
export function checkNoSpecialChars(value: string): RuleResult {
  return NO_SPECIAL_CHARS_PATTERN.test(value) ? pass(value) : fail('ERROR_SPECIAL_CHARS');
}

/** At most `max` characters (a negative max counts as 0). */
export function truncate(value: string, max: number): string {
  return length(value) <= max ? value : [...value].slice(0, Math.max(0, max)).join('');
}

export function checkMaxLength(value: string, max: number): RuleResult {
  return length(value) <= max ? pass(value) : fail('ERROR_FIELD_TOO_LONG', String(max));
}

/** The value trimmed; blank, null and undefined are missing. */
export function checkRequired(value: string | null | undefined): RuleResult {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? fail('ERROR_FIELD_REQUIRED') : pass(trimmed);
}

/** A confirmation field (e-mail, IBAN, …) must equal the original exactly. */
export function checkSameAs(value: string, original: string): RuleResult {
  return value === original ? pass(value) : fail('ERROR_FIELDS_NOMATCH');
}

/** Plain decimal notation only: no hexadecimal, exponent, or "Infinity" as Number() would take. */
const parseNumber = (text: string) => (/^-?\d+(?:\.\d+)?$/.test(text.trim()) ? Number(text) : Number.NaN);

export type NumberRange = { min?: number; max?: number };

/**
 * A number (or numeric string, dot as decimal separator) within the inclusive bounds: not a number is
 * ERROR_BAD_DECIMAL, out of range is ERROR_NUMBER_OUT_OF_RANGE with the violated bound as detail.
 */
export function checkNumberRange(value: number | string, range: NumberRange): RuleResult<number> {
  const number = typeof value === 'number' ? value : parseNumber(value);
  if (!Number.isFinite(number)) return fail('ERROR_BAD_DECIMAL');
  if (range.min !== undefined && number < range.min)
    return fail('ERROR_NUMBER_OUT_OF_RANGE', `min=${range.min}`);
  if (range.max !== undefined && number > range.max)
    return fail('ERROR_NUMBER_OUT_OF_RANGE', `max=${range.max}`);
  return pass(number);
}

/** The justified-confirm modal enables its confirm button only with a note. */
export function isNoteFilled(note: string | null | undefined): boolean {
  return (note?.trim() ?? '') !== '';
}
