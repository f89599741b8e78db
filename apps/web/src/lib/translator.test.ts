import { EAGER_CATALOGUES } from '@sportello/i18n/eager-catalogues';
import { LANGUAGE_CODES, type LanguageId } from '@sportello/i18n/languages';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { catalogueTranslator, type SharedNamespace } from './translator';

// The pre-rendered sign-in page translates without i18next (decision 050); the app renders the same
// components with i18next. Both must say the same thing, or the page would change its words when the
// app takes it over.
describe('catalogueTranslator', () => {
  const NAMESPACES: SharedNamespace[] = ['shell', 'login'];

  for (const [id, code] of Object.entries(LANGUAGE_CODES)) {
    it(`gives every text of the shared namespaces as i18next does, in ${code}`, () => {
      const i18n = createI18n(Number(id) as LanguageId);
      const t = i18n.t as (key: string, options: object) => string;
      const translator = catalogueTranslator(EAGER_CATALOGUES[code]);
      const keys = NAMESPACES.flatMap((ns) =>
        Object.entries(EAGER_CATALOGUES[code][ns]).map(([key, text]) => ({ ns, key, text })),
      );
      expect(keys.length).toBeGreaterThan(50);
      for (const { ns, key, text } of keys) {
        // A value for each slot, one of them ending a sentence (the doubled full stop is tidied).
        const values = Object.fromEntries(
          [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name], i) => [
            name,
            i === 0 ? `v${i}.` : `v${i}`,
          ]),
        );
        expect(translator.text(ns, key, values), `${ns}:${key}`).toBe(t(key, { ns, ...values }));
      }
      // A key no catalogue has: the same visible marker.
      expect(translator.text('login', 'login.nothing')).toBe(t('login.nothing', { ns: 'login' }));
    });
  }

  it('handles as i18next does what the catalogues do not have yet: a value ending a sentence, a missing value', () => {
    const catalogues = {
      login: { 'login.done': 'Fatto {{what}}.', 'login.twice': '{{a}} e {{a}}, non {{b}}' },
    };
    const t = createI18n(1, { it: catalogues }).t as (key: string, options: object) => string;
    const translator = catalogueTranslator(catalogues);
    for (const [key, values] of [
      ['login.done', { what: 'ieri.' }],
      ['login.twice', { a: 1 }],
    ] as const)
      expect(translator.text('login', key, values), key).toBe(t(key, { ns: 'login', ...values }));
    expect(translator.text('shell', 'shell.appName')).toBe(':: shell.appName::');
  });

  it('gives the error messages, for localizing the server’s', () => {
    expect(catalogueTranslator(EAGER_CATALOGUES.it).errors).toBe(EAGER_CATALOGUES.it.errors);
  });
});
