import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { italianCheckChar } from './italian-check-char';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

describe('italianCheckChar', () => {
  it('computes the check letter of a fiscal code and of an IBAN CIN', () => {
    expect(italianCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(italianCheckChar('0542811101000000123456')).toBe('X');
    expect(italianCheckChar('')).toBe('A');
  });

  it('accepts only upper-case letters and digits', () => {
    expect(() => italianCheckChar('rssmra')).toThrow(RangeError);
    expect(() => italianCheckChar('RSS-MRA')).toThrow(RangeError);
  });

  it('gives a digit the same weight as the letter in its slot (0 as A, 1 as B, …)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), maxLength: 30 }), (s) => {
        const lettersOnly = s.replace(/\d/g, (d) => String.fromCharCode(65 + Number(d)));
        expect(italianCheckChar(lettersOnly)).toBe(italianCheckChar(s));
      }),
    );
  });

  it('detects any single changed character', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: 1, max: 25 }),
        (s, at, shift) => {
          const i = at % s.length;
          const slot = /\d/.test(s[i]!) ? Number(s[i]) : s.charCodeAt(i) - 65;
          const changed = String.fromCharCode(65 + ((slot + shift) % 26));
          expect(italianCheckChar(s.slice(0, i) + changed + s.slice(i + 1))).not.toBe(italianCheckChar(s));
        },
      ),
    );
  });
});
