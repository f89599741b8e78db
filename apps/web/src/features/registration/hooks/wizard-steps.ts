import { PERSON_WIRE_FIELDS, type PersonField } from '../../../components/person-data-fields';

/** Registration wizard steps (spec §2): 0 company, 1 user data, 2 privacy. */
export const FIRST_STEP = 0;
export const LAST_STEP = 2;

/** Spec §4: steps move forward or backward and stay between the first and the last. */
export function clampStep(step: number): number {
  return Math.min(LAST_STEP, Math.max(FIRST_STEP, Math.trunc(step)));
}

export type UserField = PersonField;
export type CompanyField = 'vatCode' | 'userCode';
export type PrivacyField = 'privacy' | 'disclaimers' | 'captcha';
export type WizardField = CompanyField | UserField | PrivacyField;

/** The wire names of registerlogin's fields, as the server names them in `Fields`. */
export const WIRE_FIELDS: Readonly<Record<string, WizardField>> = {
  ...PERSON_WIRE_FIELDS,
  Privacy: 'privacy',
  Disclaimers: 'disclaimers',
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

const STEP_OF: Readonly<Record<WizardField, number>> = {
  vatCode: 0,
  userCode: 0,
  userName: 1,
  firstName: 1,
  lastName: 1,
  fiscalCode: 1,
  email: 1,
  email2: 1,
  phone: 1,
  mobile: 1,
  password: 1,
  password2: 1,
  availability: 1,
  language: 1,
  privacy: 2,
  disclaimers: 2,
  captcha: 2,
};

/** The step to show for a set of field errors: the earliest one with an error (else `current`). */
export function stepOfErrors(errors: Partial<Record<WizardField, string>>, current: number): number {
  const steps = (Object.keys(errors) as WizardField[]).filter((f) => errors[f]).map((f) => STEP_OF[f]);
  return steps.length > 0 ? Math.min(...steps) : current;
}
