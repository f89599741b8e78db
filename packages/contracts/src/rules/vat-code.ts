import { checkFiscalCode, FISCAL_CODE_LENGTH } from './fiscal-code';
import { fail, pass, type RuleResult } from './rule-result';

/**
 * VAT number (partita IVA) rules. Type 1 is an Italian partita IVA: 11 digits, the last a Luhn-like
 * check digit. Type 2 is a foreign VAT number, only required to be at least 5 characters long.
 * Also the registration rule that accepts either a VAT number or a personal fiscal code: an Italian
 * company's fiscal code is usually its 11-digit VAT number, a person's is the 16-character code.
 */
export const VAT_CODE_LENGTH = 11;
export const FOREIGN_VAT_MIN_LENGTH = 5;
/** The test value (eleven 1s) that the spec lets through unchecked; its check digit is wrong. */
export const TEST_VAT_CODE = '11111111111';

export type VatCodeOptions = { type?: 1 | 2; required?: boolean };

/** The check digit for the first 10 digits of an Italian partita IVA. */
export function vatControlDigit(first10: string): string {
  if (!/^\d{10}$/.test(first10)) throw new RangeError(`Expected 10 digits, got ${JSON.stringify(first10)}`);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10[i]);
    // Odd positions (1-based) count as they are; even positions are doubled, minus 9 above 9.
    const doubled = digit * 2;
    sum += i % 2 === 0 ? digit : doubled > 9 ? doubled - 9 : doubled;
  }
  return String((10 - (sum % 10)) % 10);
}

export function checkVatCode(value: string, opts: VatCodeOptions = {}): RuleResult {
  const { type = 1, required = true } = opts;
  const code = value.trim();
  if (!required || code === TEST_VAT_CODE) return pass(code);
  if (code === '') return fail('ERROR_VATCODE_EMPTY');
  if (type === 2) {
    return code.length >= FOREIGN_VAT_MIN_LENGTH ? pass(code.toUpperCase()) : fail('ERROR_VATCODE_BADLEN');
  }
  if (code.length !== VAT_CODE_LENGTH) return fail('ERROR_VATCODE_BADLEN');
  const bad = [...code].find((char) => char < '0' || char > '9');
  if (bad !== undefined) return fail('ERROR_VATCODE_BADCHAR', bad);
  if (vatControlDigit(code.slice(0, 10)) !== code.charAt(10)) return fail('ERROR_VATCODE_BADCHAR_CTRL');
  return pass(code);
}

/**
 * Registration rule: 11 characters are checked as an Italian VAT number, 16 as a personal fiscal
 * code; the specific error is replaced by the registration one, keeping its detail (a bad character).
 */
export function checkVatOrFiscalCode(value: string): RuleResult {
  const code = value.trim().toUpperCase();
  if (code === '') return fail('ERROR_VATCODE_EMPTY');
  if (code.length === VAT_CODE_LENGTH) return rekey(checkVatCode(code), 'ERROR_BAD_VATCODE_OR_FISCAL_CODE');
  if (code.length === FISCAL_CODE_LENGTH) return rekey(checkFiscalCode(code), 'ERROR_BAD_USER_FISCAL_CODE');
  return fail('ERROR_BAD_VATCODE_OR_FISCAL_CODE');
}

function rekey(
  result: RuleResult,
  key: 'ERROR_BAD_VATCODE_OR_FISCAL_CODE' | 'ERROR_BAD_USER_FISCAL_CODE',
): RuleResult {
  return result.ok ? result : fail(key, result.detail);
}
