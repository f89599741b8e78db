import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues';
import { localizeMessage, tidySentenceEnds, translate } from './translate';

const it_ = CATALOGUES.it.errors;
const en = CATALOGUES.en.errors;

describe('translate', () => {
  it('returns the text of a known key', () => {
    expect(translate(it_, 'ERROR_BAD_EMAIL')).toBe('Indirizzo e-mail non valido.');
    expect(translate(en, 'ERROR_BAD_EMAIL')).toBe('Invalid e-mail address.');
  });

  it('marks a key missing from a loaded catalogue as ## key##', () => {
    expect(translate(it_, 'NOT_A_KEY')).toBe('## NOT_A_KEY##');
  });

  it('marks any key as :: key:: when no catalogue is loaded', () => {
    expect(translate(undefined, 'ERROR_BAD_EMAIL')).toBe(':: ERROR_BAD_EMAIL::');
  });
});

describe('localizeMessage', () => {
  it('localizes a keyword message and appends the rest as detail', () => {
    expect(localizeMessage(en, 'ERROR_USER_NOTFOUND_ADMIN: mario.rossi')).toBe(
      'User not found. Contact the administrator. mario.rossi',
    );
  });

  it('prefers the longest keyword', () => {
    expect(localizeMessage(en, 'ERROR_MONITOR_AUTHSSO_NOLINKEDAPP app42')).toBe(
      'No application is linked to the identity-provider account. app42',
    );
  });

  it('translates a plain key and a key with detail', () => {
    expect(localizeMessage(it_, 'ERROR_PASSOWRD_NOMATCH')).toBe('Le password non coincidono.');
    expect(localizeMessage(it_, 'ERROR_CF_BADCHAR $')).toBe(
      'Il codice fiscale contiene un carattere non valido: $',
    );
  });

  it('never shows people the password rule named for programs (STRENGTH and the like)', () => {
    for (const reason of ['STRENGTH', 'FIRSTNAME', 'LASTNAME', 'USERNAME']) {
      expect(localizeMessage(it_, `ERROR_PASSOWRD_INVALID ${reason}`)).toBe(
        translate(it_, 'ERROR_PASSOWRD_INVALID'),
      );
      expect(localizeMessage(en, `ERROR_PASSOWRD_INVALID ${reason}`)).toBe(
        translate(en, 'ERROR_PASSOWRD_INVALID'),
      );
    }
  });

  it("shows people an invalid request in their language, without the schema's English words", () => {
    const zod = 'ERROR_BAD_REQUEST CompanyType: Too big: expected number to be <=32767';
    expect(localizeMessage(it_, zod)).toBe('La richiesta non è valida.');
    expect(localizeMessage(en, zod)).toBe(translate(en, 'ERROR_BAD_REQUEST'));
  });

  it("keeps a migrated company's hub address out of the sentence: the page goes there", () => {
    expect(localizeMessage(it_, 'ERROR_LOGIN_MIGRATE https://hub.example.it/azienda')).toBe(
      translate(it_, 'ERROR_LOGIN_MIGRATE'),
    );
  });

  it('translates a detail that is a key of its own, its values put in, the last one whole', () => {
    expect(localizeMessage(it_, 'ERROR_IMPORT_FILE DETAIL_IMPORT_STRAY_QUOTE 2')).toBe(
      "Il file non si può leggere: c'è una virgoletta fuori posto alla riga 2.",
    );
    expect(localizeMessage(en, 'ERROR_IMPORT_FILE DETAIL_IMPORT_STRAY_QUOTE 2')).toBe(
      'The file cannot be read: there is a quote out of place on line 2.',
    );
    expect(localizeMessage(en, 'ERROR_IMPORT_FILE DETAIL_IMPORT_TOO_MANY_ROWS 10001 10000')).toBe(
      'The file cannot be read: it has 10001 rows, and at most 10000 are imported: split it into several files.',
    );
    expect(localizeMessage(en, 'ERROR_IMPORT_FILE DETAIL_IMPORT_MISSING_COLUMN Ragione sociale')).toBe(
      'The file cannot be read: the column “Ragione sociale” is missing.',
    );
    // A detail that only looks like one is shown as it is.
    expect(localizeMessage(en, 'ERROR_IMPORT_FILE DETAIL_UNKNOWN 3')).toBe(
      'The file cannot be read: DETAIL_UNKNOWN 3',
    );
  });

  it('replaces a database insert-statement message with ERROR_OBJECT_READ', () => {
    expect(localizeMessage(en, 'The INSERT statement conflicted with the FOREIGN KEY constraint')).toBe(
      'Error while saving the data.',
    );
  });

  it('shows unlocalized text as is, and an empty message as the interrupted-operation text', () => {
    expect(localizeMessage(en, 'Something a human wrote')).toBe('Something a human wrote');
    expect(localizeMessage(it_, '')).toBe('Errore, operazione interrotta.');
    expect(localizeMessage(it_, undefined)).toBe('Errore, operazione interrotta.');
  });
});

describe('catalogues', () => {
  it('have the same keys in every language, namespace by namespace', () => {
    for (const ns of Object.keys(CATALOGUES.it) as (keyof typeof CATALOGUES.it)[]) {
      expect(Object.keys(CATALOGUES.en[ns]).sort(), ns).toEqual(Object.keys(CATALOGUES.it[ns]).sort());
    }
  });

  it('have no empty texts', () => {
    for (const lang of Object.values(CATALOGUES)) {
      for (const ns of Object.values(lang)) {
        for (const [key, text] of Object.entries(ns)) expect(text.trim(), key).not.toBe('');
      }
    }
  });
});

describe('tidySentenceEnds', () => {
  it('ends a sentence whose last name ends with a full stop with one full stop', () => {
    expect(tidySentenceEnds('come utente di Rossi Impianti S.r.l..')).toBe(
      'come utente di Rossi Impianti S.r.l.',
    );
    expect(tidySentenceEnds('Attendere... Fatto.')).toBe('Attendere... Fatto.');
    expect(tidySentenceEnds('S.p.A. e poi.')).toBe('S.p.A. e poi.');
  });
});
