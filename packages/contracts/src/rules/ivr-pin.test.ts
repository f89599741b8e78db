import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkIvrPin, checkIvrPinsMatch, IVR_PIN_MAX, IVR_PIN_MIN } from './ivr-pin';

const digit = fc.integer({ min: 0, max: 9 });
const detail = (pin: string) => {
  const r = checkIvrPin(pin);
  return r.ok ? 'OK' : r.key.replace('ERROR_IVR_PIN_', '');
};

/** The reference definition, written the other way round: a PIN is refused when… */
function expected(pin: string): string {
  if (/[^0-9]/.test(pin)) return 'DIGITS';
  if (pin.length < IVR_PIN_MIN || pin.length > IVR_PIN_MAX) return 'LENGTH';
  if (new Set(pin).size === 1) return 'SAME';
  // A straight run never wraps around (…8, 9, 0… is not a sequence).
  if ('0123456789'.includes(pin) || '9876543210'.includes(pin)) return 'SEQUENCE';
  return 'OK';
}

describe('checkIvrPin', () => {
  it('accepts ordinary PINs and refuses the examples of each rule', () => {
    expect(detail('27183')).toBe('OK');
    expect(detail('90817263')).toBe('OK');
    expect(detail('12a45')).toBe('DIGITS');
    expect(detail(' 12745')).toBe('DIGITS');
    expect(detail('1234')).toBe('LENGTH');
    expect(detail('123456789')).toBe('LENGTH');
    expect(detail('')).toBe('LENGTH');
    expect(detail('77777')).toBe('SAME');
    expect(detail('12345')).toBe('SEQUENCE');
    expect(detail('87654321')).toBe('SEQUENCE');
    expect(detail('89012')).toBe('OK');
    expect(checkIvrPin('12345')).toEqual({ ok: false, key: 'ERROR_IVR_PIN_SEQUENCE' });
  });

  it('agrees with the reference definition on any string of digits of length 0 to 10', () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 0, maxLength: 10 }), (ds) => {
        const pin = ds.join('');
        expect(detail(pin)).toBe(expected(pin));
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses every run of one digit and every straight sequence of an allowed length', () => {
    fc.assert(
      fc.property(
        digit,
        fc.integer({ min: IVR_PIN_MIN, max: IVR_PIN_MAX }),
        fc.constantFrom(-1, 0, 1),
        (start, length, step) => {
          const pin = Array.from({ length }, (_, i) => start + step * i);
          fc.pre(pin.every((d) => d >= 0 && d <= 9));
          expect(checkIvrPin(pin.join('')).ok).toBe(false);
        },
      ),
    );
  });

  it('refuses any PIN with a character other than a digit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => /[^0-9]/.test(s)),
        (pin) => {
          expect(detail(pin)).toBe('DIGITS');
        },
      ),
    );
  });
});

describe('checkIvrPinsMatch', () => {
  it('passes equal PINs and refuses different ones', () => {
    expect(checkIvrPinsMatch('27183', '27183').ok).toBe(true);
    expect(checkIvrPinsMatch('27183', '27184')).toMatchObject({ ok: false, key: 'ERROR_IVR_PIN_NOMATCH' });
  });
});
