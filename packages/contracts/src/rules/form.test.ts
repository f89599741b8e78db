import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDecimal,
  checkMaxLength,
  checkNoSpecialChars,
  checkNumberRange,
  checkRequired,
  checkSameAs,
  isNoteFilled,
  toSafeString,
  truncate,
} from './form';

describe('checkDecimal', () => {
  it('accepts integers and up to 2 decimals, with an optional minus', () => {
    for (const good of ['0', '42', '-42', '3.1', '1234.56', '-0.50', ' 7.25 ']) {
      expect(checkDecimal(good), good).toEqual({ ok: true, value: good.trim() });
    }
  });

  it('rejects anything else', () => {
    for (const bad of ['', '1.234', '1,50', '.5', '5.', '+5', '--1', '1e3', 'abc', '1 000']) {
      expect(checkDecimal(bad), bad).toEqual({ ok: false, key: 'ERROR_BAD_DECIMAL' });
    }
  });

  it('accepts every number printed with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 2 }), (cents, decimals) => {
        expect(checkDecimal((cents / 100).toFixed(decimals)).ok).toBe(true);
        expect(checkDecimal((cents / 100).toFixed(3)).ok).toBe(false);
      }),
    );
  });
});

describe('toSafeString', () => {
  it('keeps only letters and digits', () => {
    expect(toSafeString(' Rossi & Figli S.r.l. — 2026! ')).toBe('RossiFigliSrl2026');
    expect(toSafeString('Società\tCooperativa\n')).toBe('SocietàCooperativa');
    expect(toSafeString('Societa\u0300')).toBe('Società');
  });

  it('yields only letters and digits, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const safe = toSafeString(s);
        expect(safe).toMatch(/^[\p{L}\p{Nd}]*$/u);
        expect(toSafeString(safe)).toBe(safe);
      }),
    );
  });
});

describe('checkNoSpecialChars', () => {
  it('accepts word characters and spaces', () => {
    expect(checkNoSpecialChars('Ordine 42 di Niccolò_Rossi')).toEqual({
      ok: true,
      value: 'Ordine 42 di Niccolò_Rossi',
    });
    expect(checkNoSpecialChars('').ok).toBe(true);
  });

  it('rejects punctuation, symbols and other whitespace', () => {
    for (const bad of ['Rossi & Figli', 'S.r.l.', "D'Angelo", '<script>', 'a\tb', 'a\nb']) {
      expect(checkNoSpecialChars(bad), bad).toEqual({ ok: false, key: 'ERROR_SPECIAL_CHARS' });
    }
  });

  it('accepts whatever toSafeString produces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(checkNoSpecialChars(toSafeString(s)).ok).toBe(true);
      }),
    );
  });
});

describe('lengths', () => {
  it('truncates to max characters, never splitting an emoji', () => {
    expect(truncate('Sportello', 5)).toBe('Sport');
    expect(truncate('Sportello', 50)).toBe('Sportello');
    expect(truncate('ab😀cd', 3)).toBe('ab😀');
    expect(truncate('abc', -1)).toBe('');
  });

  it('checkMaxLength reports the limit', () => {
    expect(checkMaxLength('abc', 3)).toEqual({ ok: true, value: 'abc' });
    expect(checkMaxLength('😀😀😀', 3).ok).toBe(true);
    expect(checkMaxLength('abcd', 3)).toEqual({ ok: false, key: 'ERROR_FIELD_TOO_LONG', detail: '3' });
  });

  it('a truncated value always passes checkMaxLength and is a prefix', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 30 }),
        fc.integer({ min: 0, max: 40 }),
        (s, max) => {
          const cut = truncate(s, max);
          expect(checkMaxLength(cut, max).ok).toBe(true);
          expect(s.startsWith(cut)).toBe(true);
          expect(checkMaxLength(s, max).ok).toBe(cut === s);
        },
      ),
    );
  });
});

describe('checkRequired', () => {
  it('needs a non-blank value and trims it', () => {
    expect(checkRequired(' Mario ')).toEqual({ ok: true, value: 'Mario' });
    for (const missing of ['', '   ', '\n', null, undefined]) {
      expect(checkRequired(missing)).toEqual({ ok: false, key: 'ERROR_FIELD_REQUIRED' });
    }
  });
});

describe('checkSameAs', () => {
  it('needs an exact match', () => {
    expect(checkSameAs('a@b.it', 'a@b.it')).toEqual({ ok: true, value: 'a@b.it' });
    expect(checkSameAs('A@b.it', 'a@b.it')).toEqual({ ok: false, key: 'ERROR_FIELDS_NOMATCH' });
  });
});

describe('checkNumberRange', () => {
  it('accepts numbers and numeric strings within inclusive bounds', () => {
    expect(checkNumberRange(5, { min: 1, max: 10 })).toEqual({ ok: true, value: 5 });
    expect(checkNumberRange(' 10 ', { min: 1, max: 10 })).toEqual({ ok: true, value: 10 });
    expect(checkNumberRange('-2.5', {})).toEqual({ ok: true, value: -2.5 });
    expect(checkNumberRange(1, { min: 1 })).toEqual({ ok: true, value: 1 });
  });

  it('names the violated bound', () => {
    expect(checkNumberRange(0, { min: 1, max: 10 })).toEqual({
      ok: false,
      key: 'ERROR_NUMBER_OUT_OF_RANGE',
      detail: 'min=1',
    });
    expect(checkNumberRange('11', { min: 1, max: 10 })).toEqual({
      ok: false,
      key: 'ERROR_NUMBER_OUT_OF_RANGE',
      detail: 'max=10',
    });
  });

  it('rejects what is not a plain finite number', () => {
    for (const bad of ['', 'abc', '0x10', '1e3', 'Infinity', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(checkNumberRange(bad, {}), String(bad)).toEqual({ ok: false, key: 'ERROR_BAD_DECIMAL' });
    }
  });

  it('passes exactly the numbers between min and max', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), (n, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(checkNumberRange(n, { min, max }).ok).toBe(n >= min && n <= max);
        expect(checkNumberRange(String(n), { min, max }).ok).toBe(n >= min && n <= max);
      }),
    );
  });
});

describe('isNoteFilled', () => {
  it('needs a non-blank note', () => {
    expect(isNoteFilled('Cliente contattato')).toBe(true);
    expect(isNoteFilled(' x ')).toBe(true);
    expect(isNoteFilled('  \n ')).toBe(false);
    expect(isNoteFilled('')).toBe(false);
    expect(isNoteFilled(null)).toBe(false);
    expect(isNoteFilled(undefined)).toBe(false);
  });
});
