import { PERSON_WIRE_FIELDS, type PersonField } from '../../../components/person-data-fields';
import { PRIVACY_WIRE_FIELDS } from '../../../components/privacy-fields';

/** Registration wizard steps (spec §2): 0 company, 1 user data, 2 privacy. */
export const FIRST_STEP = 0;
export const LAST_STEP = 2;

/** Spec §4: steps move forward or backward and stay between the first and the last. */
export function clampStep(step: number): number {
  return Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(step)));
}

export type CompanyField = 'vatCode' | 'userCode';
export type PrivacyField = 'privacy' | 'disclaimers' | 'captcha';
export type WizardField = CompanyField | PersonField | PrivacyField;

/** The wire names of registerlogin's fields, as the server names them in `Fields`. */
export const WIRE_FIELDS: Readonly<Record<string, WizardField>> = {
  ...PERSON_WIRE_FIELDS,
  ...PRIVACY_WIRE_FIELDS,
  ReCaptcha: 'captcha',
  UserCode: 'userCode',
  'Company.VatCode': 'vatCode',
};

/** Errors that name one field even without `Fields` (company verification, taken user name, captcha). */
export const KEY_FIELDS: Readonly<Partial<Record<string, WizardField>>> = {
  ERROR_COMPANY_NOT_VERIFIED: 'vatCode',
  ERROR_BUS_VERIFY_COMPANY: 'vatCode',
  ERROR_BAD_VATCODE_OR_FISCAL_CODE: 'vatCode',
  ERROR_VATCODE_EMPTY: 'vatCode',
  ERROR_BUS_VERIFY_COMPANY_CODE: 'userCode',
  ERROR_REGISTER_USER_EXISTS: 'userName',
  ERROR_CAPTCHA_REQUIRED: 'captcha',
  ERROR_CAPTCHA_INVALID: 'captcha',
};
