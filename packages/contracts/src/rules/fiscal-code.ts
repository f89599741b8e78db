import { italianCheckChar } from './italian-check-char';
import { fail, pass, type RuleResult } from './rule-result';

/**
 * Italian personal fiscal code (codice fiscale, 16 characters). Only the length, the alphabet and
 * the check character are verified: the checksum tables cover letters too, so omocodic codes
 * (digits replaced by L M N P Q R S T U V to resolve clashes) pass without special handling.
 * An empty value is accepted; whether the field is required is the caller's decision.
 */
export const FISCAL_CODE_LENGTH = 16;

const ALPHANUMERIC = /^[A-Z0-9]$/;

/** The check character for the first 15 characters of a fiscal code (upper-case letters and digits). */
export function fiscalCodeControlChar(first15: string): string {
  if (first15.length !== FISCAL_CODE_LENGTH - 1) {
    throw new RangeError(`Expected ${FISCAL_CODE_LENGTH - 1} characters, got ${first15.length}`);
  }
  return italianCheckChar(first15.toUpperCase());
}

export function checkFiscalCode(value: string): RuleResult {
  const code = value.trim().toUpperCase();
  if (code === '') return pass('');
  if (code.length !== FISCAL_CODE_LENGTH) return fail('ERROR_CF_BADLEN');
  const bad = [...code].find((char) => !ALPHANUMERIC.test(char));
  if (bad !== undefined) return fail('ERROR_CF_BADCHAR', bad);
  if (fiscalCodeControlChar(code.slice(0, 15)) !== code.charAt(15)) return fail('ERROR_CF_BADCHAR_CTRL');
  return pass(code);
}
