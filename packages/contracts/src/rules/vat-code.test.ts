import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVatCode, checkVatOrFiscalCode, vatControlDigit } from './vat-code';

const SEED_CODES = ['01234567897', '09876543217', '12345678903', '02468135799', '05555555555'];
const first10 = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 });

describe('checkVatCode (Italian)', () => {
  it.each(SEED_CODES)('accepts the seed code %s', (code) => {
    expect(checkVatCode(code)).toEqual({ ok: true, value: code });
  });

  it('trims', () => {
    expect(checkVatCode(' 01234567897 ')).toEqual({ ok: true, value: '01234567897' });
  });

  it('rejects an empty value when required', () => {
    expect(checkVatCode('')).toEqual({ ok: false, key: 'ERROR_VATCODE_EMPTY' });
    expect(checkVatCode('  ', { type: 2 })).toEqual({ ok: false, key: 'ERROR_VATCODE_EMPTY' });
  });

  it('skips every check when not required', () => {
    expect(checkVatCode('', { required: false })).toEqual({ ok: true, value: '' });
    expect(checkVatCode(' 123 ', { required: false })).toEqual({ ok: true, value: '123' });
  });

  it('lets the test value of eleven 1s through although its check digit is wrong', () => {
    expect(vatControlDigit('1111111111')).not.toBe('1');
    expect(checkVatCode('11111111111')).toEqual({ ok: true, value: '11111111111' });
  });

  it('rejects a wrong length', () => {
    expect(checkVatCode('0123456789')).toEqual({ ok: false, key: 'ERROR_VATCODE_BADLEN' });
    expect(checkVatCode('012345678970')).toEqual({ ok: false, key: 'ERROR_VATCODE_BADLEN' });
  });

  it('rejects a non-digit, naming it', () => {
    expect(checkVatCode('0123456789A')).toEqual({ ok: false, key: 'ERROR_VATCODE_BADCHAR', detail: 'A' });
    expect(checkVatCode('01234-67897')).toEqual({ ok: false, key: 'ERROR_VATCODE_BADCHAR', detail: '-' });
  });

  it('rejects a wrong check digit', () => {
    expect(checkVatCode('01234567890')).toEqual({ ok: false, key: 'ERROR_VATCODE_BADCHAR_CTRL' });
    expect(checkVatCode('10234567897')).toEqual({ ok: false, key: 'ERROR_VATCODE_BADCHAR_CTRL' });
  });
});

describe('checkVatCode (foreign)', () => {
  it('needs at least 5 characters and upper-cases', () => {
    expect(checkVatCode('de123', { type: 2 })).toEqual({ ok: true, value: 'DE123' });
    expect(checkVatCode('fr40303265045', { type: 2 })).toEqual({ ok: true, value: 'FR40303265045' });
    expect(checkVatCode('DE12', { type: 2 })).toEqual({ ok: false, key: 'ERROR_VATCODE_BADLEN' });
  });
});

describe('vatControlDigit', () => {
  it('computes the check digit of the seed codes', () => {
    for (const code of SEED_CODES) expect(vatControlDigit(code.slice(0, 10))).toBe(code[10]);
  });

  it('needs exactly 10 digits', () => {
    expect(() => vatControlDigit('123456789')).toThrow(RangeError);
    expect(() => vatControlDigit('123456789A')).toThrow(RangeError);
  });

  it('passes any 10 digits followed by their check digit, and no other last digit', () => {
    fc.assert(
      fc.property(first10, fc.integer({ min: 0, max: 9 }), (body, last) => {
        const control = vatControlDigit(body);
        expect(checkVatCode(body + control).ok).toBe(true);
        const result = checkVatCode(body + String(last));
        expect(result.ok).toBe(String(last) === control);
      }),
    );
  });

  it('detects any single-digit substitution in the body', () => {
    fc.assert(
      fc.property(
        first10,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (body, at, shift) => {
          const code = body + vatControlDigit(body);
          const changed = String((Number(code[at]) + shift) % 10);
          const typo = code.slice(0, at) + changed + code.slice(at + 1);
          expect(checkVatCode(typo)).toEqual({ ok: false, key: 'ERROR_VATCODE_BADCHAR_CTRL' });
        },
      ),
    );
  });
});

describe('checkVatOrFiscalCode', () => {
  it('accepts a VAT number or a personal fiscal code, upper-cased', () => {
    expect(checkVatOrFiscalCode('01234567897')).toEqual({ ok: true, value: '01234567897' });
    expect(checkVatOrFiscalCode(' rssmra85t10a562s ')).toEqual({ ok: true, value: 'RSSMRA85T10A562S' });
  });

  it('rejects an empty value', () => {
    expect(checkVatOrFiscalCode(' ')).toEqual({ ok: false, key: 'ERROR_VATCODE_EMPTY' });
  });

  it('maps VAT errors to ERROR_BAD_VATCODE_OR_FISCAL_CODE', () => {
    expect(checkVatOrFiscalCode('01234567890')).toEqual({
      ok: false,
      key: 'ERROR_BAD_VATCODE_OR_FISCAL_CODE',
    });
    expect(checkVatOrFiscalCode('0123456789x')).toEqual({
      ok: false,
      key: 'ERROR_BAD_VATCODE_OR_FISCAL_CODE',
      detail: 'X',
    });
  });

  it('maps fiscal-code errors to ERROR_BAD_USER_FISCAL_CODE', () => {
    expect(checkVatOrFiscalCode('RSSMRA85T10A562T')).toEqual({
      ok: false,
      key: 'ERROR_BAD_USER_FISCAL_CODE',
    });
    expect(checkVatOrFiscalCode('RSSMRA85T10A56*S')).toEqual({
      ok: false,
      key: 'ERROR_BAD_USER_FISCAL_CODE',
      detail: '*',
    });
  });

  it('rejects any other length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z0-9]{1,30}$/), (code) => {
        fc.pre(code.length !== 11 && code.length !== 16);
        expect(checkVatOrFiscalCode(code)).toEqual({ ok: false, key: 'ERROR_BAD_VATCODE_OR_FISCAL_CODE' });
      }),
    );
  });
});
