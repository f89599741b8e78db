import { fail, pass, type RuleResult } from './rule-result';

/**
 * Password rules of registration, reset and change. Strength is "strong" (10-50 characters, one
 * lower-case letter, two upper-case letters, two digits, one special) or "medium" (8-15 characters,
 * one of each kind); only ASCII letters, digits and PASSWORD_SPECIALS are allowed. The policy also
 * refuses passwords that contain the user's first name, last name or user name. The portal's
 * configuration may ask for longer passwords (spec §5: the minimum length comes from configuration):
 * `minLength` raises the shortest length of both kinds, never lowers it.
 */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const MEDIUM_MIN = 8;
export const MEDIUM_MAX = 15;
export const STRONG_MIN = 10;
export const STRONG_MAX = 50;
/** Shorter first or last names are too common inside words to be refused. */
export const MIN_NAME_LENGTH = 3;

export type PasswordStrength = 'strong' | 'medium' | 'invalid';
export type PasswordPolicyFailure = 'STRENGTH' | 'FIRSTNAME' | 'LASTNAME' | 'USERNAME';
export type PasswordPersonalData = { firstName?: string; lastName?: string; userName?: string };
/** The configured minimum length (PASSWORD_MIN_LENGTH, from MEDIUM_MIN to MEDIUM_MAX). */
export type PasswordLength = { minLength?: number };

const ALLOWED = /^[A-Za-z0-9!@#$%^&*]*$/;
const count = (pw: string, pattern: RegExp) => pw.match(pattern)?.length ?? 0;

export function checkPasswordStrength(
  pw: string,
  { minLength = MEDIUM_MIN }: PasswordLength = {},
): PasswordStrength {
  if (!ALLOWED.test(pw)) return 'invalid';
  const lower = count(pw, /[a-z]/g);
  const upper = count(pw, /[A-Z]/g);
  const digits = count(pw, /[0-9]/g);
  const specials = count(pw, /[!@#$%^&*]/g);
  const len = pw.length;
  if (len < minLength) return 'invalid';
  if (len >= STRONG_MIN && len <= STRONG_MAX && lower >= 1 && upper >= 2 && digits >= 2 && specials >= 1) {
    return 'strong';
  }
  if (len >= MEDIUM_MIN && len <= MEDIUM_MAX && lower >= 1 && upper >= 1 && digits >= 1 && specials >= 1) {
    return 'medium';
  }
  return 'invalid';
}

const contains = (pw: string, part: string | undefined, minLength: number) => {
  const needle = part?.trim().toLowerCase() ?? '';
  return needle.length >= minLength && pw.toLowerCase().includes(needle);
};

function policyFailure(
  pw: string,
  personal: PasswordPersonalData,
  length: PasswordLength,
): PasswordPolicyFailure | undefined {
  if (checkPasswordStrength(pw, length) === 'invalid') return 'STRENGTH';
  if (contains(pw, personal.firstName, MIN_NAME_LENGTH)) return 'FIRSTNAME';
  if (contains(pw, personal.lastName, MIN_NAME_LENGTH)) return 'LASTNAME';
  if (contains(pw, personal.userName, 1)) return 'USERNAME';
  return undefined;
}

/** The password unchanged when it is strong or medium and holds none of the user's names. */
export function checkPasswordPolicy(
  pw: string,
  personal: PasswordPersonalData = {},
  length: PasswordLength = {},
): RuleResult {
  const reason = policyFailure(pw, personal, length);
  return reason ? fail('ERROR_PASSOWRD_INVALID', reason) : pass(pw);
}

export function checkPasswordsMatch(pw: string, pw2: string): RuleResult {
  return pw === pw2 ? pass(pw) : fail('ERROR_PASSOWRD_NOMATCH');
}
