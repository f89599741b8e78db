import { describe, expect, it } from 'vitest';
import { cookieString, deleteCookie, readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('lives 2 minutes when no days are given (spec §9)', () => {
    expect(cookieString('prova', 'uno')).toBe('prova=uno; Path=/; Max-Age=120; SameSite=Lax');
  });

  it('lives the days given, on the path given', () => {
    expect(cookieString('lungo', 'a b;c', { days: 1.5, path: '/register' })).toBe(
      'lungo=a%20b%3Bc; Path=/register; Max-Age=129600; SameSite=Lax',
    );
  });

  it('reads back what it wrote, and nothing once deleted', () => {
    writeCookie('prova', 'a b;c');
    expect(readCookie('prova')).toBe('a b;c');
    deleteCookie('prova');
    expect(readCookie('prova')).toBeUndefined();
  });
});
