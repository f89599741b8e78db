import type { SecureCodeResponse } from '@sportello/contracts/recovery/secure-code.contract';
import { describe, expect, it } from 'vitest';
import { SECURE_CODE_REDIRECT_MS, secureCodeNextStep } from './secure-code-next-step';

const answer = (overrides: Partial<SecureCodeResponse>): SecureCodeResponse => ({
  Code: 'OTHER',
  Message: 'MSG_SECURECODE_OTHER',
  RedirectParams: null,
  User: null,
  ...overrides,
});

describe('secureCodeNextStep (docs/secure-codes.md)', () => {
  it('REGISTERED: retrieve-info mode 1 with the redirect parameters after 3 s', () => {
    expect(
      secureCodeNextStep(
        answer({ Code: 'REGISTERED', RedirectParams: { mode: '1', vat: '09876543217' } }),
        '09876543217',
      ),
    ).toEqual({ kind: 'redirect', to: '/retrieve-info?mode=1&vat=09876543217', delayMs: 3000 });
    // Without parameters from the server, the typed VAT number still leads to mode 1.
    expect(secureCodeNextStep(answer({ Code: 'REGISTERED' }), '09876543217')).toMatchObject({
      to: '/retrieve-info?mode=1&vat=09876543217',
    });
  });

  it('COMPLETED and COMPLETED_NO_CODE: the masked address and the support form in mode 3', () => {
    for (const Code of ['COMPLETED', 'COMPLETED_NO_CODE'] as const) {
      expect(
        secureCodeNextStep(answer({ Code, User: { Company: { Email: 'am**@**example' } } }), '03333333338'),
      ).toEqual({ kind: 'offerSupport', mode: 3, maskedEmail: 'am**@**example' });
    }
  });

  it('NOT_FOUND_BUSINESS: the support form, without an address', () => {
    expect(secureCodeNextStep(answer({ Code: 'NOT_FOUND_BUSINESS' }), '11111111111')).toEqual({
      kind: 'offerSupport',
      mode: 2,
      maskedEmail: undefined,
    });
  });

  it('an empty response (no body, or null): the code modal again', () => {
    expect(secureCodeNextStep(undefined, '03333333338')).toEqual({ kind: 'codeModal' });
    expect(secureCodeNextStep(null, '03333333338')).toEqual({ kind: 'codeModal' });
  });

  it('NOT_FOUND_SUPPORT and OTHER: the sign-in page after 3 s', () => {
    for (const Code of ['NOT_FOUND_SUPPORT', 'OTHER'] as const) {
      expect(secureCodeNextStep(answer({ Code }), '04444444444')).toEqual({
        kind: 'redirect',
        to: '/',
        delayMs: SECURE_CODE_REDIRECT_MS,
      });
    }
  });
});
