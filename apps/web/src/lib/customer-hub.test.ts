import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { customerHubOf } from './customer-hub';

const CONFIGURED = 'https://hub.sportello.example/';
const refusal = (ErrorMessage: string) =>
  new ApiError(403, { ErrorCode: 202, ErrorMessage, Message: 'La tua azienda è stata migrata.' });

describe('where a migrated company’s users are sent', () => {
  it('to the company’s own hub when the server’s answer names an https one', () => {
    expect(customerHubOf(refusal('ERROR_LOGIN_MIGRATE https://hub.rossi.example/a?b=1'), CONFIGURED)).toBe(
      'https://hub.rossi.example/a?b=1',
    );
  });

  it('to the configured hub otherwise: no address, another scheme, another refusal, an address-bar key', () => {
    for (const failure of [
      refusal('ERROR_LOGIN_MIGRATE'),
      refusal('ERROR_LOGIN_MIGRATE http://hub.rossi.example/'),
      refusal('ERROR_LOGIN_MIGRATE javascript:alert(1)'),
      refusal('ERROR_NOT_ALLOWED_MAINTENANCE https://elsewhere.example/'),
      'ERROR_LOGIN_MIGRATE',
    ])
      expect(customerHubOf(failure, CONFIGURED)).toBe(CONFIGURED);
  });
});
