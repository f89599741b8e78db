import { describe, expect, it } from 'vitest';
import { writeCookie } from './cookies';
import {
  initialLanguageId,
  LEGACY_LANGUAGE_STORAGE_KEY,
  languageIdFromSearch,
  readStoredLanguageId,
  searchFollowingLanguage,
} from './language-preference';

describe('language preference', () => {
  it('reads a known language id from the lg parameter', () => {
    expect(languageIdFromSearch('?lg=2')).toBe(2);
    expect(languageIdFromSearch('?a=1&lg=1')).toBe(1);
    expect(languageIdFromSearch('?lg=99')).toBeUndefined();
    expect(languageIdFromSearch('?lg=en')).toBeUndefined();
    expect(languageIdFromSearch('')).toBeUndefined();
  });

  it('starts in Italian when nothing was chosen', () => {
    expect(initialLanguageId('')).toBe(1);
  });

  it('lets lg win and remembers it for the next visit, in the cookie the server reads', () => {
    writeCookie('sportello.lang', '1');
    expect(initialLanguageId('?lg=2')).toBe(2);
    expect(readStoredLanguageId()).toBe(2);
    expect(document.cookie).toContain('sportello.lang=2');
    expect(initialLanguageId('')).toBe(2);
  });

  it('ignores a stored value that is not a language', () => {
    writeCookie('sportello.lang', 'xx');
    expect(initialLanguageId('')).toBe(1);
  });

  it('moves a choice remembered in the browser storage to the cookie', () => {
    window.localStorage.setItem(LEGACY_LANGUAGE_STORAGE_KEY, '2');
    expect(initialLanguageId('')).toBe(2);
    expect(document.cookie).toContain('sportello.lang=2');
    expect(window.localStorage.getItem(LEGACY_LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('makes a visible lg name the language chosen, keeping the rest of the query; none, nothing to do', () => {
    expect(searchFollowingLanguage('?lg=1&returnUrl=%2Fhome', 2)?.toString()).toBe('lg=2&returnUrl=%2Fhome');
    expect(searchFollowingLanguage('?returnUrl=%2Fhome', 2)).toBeUndefined();
  });
});
