import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BBAN_FORMATS, checkIban, formatIban, IBAN_LENGTHS, ibanCheckDigits, italianCin } from './iban';

const REAL_IBANS = [
  'IT60X0542811101000000123456',
  'GB82WEST12345698765432',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'SM86U0322509800000000270100',
  'ES9121000418450200051332',
  'CH9300762011623852957',
  'AT611904300234573201',
  'BE68539007547034',
  'NL91ABNA0417164300',
  'PT50000201231234567890154',
  'LU280019400644750000',
  'IE29AIBK93115212345678',
  'MT84MALT011000012345MTLCAST001S',
  'NO9386011117947',
  'PL61109010140000071219812874',
  'VA59001123000012345678',
  'MC5811222000010123456789030',
];

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const alnum = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: n, maxLength: n });

/** A random Italian IBAN with a correct CIN and check digits. */
const italianIban = fc.tuple(digits(5), digits(5), alnum(12)).map(([abi, cab, account]) => {
  const bban = italianCin(abi + cab + account) + abi + cab + account;
  return `IT${ibanCheckDigits('IT', bban)}${bban}`;
});

describe('checkIban', () => {
  it.each(REAL_IBANS)('accepts %s', (iban) => {
    expect(checkIban(iban)).toEqual({ ok: true, value: iban });
  });

  it('strips spaces and upper-cases', () => {
    expect(checkIban(' it60 x054 2811 1010 0000 0123 456 ')).toEqual({
      ok: true,
      value: 'IT60X0542811101000000123456',
    });
  });

  it('rejects an empty value', () => {
    expect(checkIban('')).toEqual({ ok: false, key: 'ERROR_IBAN_EMPTY' });
    expect(checkIban('   ')).toEqual({ ok: false, key: 'ERROR_IBAN_EMPTY' });
  });

  it('rejects a character that is not a letter or digit, naming it', () => {
    expect(checkIban('IT60-X054-2811')).toEqual({ ok: false, key: 'ERROR_IBAN_BADCHAR', detail: '-' });
  });

  it('rejects an unknown country', () => {
    expect(checkIban('XX60X0542811101000000123456')).toMatchObject({
      ok: false,
      key: 'ERROR_IBAN_BADCOUNTRY',
    });
    expect(checkIban('US60X0542811101000000123456')).toMatchObject({
      ok: false,
      key: 'ERROR_IBAN_BADCOUNTRY',
    });
  });

  it('rejects a wrong length for the country', () => {
    expect(checkIban('IT60X054281110100000012345')).toEqual({ ok: false, key: 'ERROR_IBAN_BADLEN' });
    expect(checkIban('DE893704004405320130001')).toEqual({ ok: false, key: 'ERROR_IBAN_BADLEN' });
  });

  it('rejects a BBAN not in the country format, or letters as check digits', () => {
    expect(checkIban('IT6010542811101000000123456')).toEqual({ ok: false, key: 'ERROR_IBAN_BADFORMAT' });
    expect(checkIban('DE8937040044053201300A')).toEqual({ ok: false, key: 'ERROR_IBAN_BADFORMAT' });
    expect(checkIban('GB821EST12345698765432')).toEqual({ ok: false, key: 'ERROR_IBAN_BADFORMAT' });
    expect(checkIban('ITAAX0542811101000000123456')).toEqual({ ok: false, key: 'ERROR_IBAN_BADFORMAT' });
  });

  it('rejects wrong check digits', () => {
    expect(checkIban('IT61X0542811101000000123456')).toEqual({ ok: false, key: 'ERROR_IBAN_BADCHECK' });
    expect(checkIban('GB82WEST12345698765433')).toEqual({ ok: false, key: 'ERROR_IBAN_BADCHECK' });
    expect(checkIban('FR1420041010050500013M02607')).toEqual({ ok: false, key: 'ERROR_IBAN_BADCHECK' });
  });

  it('rejects a wrong CIN even when the check digits were computed over it', () => {
    const bban = 'Y0542811101000000123456';
    const iban = `IT${ibanCheckDigits('IT', bban)}${bban}`;
    expect(checkIban(iban)).toEqual({ ok: false, key: 'ERROR_IBAN_BADCIN' });
  });

  it('accepts generated Italian IBANs and rejects any single-digit change', () => {
    fc.assert(
      fc.property(italianIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, shift) => {
        expect(checkIban(iban)).toEqual({ ok: true, value: iban });
        const digitPositions = [...iban].flatMap((char, i) => (i >= 2 && /\d/.test(char) ? [i] : []));
        const i = digitPositions[at % digitPositions.length]!;
        const typo = iban.slice(0, i) + String((Number(iban[i]) + shift) % 10) + iban.slice(i + 1);
        expect(checkIban(typo).ok).toBe(false);
      }),
    );
  });
});

describe('italianCin', () => {
  it('computes the CIN of a real IBAN', () => {
    expect(italianCin('0542811101000000123456')).toBe('X');
    expect(italianCin('0322509800000000270100')).toBe('U');
  });
});

describe('tables', () => {
  it('every country with a BBAN format has a length and a real IBAN above that passes it', () => {
    for (const country of Object.keys(BBAN_FORMATS)) {
      expect(IBAN_LENGTHS[country], country).toBeGreaterThan(4);
      expect(
        REAL_IBANS.some((iban) => iban.startsWith(country)),
        country,
      ).toBe(true);
    }
  });
});

describe('formatIban', () => {
  it('prints groups of 4', () => {
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(formatIban(' gb82 west12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('')).toBe('');
  });

  it('keeps the characters and never leaves a trailing space', () => {
    fc.assert(
      fc.property(alnum(30), (s) => {
        const formatted = formatIban(s);
        expect(formatted.replaceAll(' ', '')).toBe(s);
        expect(formatted.split(' ').every((group) => group.length > 0 && group.length <= 4)).toBe(true);
      }),
    );
  });
});
