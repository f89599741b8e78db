import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILE_NAME_FALLBACK, safeFileName } from './file-name';

/** Every character a stored file name must not hold. */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}/\\"]/u;

const BIDI = [
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u061c',
];
const INVISIBLE = [
  ...BIDI,
  '\u0000',
  '\u0007',
  '\t',
  '\n',
  '\r',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u00ad',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u2028',
  '\u2029',
  '\ufeff',
  // One lone surrogate only: a high and a low one side by side would make a real character.
  '\ud800',
];

/** A name a person would give a file: visible characters, no separators, no spaces at its ends. */
const plainName = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
  .filter((s) => !FORBIDDEN.test(s) && s.trim() === s && s.length > 0);

/** Any string at all, rich in what the sanitiser removes: controls, marks, surrogates, separators. */
const anything = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
    fc.constantFrom(...INVISIBLE, '\udfff', '/', '\\', '"', ' ', '.'),
  ),
  maxLength: 60,
});

describe('safeFileName', () => {
  it('drops the direction marks that show a.exe as a.pdf', () => {
    expect(safeFileName('a\u202eexe.pdf')).toBe('aexe.pdf');
    expect(safeFileName('fattura\u202efdp.exe')).toBe('fatturafdp.exe');
    expect(safeFileName('\u2067rapporto\u2069.pdf')).toBe('rapporto.pdf');
    expect(safeFileName('nota\u061c.txt')).toBe('nota.txt');
  });

  it('drops zero-width and control characters, keeps the last path segment, trims', () => {
    expect(safeFileName('re\u200bgistro\u0000.pdf')).toBe('registro.pdf');
    expect(safeFileName('\udfffnote\ud800.txt')).toBe('note.txt');
    expect(safeFileName('C:\\Users\\mario\\Desktop\\ bilancio 2026.csv ')).toBe('bilancio 2026.csv');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('say "cheese".png')).toBe('say cheese.png');
    expect(safeFileName('città – perché.txt')).toBe('città – perché.txt');
  });

  it('falls back when nothing is left', () => {
    expect(safeFileName('')).toBe(FILE_NAME_FALLBACK);
    expect(safeFileName('\u202e\u200b  ')).toBe(FILE_NAME_FALLBACK);
    expect(safeFileName('docs/')).toBe(FILE_NAME_FALLBACK);
    expect(safeFileName('../', 'allegato')).toBe('allegato');
  });

  it('never keeps a control, format or separator character, nor spaces at its ends, nor nothing', () => {
    fc.assert(
      fc.property(anything, (name) => {
        const safe = safeFileName(name);
        expect(safe).not.toMatch(FORBIDDEN);
        expect(safe.trim()).toBe(safe);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(Math.max(name.length, FILE_NAME_FALLBACK.length));
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anything, (name) => {
        expect(safeFileName(safeFileName(name))).toBe(safeFileName(name));
      }),
    );
  });

  it('leaves a plain name alone, and finds it again under any invisible characters', () => {
    fc.assert(
      fc.property(
        plainName,
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLE)), { maxLength: 6 }),
        (name, inserts) => {
          expect(safeFileName(name)).toBe(name);
          const chars = [...name];
          for (const [at, char] of inserts) chars.splice(at % (chars.length + 1), 0, char);
          expect(safeFileName(chars.join(''))).toBe(name);
        },
      ),
    );
  });
});
