import type { ErrorKey } from '../common/errors';
import { checkFiscalCode } from './fiscal-code';
import { checkPasswordPolicy, checkPasswordsMatch } from './password';
import { checkEmail, checkPersonName, checkPhone, checkUserName } from './patterns';
import { fail, type RuleResult } from './rule-result';

/** The personal data a new user gives (registration step 1, invitation step 2), by wire name. */
export interface PersonData {
  UserName: string;
  FirstName: string;
  LastName: string;
  FiscalCode: string;
  PhoneNumber: string;
  MobilePhone: string;
  /** Asked twice at registration; an invitation already names the address. */
  Email?: string;
  Email2?: string;
  /** Absent when the user signs in only through an identity provider. */
  Password?: string;
  Password2?: string;
  Availability: { From: { TimeValue: number }; To: { TimeValue: number } };
}

/** One field's problem: the wire path of the field and the spec's key. */
export interface FieldProblem {
  path: string;
  key: ErrorKey;
  detail?: string;
}

export interface PersonDataOptions {
  /** Check Email and Email2 (registration); an invitation's address is already known. */
  email: boolean;
  /** Check Password and Password2 (local sign-in); not for identity-provider users. */
  password: boolean;
  /** The configured minimum password length (spec §5), when it is more than the rule's own. */
  passwordMinLength?: number;
}

/** Spec §5: the availability's To is zero (no end), or From comes before it. */
export function isAvailabilityOrdered(from: number, to: number): boolean {
  return to === 0 || from < to;
}

/**
 * Every rule of spec §5 for a new user's data (registration and invitation), one problem per field,
 * in the form's order, with the values normalised (trimmed, e-mail lower-cased, fiscal code
 * upper-cased). The browser runs it for fast feedback, the server again before creating anyone.
 */
export function checkPersonData(input: PersonData, options: PersonDataOptions) {
  const problems: FieldProblem[] = [];
  const check = (path: string, result: RuleResult, key?: ErrorKey) => {
    if (result.ok) return result.value;
    problems.push(
      key ? { path, key } : { path, key: result.key, ...(result.detail && { detail: result.detail }) },
    );
    return '';
  };
  const required = (path: string, value: string, rule: (v: string) => RuleResult) =>
    value.trim() === '' ? check(path, fail('ERROR_FIELD_REQUIRED')) : check(path, rule(value));

  const userName = required('UserName', input.UserName, checkUserName);
  const firstName = required('FirstName', input.FirstName, checkPersonName);
  const lastName = required('LastName', input.LastName, checkPersonName);
  // Required like the names (spec §5 Registration); a code that is there but wrong is the user's
  // fiscal-code error, whatever the rule it breaks.
  const fiscalCode =
    input.FiscalCode.trim() === ''
      ? check('FiscalCode', fail('ERROR_FIELD_REQUIRED'))
      : check('FiscalCode', checkFiscalCode(input.FiscalCode), 'ERROR_BAD_USER_FISCAL_CODE');
  let email = '';
  if (options.email) {
    email = check('Email', checkEmail(input.Email ?? ''));
    const email2 = checkEmail(input.Email2 ?? '');
    if (email && (!email2.ok || email2.value !== email))
      problems.push({ path: 'Email2', key: 'ERROR_FIELDS_NOMATCH' });
  }
  const phoneNumber = check('PhoneNumber', checkPhone(input.PhoneNumber, { strict: true }));
  const mobilePhone = check('MobilePhone', checkPhone(input.MobilePhone, { strict: true }));
  if (options.password) {
    const password = input.Password ?? '';
    if (
      check(
        'Password',
        checkPasswordPolicy(
          password,
          { firstName, lastName, userName },
          { minLength: options.passwordMinLength },
        ),
      )
    )
      check('Password2', checkPasswordsMatch(password, input.Password2 ?? ''));
  }
  const { From, To } = input.Availability;
  if (!isAvailabilityOrdered(From.TimeValue, To.TimeValue))
    problems.push({ path: 'Availability', key: 'ERROR_AVAILABILITY_INVALID' });

  return { problems, value: { userName, firstName, lastName, fiscalCode, email, phoneNumber, mobilePhone } };
}

/** A person's data as the back office edits it, by wire name. */
export interface EditedPerson {
  FirstName: string;
  LastName: string;
  Email: string;
  FiscalCode: string;
  PhoneNumber: string;
  MobilePhone: string;
}

/**
 * Registration's rules of spec §5 for a person the back office edits or creates (decision 034):
 * names and e-mail address required, phones in the strict format; the fiscal code and phones may
 * stay empty, since the vendor's staff and people who joined through an identity provider have none.
 * One problem per field; the browser runs it for fast feedback, the contract again on the server.
 */
export function checkEditedPerson(input: EditedPerson): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const check = (path: string, result: RuleResult) => {
    if (!result.ok) problems.push({ path, key: result.key, ...(result.detail && { detail: result.detail }) });
  };
  check('FirstName', checkPersonName(input.FirstName));
  check('LastName', checkPersonName(input.LastName));
  check('Email', checkEmail(input.Email));
  if (input.FiscalCode.trim() !== '' && !checkFiscalCode(input.FiscalCode).ok)
    problems.push({ path: 'FiscalCode', key: 'ERROR_BAD_USER_FISCAL_CODE' });
  check('PhoneNumber', checkPhone(input.PhoneNumber, { strict: true, required: false }));
  check('MobilePhone', checkPhone(input.MobilePhone, { strict: true, required: false }));
  return problems;
}
