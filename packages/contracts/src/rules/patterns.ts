import { fail, pass, type RuleResult } from './rule-result';

/**
 * Shape rules for e-mail addresses, phone numbers, person names and user names. The patterns are
 * exported so that the web app can reuse them; every check trims its input first.
 */

/** local@domain: no spaces, one @, dotted domain ending in a top-level part of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
/** Optional +, a 3-4 digit prefix, an optional space, comma or hyphen, then 5-12 digits. */
export const PHONE_STRICT_PATTERN = /^\+?\d{3,4}[ ,-]?\d{5,12}$/;
export const PHONE_LOOSE_PATTERN = /^\d+$/;
/** Letters of any alphabet (with combining accents), space, apostrophes (' and ’), backtick, hyphen; at least one letter. */
export const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’`-]+$/u;
/**
 * ASCII letters, digits, dot, hyphen, underscore, and also @: e-mail-style user names such as
 * operatore@sportello.demo are valid (a decision of ours, since many customers log in with their
 * e-mail address as user name). 3-100 characters.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,100}$/;

/**
 * A secure code as the secure-code request mails it (docs/secure-codes.md): eight digits. A company's
 * user code never is one, so registration step 0 tries only such a value as a secure code (each wrong
 * try counts against the live code).
 */
export const SECURE_CODE_PATTERN = /^\d{8}$/;

/** Whether the code (trimmed) has the shape of a secure code. */
export function isSecureCode(value: string): boolean {
  return SECURE_CODE_PATTERN.test(value.trim());
}

/** The address trimmed and lower-cased. */
export function checkEmail(value: string): RuleResult {
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
    ? pass(email)
    : fail('ERROR_BAD_EMAIL');
}

/** Digits only (after trimming), at least one. */
export function isLoosePhone(value: string): boolean {
  return PHONE_LOOSE_PATTERN.test(value.trim());
}

export type PhoneOptions = { strict?: boolean; required?: boolean };

/**
 * Loose (digits only) by default, PHONE_STRICT_PATTERN when strict. Required by default: an empty
 * required number is ERROR_FIELD_REQUIRED, an empty optional one passes as ''.
 */
export function checkPhone(value: string, opts: PhoneOptions = {}): RuleResult {
  const { strict = false, required = true } = opts;
  const phone = value.trim();
  if (phone === '') return required ? fail('ERROR_FIELD_REQUIRED') : pass('');
  const valid = strict ? PHONE_STRICT_PATTERN.test(phone) : isLoosePhone(phone);
  return valid ? pass(phone) : fail('ERROR_BAD_PHONE');
}

/** The name trimmed. */
export function checkPersonName(value: string): RuleResult {
  const name = value.trim();
  return NAME_PATTERN.test(name) ? pass(name) : fail('ERROR_BAD_NAME');
}

/** The user name trimmed (case kept). */
export function checkUserName(value: string): RuleResult {
  const userName = value.trim();
  return USERNAME_PATTERN.test(userName) ? pass(userName) : fail('ERROR_USERNAME_INVALID');
}
