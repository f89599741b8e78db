import { describe, expect, it } from 'vitest';
import { catalogueTranslator } from './translator';

// The sign-in page's translator must read the catalogues as i18next does in the app (lib/i18n.ts):
// the same page would otherwise say different things depending on how it was loaded.
describe('catalogueTranslator', () => {
  const translator = catalogueTranslator(1, {
    login: { 'login.vatCode': 'P. IVA {{vat}}', 'login.title': 'Accedi', 'login.end': 'Fatto {{what}}.' },
    errors: { ERROR_GENERIC: 'Errore.' },
  });

  it('puts values in for their names, leaving an unknown one as written', () => {
    expect(translator.text('login', 'login.vatCode', { vat: '12345678903' })).toBe('P. IVA 12345678903');
    expect(translator.text('login', 'login.vatCode', { other: 1 })).toBe('P. IVA {{vat}}');
  });

  it('shows a missing key as `## key##`, and `:: key::` when the namespace is not loaded', () => {
    expect(translator.text('login', 'login.nothing')).toBe('## login.nothing##');
    expect(translator.text('shell', 'shell.appName')).toBe(':: shell.appName::');
  });

  it('tidies a full stop doubled by a value that ends a sentence', () => {
    expect(translator.text('login', 'login.end', { what: 'ieri.' })).toBe('Fatto ieri.');
  });

  it('gives the error messages for localizing server messages', () => {
    expect(translator.errors).toEqual({ ERROR_GENERIC: 'Errore.' });
    expect(translator.languageId).toBe(1);
  });
});
