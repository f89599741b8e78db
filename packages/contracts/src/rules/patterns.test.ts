import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkPersonName,
  checkPhone,
  checkUserName,
  EMAIL_MAX_LENGTH,
  isLoosePhone,
  isSecureCode,
  NAME_PATTERN,
  PHONE_STRICT_PATTERN,
} from './patterns';

describe('checkEmail', () => {
  it('accepts addresses, trimmed and lower-cased', () => {
    expect(checkEmail(' Mario.Rossi@Example.COM ')).toEqual({ ok: true, value: 'mario.rossi@example.com' });
    expect(checkEmail('operatore@sportello.demo')).toEqual({ ok: true, value: 'operatore@sportello.demo' });
    expect(checkEmail('a+tag@mail.studio-bianchi.it').ok).toBe(true);
  });

  it('rejects malformed addresses', () => {
    for (const bad of [
      '',
      'mario',
      'mario@',
      '@example.com',
      'mario@example',
      'mario@example.c',
      'mario rossi@example.com',
      'mario@@example.com',
      'mario@example..com',
      'mario@example.c0m',
    ]) {
      expect(checkEmail(bad), bad).toEqual({ ok: false, key: 'ERROR_BAD_EMAIL' });
    }
  });

  it('rejects addresses longer than 254 characters', () => {
    const domain = '@example.com';
    expect(checkEmail('a'.repeat(EMAIL_MAX_LENGTH - domain.length) + domain).ok).toBe(true);
    expect(checkEmail('a'.repeat(EMAIL_MAX_LENGTH - domain.length + 1) + domain).ok).toBe(false);
  });

  it('returns any accepted address lower-case and without spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const result = checkEmail(s);
        if (result.ok) {
          expect(result.value).toBe(result.value.toLowerCase());
          expect(result.value).not.toMatch(/\s/);
        }
      }),
    );
  });

  it('accepts generated addresses', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9._+-]{1,20}@[a-z0-9-]{1,20}\.[a-z]{2,6}$/), (email) => {
        expect(checkEmail(email)).toEqual({ ok: true, value: email });
      }),
    );
  });
});

describe('phone', () => {
  it('loose: digits only', () => {
    expect(isLoosePhone('0612345678')).toBe(true);
    expect(isLoosePhone(' 0612345678 ')).toBe(true);
    expect(isLoosePhone('06 12345678')).toBe(false);
    expect(isLoosePhone('+39061234567')).toBe(false);
    expect(isLoosePhone('')).toBe(false);
    expect(checkPhone('3331234567')).toEqual({ ok: true, value: '3331234567' });
    expect(checkPhone('333-1234567')).toEqual({ ok: false, key: 'ERROR_BAD_PHONE' });
  });

  it('strict: optional +, 3-4 digit prefix, optional separator, 5-12 digits', () => {
    for (const good of ['333 1234567', '+390612345678', '0521-12345', '0521,123456', '+3906123456789']) {
      expect(checkPhone(good, { strict: true }).ok, good).toBe(true);
    }
    for (const bad of [
      '33 1234567',
      '333 1234',
      '333  1234567',
      '333/1234567',
      '+39 06 1234567',
      'tel 3331234567',
    ]) {
      expect(checkPhone(bad, { strict: true }), bad).toEqual({ ok: false, key: 'ERROR_BAD_PHONE' });
    }
    // A quirk of the spec's pattern: a 2-digit country code followed by a separator is refused.
    expect(checkPhone('+39 0612345678', { strict: true }).ok).toBe(false);
  });

  it('empty: required by default, optional on request', () => {
    expect(checkPhone('  ')).toEqual({ ok: false, key: 'ERROR_FIELD_REQUIRED' });
    expect(checkPhone('', { required: false })).toEqual({ ok: true, value: '' });
    expect(checkPhone('abc', { required: false })).toEqual({ ok: false, key: 'ERROR_BAD_PHONE' });
  });

  it('strict numbers are exactly prefix + separator + subscriber digits', () => {
    const digits = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
    fc.assert(
      fc.property(
        fc.boolean(),
        digits(3, 4),
        fc.constantFrom('', ' ', ',', '-'),
        digits(5, 12),
        (plus, prefix, sep, rest) => {
          const phone = `${plus ? '+' : ''}${prefix}${sep}${rest}`;
          expect(PHONE_STRICT_PATTERN.test(phone)).toBe(true);
          expect(checkPhone(`${phone}x`, { strict: true }).ok).toBe(false);
        },
      ),
    );
  });
});

describe('checkPersonName', () => {
  it('accepts names with accents, apostrophes, backticks, spaces and hyphens', () => {
    for (const good of [
      'Mario',
      "D'Angelo",
      'D’Angelo',
      'De`Santis',
      'Anna Maria',
      'Rossi-Bianchi',
      'Nicolò',
      'Zoë',
      'Łukasz',
      'Ἀλέξανδρος',
    ]) {
      expect(checkPersonName(good), good).toEqual({ ok: true, value: good });
    }
    expect(checkPersonName('  Niccolò  ')).toEqual({ ok: true, value: 'Niccolò' });
    // A decomposed accent (e + combining grave) is a letter too.
    expect(checkPersonName('Nicole\u0300').ok).toBe(true);
  });

  it('rejects empty names, digits, symbols and names without letters', () => {
    for (const bad of ['', '   ', 'Mario2', 'Mario_Rossi', 'Mario.', 'Mario@Rossi', "'-", 'Mario\nRossi']) {
      expect(checkPersonName(bad), bad).toEqual({ ok: false, key: 'ERROR_BAD_NAME' });
    }
  });

  it('rejects any name with a digit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.integer({ min: 0, max: 9 }), (s, digit) => {
        expect(NAME_PATTERN.test(`${s}${digit}`)).toBe(false);
      }),
    );
  });
});

describe('checkUserName', () => {
  it('accepts plain and e-mail-style user names', () => {
    for (const good of [
      'mrossi',
      'mario.rossi',
      'm_rossi-2',
      'operatore@sportello.demo',
      'abc',
      'a'.repeat(100),
    ]) {
      expect(checkUserName(good), good).toEqual({ ok: true, value: good });
    }
    expect(checkUserName(' MRossi ')).toEqual({ ok: true, value: 'MRossi' });
  });

  it('rejects other characters and lengths outside 3-100', () => {
    for (const bad of ['ab', 'a'.repeat(101), 'mario rossi', 'mario+rossi', 'niccolò', 'mario/rossi', '']) {
      expect(checkUserName(bad), bad).toEqual({ ok: false, key: 'ERROR_USERNAME_INVALID' });
    }
  });

  it('accepts any string of allowed characters of allowed length', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._@-]{3,100}$/), (name) => {
        expect(checkUserName(name).ok).toBe(true);
      }),
    );
  });
});

describe('isSecureCode', () => {
  it('is eight digits, surrounding spaces aside', () => {
    for (const code of ['12345678', '00000001', ' 87654321 ']) expect(isSecureCode(code), code).toBe(true);
    for (const code of ['1234567', '123456789', '1234 5678', 'ROSSI2026', 'ACDEFGHJKM', '']) {
      expect(isSecureCode(code), code).toBe(false);
    }
  });
});
