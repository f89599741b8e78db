import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE_ID, languageCode, languageFromAcceptLanguage } from './languages';

describe('languages', () => {
  it('defaults to Italian (id 1)', () => {
    expect(DEFAULT_LANGUAGE_ID).toBe(1);
    expect(languageCode(1)).toBe('it');
    expect(languageCode(2)).toBe('en');
    expect(languageCode(99)).toBe('it');
  });

  it('reads Accept-Language by weight and falls back to Italian', () => {
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9,it;q=0.8')).toBe(2);
    expect(languageFromAcceptLanguage('de-DE,it;q=0.5,en;q=0.7')).toBe(2);
    expect(languageFromAcceptLanguage('fr')).toBe(1);
    expect(languageFromAcceptLanguage(undefined)).toBe(1);
  });
});
