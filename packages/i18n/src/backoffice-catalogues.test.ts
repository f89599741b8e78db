import { describe, expect, it } from 'vitest';
import { BACKOFFICE_AREA_CATALOGUES, BACKOFFICE_CATALOGUES } from './backoffice-catalogues';
import { LANGUAGE_CODES } from './languages';
import type { Catalogue } from './translate';

const codes = Object.values(LANGUAGE_CODES);
const areas: [string, Record<(typeof codes)[number], Catalogue>][] =
  Object.entries(BACKOFFICE_AREA_CATALOGUES);

describe('back-office catalogues', () => {
  it('have the same keys in every language, area by area', () => {
    for (const [area, byLanguage] of areas) {
      for (const code of codes) {
        expect(Object.keys(byLanguage[code]).sort(), `${area} (${code})`).toEqual(
          Object.keys(byLanguage.it).sort(),
        );
      }
    }
  });

  it('give each key to one area alone', () => {
    for (const code of codes) {
      const owners = new Map<string, string[]>();
      for (const [area, byLanguage] of areas) {
        for (const key of Object.keys(byLanguage[code])) owners.set(key, [...(owners.get(key) ?? []), area]);
      }
      expect(
        [...owners].filter(([, names]) => names.length > 1),
        code,
      ).toEqual([]);
    }
  });

  it('merge into one `backoffice` namespace holding every text of every area, and nothing else', () => {
    for (const code of codes) {
      const merged: Catalogue = BACKOFFICE_CATALOGUES[code];
      const expected = Object.fromEntries(
        areas.flatMap(([, byLanguage]) => Object.entries(byLanguage[code])),
      );
      expect(merged, code).toEqual(expected);
      for (const key of Object.keys(merged)) expect(key, code).toMatch(/^backoffice\./);
    }
  });
});
