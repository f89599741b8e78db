import { z } from 'zod';
import { defineRoute } from '../common/route';
import { checkPhone } from '../rules/patterns';
import { SECURE_CODE_ROUTES } from './secure-code.routes';

/**
 * The outcome codes of a secure-code request (spec §4 "Secure-code response outcomes"); the web
 * acts on each. Their meaning is documented in docs/secure-codes.md.
 */
export const SecureCodeOutcome = z.enum([
  'REGISTERED',
  'COMPLETED',
  'COMPLETED_NO_CODE',
  'NOT_FOUND_SUPPORT',
  'NOT_FOUND_BUSINESS',
  'OTHER',
]);
export type SecureCodeOutcome = z.infer<typeof SecureCodeOutcome>;

/** Spec §3 Secure-code request. `Consent` must be given; `ReCaptcha` (the solved captcha) is required unless captcha is off. */
export const SecureCodeRequest = z
  .object({
    FirstName: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(100, 'ERROR_FIELD_TOO_LONG'),
    LastName: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(100, 'ERROR_FIELD_TOO_LONG'),
    // The person form's rule (#41), as every phone number of the portal.
    PhoneNumber: z
      .string()
      .trim()
      .max(32, 'ERROR_BAD_PHONE')
      .refine((v) => checkPhone(v, { strict: true, required: false }).ok, 'ERROR_BAD_PHONE')
      .default(''),
    Email: z.string().trim().min(1, 'ERROR_BAD_EMAIL').max(254, 'ERROR_BAD_EMAIL'),
    Company: z.string().trim().min(1, 'ERROR_VATCODE_EMPTY').max(16, 'ERROR_BAD_VATCODE_OR_FISCAL_CODE'),
    FiscalCode: z.string().trim().max(16, 'ERROR_BAD_USER_FISCAL_CODE').default(''),
    Consent: z.boolean(),
    ReCaptcha: z.string().max(8192).optional(),
  })
  .meta({ id: 'SecureCodeRequest' });

/** Spec §3 Secure-code response. The company's address comes back masked (2 characters each side of @). */
export const SecureCodeResponse = z
  .object({
    Code: SecureCodeOutcome,
    Message: z.string(),
    RedirectParams: z.record(z.string(), z.string()).nullable(),
    User: z.object({ Company: z.object({ Email: z.string() }) }).nullable(),
  })
  .meta({ id: 'SecureCodeResponse' });
export type SecureCodeResponse = z.infer<typeof SecureCodeResponse>;

/**
 * What the call may answer: an outcome, or an empty response (no body, or `null`), which spec §4
 * answers by opening the code modal again. This server always answers an outcome; clients of the
 * contract must still handle the empty one.
 */
export const SecureCodeAnswer = SecureCodeResponse.nullish();
export type SecureCodeAnswer = z.infer<typeof SecureCodeAnswer>;

export const getSecureCode = defineRoute({
  ...SECURE_CODE_ROUTES.getSecureCode,
  summary: "Ask for a secure code for a company; it is e-mailed to the company's registered address",
  body: SecureCodeRequest,
  response: SecureCodeAnswer,
});

export const verifySecureCode = defineRoute({
  ...SECURE_CODE_ROUTES.verifySecureCode,
  summary: "Check a company's secure code (5 wrong tries kill it)",
  params: z.object({ code: z.string().trim().min(1).max(32), vat: z.string().trim().min(1).max(16) }),
  response: z.object({ Valid: z.boolean() }),
});
