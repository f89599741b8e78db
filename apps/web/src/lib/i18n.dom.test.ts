import { BACKOFFICE_CATALOGUES } from '@sportello/i18n/backoffice-catalogues';
import { describe, expect, it } from 'vitest';
import { addCatalogues, createI18n, errorCatalogueOf, languageIdFromCode } from './i18n';

describe('i18n', () => {
  it('starts in the requested language and keeps <html lang> in sync', async () => {
    const i18n = createI18n(1);
    expect(i18n.t('shell.language')).toBe('Lingua');
    expect(document.documentElement.lang).toBe('it');
    await i18n.changeLanguage('en');
    expect(i18n.t('shell.language')).toBe('Language');
    expect(document.documentElement.lang).toBe('en');
  });

  it('reads the error namespace', () => {
    const i18n = createI18n(1);
    expect(i18n.t('MSG_OPERAZIONE_ANNULLATA', { ns: 'errors' })).toBe('Operazione annullata.');
    expect(errorCatalogueOf(i18n)?.MSG_OPERAZIONE_ANNULLATA).toBe('Operazione annullata.');
  });

  it('ends a sentence on a company name with its own full stop once', () => {
    const i18n = createI18n(1, {
      it: { shell: { 'shell.welcome': '{{inviter}} ti invita come utente di {{company}}.' } },
    });
    expect(
      i18n.t('shell.welcome' as 'shell.language', {
        inviter: 'Mario Rossi',
        company: 'Rossi Impianti S.r.l.',
      }),
    ).toBe('Mario Rossi ti invita come utente di Rossi Impianti S.r.l.');
  });

  it('shows a missing key as ## key##, without falling back to another language', () => {
    const i18n = createI18n(2, { en: { shell: {} }, it: { shell: { 'shell.only': 'Solo italiano' } } });
    expect(i18n.t('shell.only' as 'shell.language')).toBe('## shell.only##');
  });

  it('shows :: key:: when no catalogue is loaded for the language', () => {
    const i18n = createI18n(2, {});
    expect(i18n.t('shell.language')).toBe(':: shell.language::');
    expect(errorCatalogueOf(i18n)).toBeUndefined();
  });

  it('maps language codes to the spec ids', () => {
    expect(languageIdFromCode('it')).toBe(1);
    expect(languageIdFromCode('en')).toBe(2);
    expect(languageIdFromCode('de')).toBe(1);
  });

  it('leaves the back office out until its pages add it, in every language', async () => {
    const i18n = createI18n(1);
    expect(i18n.hasResourceBundle('it', 'backoffice')).toBe(false);
    addCatalogues(i18n, 'backoffice', BACKOFFICE_CATALOGUES);
    addCatalogues(i18n, 'backoffice', BACKOFFICE_CATALOGUES);
    expect(i18n.t('backoffice.audit.title', { ns: 'backoffice' })).toBe('Registro modifiche');
    await i18n.changeLanguage('en');
    expect(i18n.t('backoffice.audit.title', { ns: 'backoffice' })).toBe('Change log');
  });
});
