import { CATALOGUES } from '@sportello/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import { errorBodyText } from './error-text';

const it_ = CATALOGUES.it.errors;

describe('errorBodyText', () => {
  it('localizes ErrorMessage by key, keeping the detail', () => {
    expect(
      errorBodyText(it_, {
        ErrorCode: 501,
        ErrorMessage: 'ERROR_CF_BADCHAR $',
        Message: 'Invalid character: $',
      }),
    ).toBe('Il codice fiscale contiene un carattere non valido: $');
  });

  it("falls back to the server's Message when ErrorMessage is not a known key", () => {
    expect(
      errorBodyText(it_, { ErrorCode: 999, ErrorMessage: 'ERROR_UNKNOWN_NEW', Message: 'Testo del server' }),
    ).toBe('Testo del server');
  });

  it('shows the interrupted-operation text when there is no body', () => {
    expect(errorBodyText(it_, undefined)).toBe('Errore, operazione interrotta.');
  });

  it('marks keys with :: key:: when no catalogue is loaded', () => {
    expect(errorBodyText(undefined, undefined)).toBe(':: ERROR_MISSING::');
  });
});
