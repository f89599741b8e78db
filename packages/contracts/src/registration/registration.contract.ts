import { z } from 'zod';
import { defineRoute } from '../common/route';

/**
 * Registration wizard, step 0 (spec §4): the company identifier and the user code the vendor gave
 * the customer are checked when the user leaves the step. An unknown company is
 * ERROR_COMPANY_NOT_VERIFIED; a user code that does not match is ERROR_BUS_VERIFY_COMPANY_CODE.
 */
export const verifyCompanyForRegistration = defineRoute({
  method: 'GET',
  path: '/api/Company/register/local/exists/vatcode/:vat',
  summary: 'Check a company and its user code before registration (step 0 of the wizard)',
  params: z.object({
    vat: z.string().trim().min(1, 'ERROR_VATCODE_EMPTY').max(16, 'ERROR_BAD_VATCODE_OR_FISCAL_CODE'),
  }),
  querystring: z.object({ userCode: z.string().trim().max(32).optional() }),
  response: z
    .object({
      VatCode: z.string(),
      FiscalCode: z.string(),
      VatCodeType: z.number().int(),
      Name: z.string(),
      CompanyType: z.number().int(),
      AccessLocal: z.boolean(),
      ForceTsid: z.boolean(),
    })
    .meta({ id: 'RegistrationCompany' }),
});

/**
 * The wizard's data kept in a cookie while the user visits the identity provider (spec §4): the
 * server enciphers it (AES-256-GCM, authenticated, 30 minutes) and deciphers it on return. A tampered
 * or expired value is ERROR_INVALID_OBJECT.
 */
export const cipherContent = defineRoute({
  method: 'POST',
  path: '/api/App/Content/Cipher',
  summary: 'Encipher wizard data for a cookie (authenticated, expires after 30 minutes)',
  body: z.object({ Content: z.record(z.string(), z.unknown()) }),
  response: z.object({ Value: z.string() }),
});

export const decipherContent = defineRoute({
  method: 'POST',
  path: '/api/App/Content/Decipher',
  summary: 'Decipher wizard data enciphered by this portal (ERROR_INVALID_OBJECT when tampered or expired)',
  body: z.object({ Value: z.string().min(1, 'ERROR_INVALID_OBJECT').max(16_384, 'ERROR_INVALID_OBJECT') }),
  response: z.object({ Content: z.record(z.string(), z.unknown()) }),
});
