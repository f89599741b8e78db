import { z } from 'zod';
import { LoginResult } from '../auth/login.contract';
import { int4, int4Id, smallint } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { DisclaimerAnswer } from './disclaimers.contract';
import { REGISTRATION_ROUTES } from './registration.routes';

/**
 * Registration wizard, step 0 (spec §4): the company identifier and the user code the vendor gave
 * the customer are checked when the user leaves the step. An unknown company is
 * ERROR_COMPANY_NOT_VERIFIED; a user code that does not match is ERROR_BUS_VERIFY_COMPANY_CODE.
 */
export const verifyCompanyForRegistration = defineRoute({
  ...REGISTRATION_ROUTES.verifyCompanyForRegistration,
  summary: 'Check a company and its user code before registration (step 0 of the wizard)',
  params: z.object({
    vat: z.string().trim().min(1, 'ERROR_VATCODE_EMPTY').max(16, 'ERROR_BAD_VATCODE_OR_FISCAL_CODE'),
  }),
  querystring: z.object({ userCode: z.string().trim().max(32).optional() }),
  response: z
    .object({
      VatCode: z.string(),
      FiscalCode: z.string(),
      VatCodeType: smallint,
      Name: z.string(),
      CompanyType: int4,
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
  ...REGISTRATION_ROUTES.cipherContent,
  summary: 'Encipher wizard data for a cookie (authenticated, expires after 30 minutes)',
  body: z.object({ Content: z.record(z.string(), z.unknown()) }),
  response: z.object({ Value: z.string() }),
});

export const decipherContent = defineRoute({
  ...REGISTRATION_ROUTES.decipherContent,
  summary: 'Decipher wizard data enciphered by this portal (ERROR_INVALID_OBJECT when tampered or expired)',
  body: z.object({ Value: z.string().min(1, 'ERROR_INVALID_OBJECT').max(16_384, 'ERROR_INVALID_OBJECT') }),
  response: z.object({ Content: z.record(z.string(), z.unknown()) }),
});

const text = (max: number) => z.string().trim().max(max, 'ERROR_FIELD_TOO_LONG');
const TimeValue = z.object({ TimeValue: z.number().int().min(0).max(24) });

/**
 * Spec §3 User registration data. The browser checks each rule for fast feedback; the server checks
 * every one again (spec §5 Registration) and answers the first problem of each field in `Fields`.
 */
export const RegistrationData = z
  .object({
    UserName: text(100),
    FirstName: text(100),
    LastName: text(100),
    Email: text(254),
    Email2: text(254),
    PhoneNumber: text(32),
    MobilePhone: text(32),
    FiscalCode: text(16),
    /** Absent for a company without local sign-in: the user signs in through the identity provider. */
    Password: z.string().max(50, 'ERROR_PASSOWRD_INVALID').optional(),
    Password2: z.string().max(50, 'ERROR_PASSOWRD_NOMATCH').optional(),
    UserCode: text(32),
    /** Always true (spec §3). */
    NewsLetter: z.literal(true),
    Language: z.object({ Id: int4Id }),
    ReCaptcha: z.string().max(8192).optional(),
    Availability: z.object({ From: TimeValue, To: TimeValue }),
    Privacy: z.object({ PrivacyAck: z.boolean() }),
    Disclaimers: z.array(DisclaimerAnswer).max(50).default([]),
    Company: z.object({
      VatCode: z.string().trim().min(1, 'ERROR_VATCODE_EMPTY').max(16, 'ERROR_BAD_VATCODE_OR_FISCAL_CODE'),
      FiscalCode: text(16).optional(),
      VatCodeType: z.union([z.literal(1), z.literal(2)]).default(1),
      Name: text(200).optional(),
      Code: text(32).optional(),
    }),
  })
  .meta({ id: 'RegistrationData' });
export type RegistrationData = z.infer<typeof RegistrationData>;

/**
 * Registration (spec §7 registerlogin): creates the user in the verified company and signs them in.
 * A session already open in this browser ends first. Answers the login result.
 */
export const registerLogin = defineRoute({
  ...REGISTRATION_ROUTES.registerLogin,
  summary: 'Register a user of a verified company and sign in (every rule of spec §5 checked again)',
  body: RegistrationData,
  response: LoginResult,
});
