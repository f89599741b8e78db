import { italianCheckChar } from './italian-check-char';
import { fail, pass, type RuleResult } from './rule-result';

/**
 * IBAN rule (ISO 13616): country, length per the SWIFT IBAN registry, BBAN format for the
 * countries our customers bank in, the mod-97 check digits and, for Italy and San Marino, the CIN
 * letter that opens the BBAN (the odd/even check character of ABI + CAB + account number).
 */

/** Total IBAN length by country, per the SWIFT IBAN registry. */
// biome-ignore format: a compact table reads better than one country per line
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

/** BBAN structure (after country and check digits); the registry's a / n / c become A-Z / 0-9 / both. */
export const BBAN_FORMATS: Readonly<Record<string, RegExp>> = {
  IT: /^[A-Z]\d{10}[A-Z0-9]{12}$/, // CIN, ABI, CAB, account
  SM: /^[A-Z]\d{10}[A-Z0-9]{12}$/,
  VA: /^\d{18}$/,
  DE: /^\d{18}$/,
  FR: /^\d{10}[A-Z0-9]{11}\d{2}$/,
  MC: /^\d{10}[A-Z0-9]{11}\d{2}$/,
  ES: /^\d{20}$/,
  GB: /^[A-Z]{4}\d{14}$/,
  CH: /^\d{5}[A-Z0-9]{12}$/,
  AT: /^\d{16}$/,
  BE: /^\d{12}$/,
  NL: /^[A-Z]{4}\d{10}$/,
  PT: /^\d{21}$/,
  LU: /^\d{3}[A-Z0-9]{13}$/,
  IE: /^[A-Z]{4}\d{14}$/,
  MT: /^[A-Z]{4}\d{5}[A-Z0-9]{18}$/,
};

/** Whitespace removed, upper-cased. */
export const compactIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** The IBAN in groups of 4 characters, as printed. */
export const formatIban = (value: string): string => compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');

/** ISO 7064 mod 97-10 of an alphanumeric string, letters worth 10 (A) to 35 (Z). */
function mod97(chars: string): number {
  let rest = 0;
  for (const char of chars) {
    const value = Number.parseInt(char, 36);
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}

/** The two check digits of an IBAN for `country` and `bban` (upper-case). */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}

/** The Italian CIN for ABI (5) + CAB (5) + account number (12), upper-case. */
export function italianCin(abiCabAccount: string): string {
  return italianCheckChar(abiCabAccount);
}

export function checkIban(value: string): RuleResult {
  const iban = compactIban(value);
  if (iban === '') return fail('ERROR_IBAN_EMPTY');
  const bad = /[^A-Z0-9]/.exec(iban);
  if (bad) return fail('ERROR_IBAN_BADCHAR', bad[0]);
  const country = iban.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return fail('ERROR_IBAN_BADCOUNTRY', country);
  if (iban.length !== length) return fail('ERROR_IBAN_BADLEN');
  const bban = iban.slice(4);
  const format = BBAN_FORMATS[country];
  const numericCheckDigits = /^\d{2}$/.test(iban.slice(2, 4));
  if (!numericCheckDigits || (format && !format.test(bban))) return fail('ERROR_IBAN_BADFORMAT');
  if (mod97(bban + iban.slice(0, 4)) !== 1) return fail('ERROR_IBAN_BADCHECK');
  if ((country === 'IT' || country === 'SM') && italianCin(bban.slice(1)) !== bban[0]) {
    return fail('ERROR_IBAN_BADCIN');
  }
  return pass(iban);
}
