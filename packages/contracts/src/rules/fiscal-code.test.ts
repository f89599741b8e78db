import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFiscalCode, fiscalCodeControlChar } from './fiscal-code';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALPHANUMERIC = `${LETTERS}0123456789`;
const first15 = fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 15, maxLength: 15 });

describe('checkFiscalCode', () => {
  it('accepts real codes, including omocodic variants', () => {
    expect(checkFiscalCode('RSSMRA85T10A562S')).toEqual({ ok: true, value: 'RSSMRA85T10A562S' });
    expect(checkFiscalCode('RSSMRA75C22H501I')).toEqual({ ok: true, value: 'RSSMRA75C22H501I' });
    // Omocodic variants of RSSMRA75C22H501I: the last digit 1 → M, then every digit replaced.
    expect(checkFiscalCode('RSSMRA75C22H50MA').ok).toBe(true);
    expect(checkFiscalCode('RSSMRA85T10A56NH').ok).toBe(true);
    expect(checkFiscalCode('RSSMRAURTMLARNNG').ok).toBe(true);
  });

  it('accepts an empty value', () => {
    expect(checkFiscalCode('')).toEqual({ ok: true, value: '' });
    expect(checkFiscalCode('   ')).toEqual({ ok: true, value: '' });
  });

  it('trims and upper-cases', () => {
    expect(checkFiscalCode('  rssmra85t10a562s ')).toEqual({ ok: true, value: 'RSSMRA85T10A562S' });
  });

  it('rejects a wrong length', () => {
    expect(checkFiscalCode('RSSMRA85T10A562')).toEqual({ ok: false, key: 'ERROR_CF_BADLEN' });
    expect(checkFiscalCode('RSSMRA85T10A562SX')).toEqual({ ok: false, key: 'ERROR_CF_BADLEN' });
  });

  it('rejects a character that is neither letter nor digit, naming it', () => {
    expect(checkFiscalCode('RSSMRA85T10A56$S')).toEqual({ ok: false, key: 'ERROR_CF_BADCHAR', detail: '$' });
    expect(checkFiscalCode('RSSMRA85 10A562S')).toEqual({ ok: false, key: 'ERROR_CF_BADCHAR', detail: ' ' });
  });

  it('rejects a wrong check character', () => {
    expect(checkFiscalCode('RSSMRA85T10A562T')).toEqual({ ok: false, key: 'ERROR_CF_BADCHAR_CTRL' });
    // A typo in the body is caught by the check character.
    expect(checkFiscalCode('RSSMRA85T10A563S')).toEqual({ ok: false, key: 'ERROR_CF_BADCHAR_CTRL' });
  });
});

describe('fiscalCodeControlChar', () => {
  it('computes the official check character', () => {
    expect(fiscalCodeControlChar('RSSMRA85T10A562')).toBe('S');
    expect(fiscalCodeControlChar('rssmra75c22h501')).toBe('I');
  });

  it('needs exactly 15 characters', () => {
    expect(() => fiscalCodeControlChar('RSSMRA85T10A56')).toThrow(RangeError);
  });

  it('passes any 15 characters followed by their check character', () => {
    fc.assert(
      fc.property(first15, (body) => {
        const code = body + fiscalCodeControlChar(body);
        expect(checkFiscalCode(code)).toEqual({ ok: true, value: code });
      }),
    );
  });

  it('rejects any other check letter', () => {
    fc.assert(
      fc.property(first15, fc.constantFrom(...LETTERS), (body, letter) => {
        fc.pre(letter !== fiscalCodeControlChar(body));
        expect(checkFiscalCode(body + letter)).toEqual({ ok: false, key: 'ERROR_CF_BADCHAR_CTRL' });
      }),
    );
  });

  it('accepts lower-case input and returns it upper-cased', () => {
    fc.assert(
      fc.property(first15, (body) => {
        const code = body + fiscalCodeControlChar(body);
        expect(checkFiscalCode(code.toLowerCase())).toEqual({ ok: true, value: code });
      }),
    );
  });
});
