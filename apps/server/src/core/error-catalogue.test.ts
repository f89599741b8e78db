import { IMPORT_FILE_PROBLEMS } from '@sportello/contracts/backoffice/imports.values';
import { ERROR_KEYS, ERRORS } from '@sportello/contracts/common/errors';
import { CATALOGUES } from '@sportello/i18n/catalogues';
import { describe, expect, it } from 'vitest';

// The catalogue lives in contracts and its texts in i18n; only here do the two meet.
describe('error catalogue', () => {
  it('gives every key a unique positive number and an HTTP error status', () => {
    const codes = ERROR_KEYS.map((k) => ERRORS[k].code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const key of ERROR_KEYS) {
      expect(ERRORS[key].code, key).toBeGreaterThan(0);
      expect(ERRORS[key].status, key).toBeGreaterThanOrEqual(400);
    }
  });

  it('has an Italian and an English text for every key', () => {
    for (const key of ERROR_KEYS) {
      expect(CATALOGUES.it.errors, key).toHaveProperty(key);
      expect(CATALOGUES.en.errors, key).toHaveProperty(key);
    }
  });

  it('has both texts for every reason a file cannot be imported, with the same values', () => {
    const slots = (text: string | undefined) => text?.match(/\{\{\d\}\}/g)?.sort() ?? [];
    for (const key of IMPORT_FILE_PROBLEMS) {
      expect(CATALOGUES.it.errors, key).toHaveProperty(key);
      expect(slots(CATALOGUES.en.errors[key]), key).toEqual(slots(CATALOGUES.it.errors[key]));
    }
  });
});
