import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  checkPasswordStrength,
  checkPasswordsMatch,
  MEDIUM_MAX,
  PASSWORD_SPECIALS,
  STRONG_MAX,
} from './password';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const allowedChar = fc.constantFrom(...LOWER, ...UPPER, ...DIGITS, ...PASSWORD_SPECIALS);

/** A strong password of 10 to 42 characters: the required characters plus filler, shuffled. */
const strongPassword = fc
  .tuple(
    fc.constantFrom(...LOWER),
    fc.array(fc.constantFrom(...UPPER), { minLength: 2, maxLength: 2 }),
    fc.array(fc.constantFrom(...DIGITS), { minLength: 2, maxLength: 2 }),
    fc.constantFrom(...PASSWORD_SPECIALS),
    fc.array(allowedChar, { minLength: 4, maxLength: STRONG_MAX - 14 }),
  )
  .chain(([lower, uppers, digits, special, rest]) =>
    fc.shuffledSubarray([lower, ...uppers, ...digits, special, ...rest], { minLength: 6 + rest.length }),
  )
  .map((chars) => chars.join(''));

describe('checkPasswordStrength', () => {
  it('rates the demo password Sportello#2026 (14 characters, one capital) as medium', () => {
    expect('Sportello#2026').toHaveLength(14);
    expect(checkPasswordStrength('Sportello#2026')).toBe('medium');
  });

  it('rates strong passwords', () => {
    expect(checkPasswordStrength('SPortello#2026')).toBe('strong');
    expect(checkPasswordStrength('aBC12!defgh')).toBe('strong');
    // Strong has no upper limit of 15, medium does.
    expect(checkPasswordStrength('AB12!abcdefghijklmnop')).toBe('strong');
  });

  it('rates medium passwords', () => {
    expect(checkPasswordStrength('Abcdef1!')).toBe('medium');
    expect(checkPasswordStrength('Abcdefghijklm1!')).toBe('medium');
  });

  it('rejects passwords missing a kind of character or of the wrong length', () => {
    expect(checkPasswordStrength('Abcde1!')).toBe('invalid'); // 7
    expect(checkPasswordStrength('Abcdefghijklmn1!')).toBe('invalid'); // 16, one capital
    expect(checkPasswordStrength('abcdefg1!')).toBe('invalid'); // no capital
    expect(checkPasswordStrength('ABCDEFG1!')).toBe('invalid'); // no lower-case
    expect(checkPasswordStrength('Abcdefgh!')).toBe('invalid'); // no digit
    expect(checkPasswordStrength('Abcdefgh1')).toBe('invalid'); // no special
    expect(checkPasswordStrength(`AB12!${'a'.repeat(46)}`)).toBe('invalid'); // 51
  });

  it('rejects characters outside letters, digits and the specials', () => {
    expect(checkPasswordStrength('SPortello#2026 ')).toBe('invalid');
    expect(checkPasswordStrength('SPortello#2026?')).toBe('invalid');
    expect(checkPasswordStrength('SPortellò#2026')).toBe('invalid');
  });

  it('rates every generated strong password as strong', () => {
    fc.assert(
      fc.property(strongPassword, (pw) => {
        expect(checkPasswordStrength(pw)).toBe('strong');
      }),
    );
  });

  it('rates nothing above 15 characters as medium', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedChar, minLength: MEDIUM_MAX + 1, maxLength: 60 }), (pw) => {
        expect(checkPasswordStrength(pw)).not.toBe('medium');
      }),
    );
  });

  it('rates any password with a foreign character as invalid', () => {
    const foreign = fc.constantFrom(' ', '?', '-', '_', 'è', '€', '\n');
    fc.assert(
      fc.property(strongPassword, foreign, fc.nat(), (pw, char, at) => {
        const i = at % (pw.length + 1);
        expect(checkPasswordStrength(pw.slice(0, i) + char + pw.slice(i))).toBe('invalid');
      }),
    );
  });
});

describe('checkPasswordPolicy', () => {
  const mario = { firstName: 'Mario', lastName: 'Rossi', userName: 'mrossi' };

  it('accepts the demo password', () => {
    expect(checkPasswordPolicy('Sportello#2026', mario)).toEqual({ ok: true, value: 'Sportello#2026' });
    expect(checkPasswordPolicy('Sportello#2026')).toEqual({ ok: true, value: 'Sportello#2026' });
  });

  it('rejects a weak password', () => {
    expect(checkPasswordPolicy('password', mario)).toEqual({
      ok: false,
      key: 'ERROR_PASSOWRD_INVALID',
      detail: 'STRENGTH',
    });
  });

  it('rejects a password containing a name, case-insensitively', () => {
    expect(checkPasswordPolicy('xMARIO#2026', mario)).toMatchObject({ ok: false, detail: 'FIRSTNAME' });
    expect(checkPasswordPolicy('Rossi#2026x', mario)).toMatchObject({ ok: false, detail: 'LASTNAME' });
    expect(checkPasswordPolicy('MRossi#2026', mario)).toMatchObject({ ok: false, detail: 'LASTNAME' });
    expect(checkPasswordPolicy('Xmrossi#2026', { userName: 'mrossi' })).toMatchObject({
      ok: false,
      detail: 'USERNAME',
    });
  });

  it('ignores names shorter than 3 characters', () => {
    expect(checkPasswordPolicy('Sportello#2026', { firstName: 'Po', lastName: 'Lo' }).ok).toBe(true);
    expect(checkPasswordPolicy('Sportello#2026', { firstName: 'Por' })).toMatchObject({
      detail: 'FIRSTNAME',
    });
    expect(checkPasswordPolicy('Sportello#2026', { userName: ' ' }).ok).toBe(true);
  });

  it('rejects a strong password whenever it contains the first name', () => {
    fc.assert(
      fc.property(
        strongPassword,
        fc.string({ unit: fc.constantFrom(...LOWER), minLength: 3, maxLength: 8 }),
        (pw, name) => {
          expect(checkPasswordPolicy(pw + name, { firstName: name.toUpperCase() })).toEqual({
            ok: false,
            key: 'ERROR_PASSOWRD_INVALID',
            detail: 'FIRSTNAME',
          });
        },
      ),
    );
  });
});

describe('checkPasswordsMatch', () => {
  it('needs the two passwords to be identical', () => {
    expect(checkPasswordsMatch('Sportello#2026', 'Sportello#2026')).toEqual({
      ok: true,
      value: 'Sportello#2026',
    });
    expect(checkPasswordsMatch('Sportello#2026', 'sportello#2026')).toEqual({
      ok: false,
      key: 'ERROR_PASSOWRD_NOMATCH',
    });
  });
});

describe('the configured minimum length (spec §5)', () => {
  it('raises the shortest length of both kinds, never lowers it', () => {
    expect(checkPasswordStrength('Abcdef1!', { minLength: 8 })).toBe('medium');
    expect(checkPasswordStrength('Abcdef1!', { minLength: 10 })).toBe('invalid');
    expect(checkPasswordStrength('Abcdefgh1!', { minLength: 10 })).toBe('medium');
    expect(checkPasswordStrength('Abc1!', { minLength: 4 })).toBe('invalid');
    expect(checkPasswordPolicy('Abcdef1!', {}, { minLength: 12 })).toEqual({
      ok: false,
      key: 'ERROR_PASSOWRD_INVALID',
      detail: 'STRENGTH',
    });
  });
});
