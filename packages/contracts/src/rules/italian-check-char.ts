/**
 * The Italian odd/even check-character algorithm shared by the codice fiscale (16th character)
 * and the CIN of an Italian IBAN: characters in odd positions (1-based) are worth the value in
 * ODD_VALUES, those in even positions their plain value (digit, or A=0 … Z=25); the sum modulo 26
 * is the check letter. Digits and letters share a table slot (0 and A, 1 and B, …).
 */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
] as const;

/** Table slot of an upper-case letter or digit: '0'..'9' → 0..9, 'A'..'Z' → 0..25. */
function slot(char: string): number {
  const code = char.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 65 && code <= 90) return code - 65;
  throw new RangeError(`Not an upper-case letter or digit: ${JSON.stringify(char)}`);
}

/** The check letter of `chars` (upper-case letters and digits only; throws RangeError otherwise). */
export function italianCheckChar(chars: string): string {
  let sum = 0;
  for (let i = 0; i < chars.length; i++) {
    const value = slot(chars.charAt(i));
    sum += i % 2 === 0 ? ODD_VALUES[value]! : value;
  }
  return String.fromCharCode(65 + (sum % 26));
}
