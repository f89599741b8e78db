import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { undisclosedFailure } from './undisclosed-failure';

const catalogue = {
  ERROR_BAD_EMAIL: 'Indirizzo e-mail non valido.',
  ERROR_FIELD_REQUIRED: 'Campo obbligatorio.',
};
const fields = {
  byKey: { ERROR_BAD_EMAIL: 'email' },
  byWireName: { Email: 'email', UserName: 'userName' },
} as const;
const refusal = (ErrorMessage: string, extra: object = {}) =>
  new ApiError(400, { ErrorCode: 402, ErrorMessage, Message: ErrorMessage, ...extra });

describe('undisclosedFailure', () => {
  it('puts a refused field next to the field, whatever the page-error setting', () => {
    for (const showErrors of [true, false]) {
      expect(undisclosedFailure(catalogue, refusal('ERROR_BAD_EMAIL'), fields, showErrors)).toEqual({
        kind: 'fields',
        errors: { email: 'Indirizzo e-mail non valido.' },
      });
    }
    const validation = refusal('ERROR_BAD_REQUEST', {
      Fields: [{ Field: 'UserName', ErrorMessage: 'ERROR_FIELD_REQUIRED', Message: '' }],
    });
    expect(undisclosedFailure(catalogue, validation, fields, false)).toEqual({
      kind: 'fields',
      errors: { userName: 'Campo obbligatorio.' },
    });
  });

  it('shows any other failure only when page errors are shown, and reads it as success otherwise', () => {
    for (const error of [new ApiError(429, undefined), new ApiError(0, undefined), new Error('boom')]) {
      expect(undisclosedFailure(catalogue, error, fields, true)).toEqual({ kind: 'show' });
      expect(undisclosedFailure(catalogue, error, fields, false)).toEqual({ kind: 'success' });
    }
  });
});
