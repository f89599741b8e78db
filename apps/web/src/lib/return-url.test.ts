import { describe, expect, it } from 'vitest';
import { safeReturnPath, withLanguageParam, withReturnParam } from './return-url';

describe('safeReturnPath', () => {
  it.each([
    '/',
    '/home',
    '/account/profile',
    '/account/profile?tab=company&page=2',
    '/support/tickets?q=stampante%20fatture#ultima',
    '/ChangeCompanyParent?parent=12345678903&redirectUrl=%2Fhome',
    '/search?discount=50%',
    '/path/with:colon',
  ])('accepts the same-origin path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/account'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslash later on', '/account\\..\\..\\evil'],
    ['absolute https', 'https://evil.example'],
    ['absolute https with a local-looking path', 'https://evil.example/home'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative without slash', 'home'],
    ['leading space', ' /home'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash after the slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['encoded tab between the slashes', '/%09/evil.example'],
    ['newline', '/home\nLocation: //evil.example'],
    ['NUL', '/home\u0000'],
    ['empty', ''],
  ])('refuses %s (%s)', (_label, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('refuses missing values and absurdly long ones', () => {
    expect(safeReturnPath(null)).toBeUndefined();
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeUndefined();
  });
});

describe('withLanguageParam', () => {
  it('appends lg, or replaces the one already there, keeping the rest of the query and the hash', () => {
    expect(withLanguageParam('/account/profile', 2)).toBe('/account/profile?lg=2');
    expect(withLanguageParam('/support/tickets?page=2', 1)).toBe('/support/tickets?page=2&lg=1');
    expect(withLanguageParam('/home?lg=2&x=1#top', 1)).toBe('/home?lg=1&x=1#top');
  });
});

describe('withReturnParam', () => {
  it('encodes the page to come back to', () => {
    expect(withReturnParam('/', 'returnUrl', '/account/profile?tab=2')).toBe(
      '/?returnUrl=%2Faccount%2Fprofile%3Ftab%3D2',
    );
  });
});
