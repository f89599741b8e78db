import { CATALOGUES } from '@sportello/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { apiErrorText, errorBodyText, errorDetailOf, errorKeyOf } from './error-text';

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

describe('apiErrorText, errorKeyOf, errorDetailOf', () => {
  const policy = new ApiError(400, {
    ErrorCode: 403,
    ErrorMessage: 'ERROR_PASSOWRD_INVALID FIRSTNAME',
    Message: 'Password not valid',
  });

  it('splits the key from its detail', () => {
    expect(errorKeyOf(policy)).toBe('ERROR_PASSOWRD_INVALID');
    expect(errorDetailOf(policy)).toBe('FIRSTNAME');
    expect(
      errorDetailOf(
        new ApiError(400, { ErrorCode: 201, ErrorMessage: 'ERROR_INVALID_PASSWORD', Message: '' }),
      ),
    ).toBeUndefined();
    expect(errorKeyOf(new Error('boom'))).toBeUndefined();
    expect(errorKeyOf(new ApiError(502, undefined))).toBeUndefined();
  });

  it('shows the cancelled text for a cancelled call, and the localized text otherwise', () => {
    expect(apiErrorText(it_, new ApiError(0, undefined, { aborted: true }))).toBe('Operazione annullata.');
    expect(
      apiErrorText(
        it_,
        new ApiError(400, {
          ErrorCode: 201,
          ErrorMessage: 'ERROR_INVALID_PASSWORD',
          Message: 'Invalid user name or password.',
        }),
      ),
    ).toBe('Nome utente o password non validi.');
    expect(apiErrorText(it_, new TypeError('x'))).toBe('Errore, operazione interrotta.');
  });
});
