import { describe, expect, it } from 'vitest';
import { rememberedSsoCompany, rememberSsoCompany, saveSsoReturnUrl, takeSsoReturnUrl } from './sso-memory';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('remembered single-sign-on company', () => {
  it('remembers the VAT number per identity subject', () => {
    const storage = memoryStorage();
    expect(rememberedSsoCompany('subject-a', storage)).toBeUndefined();
    rememberSsoCompany('subject-a', '05555555555', storage);
    rememberSsoCompany('subject-b', '09876543217', storage);
    expect(rememberedSsoCompany('subject-a', storage)).toBe('05555555555');
    expect(rememberedSsoCompany('subject-b', storage)).toBe('09876543217');
    rememberSsoCompany('subject-a', '09876543217', storage);
    expect(rememberedSsoCompany('subject-a', storage)).toBe('09876543217');
  });

  it('keeps the newest identities only', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 25; i++) rememberSsoCompany(`subject-${i}`, String(i), storage);
    expect(rememberedSsoCompany('subject-0', storage)).toBeUndefined();
    expect(rememberedSsoCompany('subject-24', storage)).toBe('24');
    expect(Object.keys(JSON.parse(storage.items.get('sportello.sso.companies') ?? '{}'))).toHaveLength(20);
  });

  it('survives broken or missing storage', () => {
    const storage = memoryStorage();
    storage.items.set('sportello.sso.companies', '{not json');
    expect(rememberedSsoCompany('subject-a', storage)).toBeUndefined();
    rememberSsoCompany('subject-a', '1', storage);
    expect(rememberedSsoCompany('subject-a', storage)).toBe('1');
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberSsoCompany('subject-a', '1', full)).not.toThrow();
    expect(rememberedSsoCompany('subject-a', undefined)).toBeUndefined();
  });
});

describe('single-sign-on return URL', () => {
  it('keeps a safe path once', () => {
    const storage = memoryStorage();
    saveSsoReturnUrl('/account/profile?tab=2', storage);
    expect(takeSsoReturnUrl(storage)).toBe('/account/profile?tab=2');
    expect(takeSsoReturnUrl(storage)).toBeUndefined();
  });

  it('refuses foreign addresses, also when written by someone else', () => {
    const storage = memoryStorage();
    saveSsoReturnUrl('https://evil.example/', storage);
    expect(takeSsoReturnUrl(storage)).toBeUndefined();
    storage.items.set('sportello.sso.returnUrl', '//evil.example');
    expect(takeSsoReturnUrl(storage)).toBeUndefined();
  });

  it('forgets an old return URL when the new sign-in has none', () => {
    const storage = memoryStorage();
    saveSsoReturnUrl('/home', storage);
    saveSsoReturnUrl(null, storage);
    expect(takeSsoReturnUrl(storage)).toBeUndefined();
  });
});
