import type { BackofficeRole } from '@sportello/contracts/backoffice/access.contract';
import type { NewUserInput, UserDetail, UserInput } from '@sportello/contracts/backoffice/users.contract';
import {
  type AccountRole,
  type USER_CREATION_MODES,
  VENDOR_ACCOUNT_ROLES,
} from '@sportello/contracts/backoffice/users.values';
import { checkPasswordPolicy } from '@sportello/contracts/rules/password';
import { checkEmail, checkUserName } from '@sportello/contracts/rules/patterns';
import { checkEditedPerson, type FieldProblem } from '@sportello/contracts/rules/person-data';
import type { RuleResult } from '@sportello/contracts/rules/rule-result';
import type { Catalogue } from '@sportello/i18n/translate';
import { fieldRuleText } from '../../../lib/rule-error-text';
import type { FieldErrors } from '../../../lib/use-portal-form';

/** The vendor's own staff: their account roles are operator and admin (decision 015). */
export const isStaffRole = (role: AccountRole) => (VENDOR_ACCOUNT_ROLES as readonly string[]).includes(role);

/** A person's data as the edit and create forms hold it; the field names are the wire's. */
export type PersonForm = {
  FirstName: string;
  LastName: string;
  Email: string;
  FiscalCode: string;
  PhoneNumber: string;
  MobilePhone: string;
  /** The language's id as the select holds it ('1' Italian, '2' English). */
  LanguageId: string;
};

export const EMPTY_PERSON: PersonForm = {
  FirstName: '',
  LastName: '',
  Email: '',
  FiscalCode: '',
  PhoneNumber: '',
  MobilePhone: '',
  LanguageId: '1',
};

export const personFormOf = (u: UserDetail): PersonForm => ({
  FirstName: u.FirstName,
  LastName: u.LastName,
  Email: u.Email,
  FiscalCode: u.FiscalCode,
  PhoneNumber: u.PhoneNumber,
  MobilePhone: u.MobilePhone,
  LanguageId: String(u.LanguageId),
});

/** Only the person's fields (a form holding more sends its other fields its own way). */
const personWire = (f: PersonForm) => ({
  FirstName: f.FirstName,
  LastName: f.LastName,
  Email: f.Email,
  FiscalCode: f.FiscalCode,
  PhoneNumber: f.PhoneNumber,
  MobilePhone: f.MobilePhone,
  LanguageId: f.LanguageId === '2' ? 2 : 1,
});

export const userInputOf = (id: string, f: PersonForm): UserInput => ({ Id: id, ...personWire(f) });

/** The new user's form: how to create them, where, with which roles, and their data. */
export type NewUserForm = PersonForm & {
  Mode: (typeof USER_CREATION_MODES)[number];
  /** The company's id as the picker holds it. */
  CompanyId: string | null;
  Role: AccountRole;
  /** Empty: the account role's own back-office role. */
  BackofficeRole: BackofficeRole | null;
  UserName: string;
  TemporaryPassword: string;
};

export const EMPTY_NEW_USER: NewUserForm = {
  ...EMPTY_PERSON,
  Mode: 'invitation',
  CompanyId: null,
  Role: 'user',
  BackofficeRole: null,
  UserName: '',
  TemporaryPassword: '',
};

/**
 * What the server takes: an invitation sends only the address, the optional user name and the
 * language (the person gives the rest), and a back-office role only to a new member of the staff.
 */
export function newUserInputOf(f: NewUserForm): NewUserInput {
  const common = { CompanyId: Number(f.CompanyId), Role: f.Role, UserName: f.UserName.trim() };
  if (f.Mode === 'invitation')
    return {
      ...common,
      Mode: 'invitation',
      Email: f.Email.trim(),
      LanguageId: personWire(f).LanguageId,
      ...(isStaffRole(f.Role) && f.BackofficeRole && { BackofficeRole: f.BackofficeRole }),
    };
  return { ...common, Mode: 'password', TemporaryPassword: f.TemporaryPassword, ...personWire(f) };
}

/**
 * Each field's first problem, in the user's language; a field left empty is asked for rather than
 * called ill-formed (`fieldRuleText`).
 */
function errorsOf<V extends object>(
  catalogue: Catalogue | undefined,
  values: V,
  problems: FieldProblem[],
): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const problem of problems)
    errors[problem.path] ??= fieldRuleText(
      catalogue,
      (values as Record<string, unknown>)[problem.path],
      problem,
    );
  return errors as FieldErrors<V>;
}

/** The contract's rules for a person's data (spec §5, decision 034), checked before sending. */
export const personErrors = (catalogue: Catalogue | undefined, f: PersonForm) =>
  errorsOf(catalogue, f, checkEditedPerson(f));

const problemOf = (path: string, result: RuleResult): FieldProblem[] =>
  result.ok ? [] : [{ path, key: result.key, ...(result.detail && { detail: result.detail }) }];
const required = (path: string, value: string | null, rule: () => RuleResult): FieldProblem[] =>
  (value ?? '').trim() === '' ? [{ path, key: 'ERROR_FIELD_REQUIRED' }] : problemOf(path, rule());

/** The contract's rules for a new user: the invitation's few fields, or everything a password needs. */
export function newUserErrors(
  catalogue: Catalogue | undefined,
  f: NewUserForm,
  passwordMinLength?: number,
): FieldErrors<NewUserForm> {
  const company = required('CompanyId', f.CompanyId, () => ({ ok: true, value: '' }));
  if (f.Mode === 'invitation')
    return errorsOf(catalogue, f, [
      ...company,
      ...problemOf('Email', checkEmail(f.Email)),
      ...(f.UserName.trim() === '' ? [] : problemOf('UserName', checkUserName(f.UserName))),
    ]);
  const personal = { firstName: f.FirstName, lastName: f.LastName, userName: f.UserName };
  return errorsOf(catalogue, f, [
    ...company,
    ...checkEditedPerson(f),
    ...required('UserName', f.UserName, () => checkUserName(f.UserName)),
    ...required('TemporaryPassword', f.TemporaryPassword, () =>
      checkPasswordPolicy(f.TemporaryPassword, personal, { minLength: passwordMinLength }),
    ),
  ]);
}

/** The server names refused fields by their wire names, which are the forms' own. */
export const PERSON_WIRE_FIELDS = {
  FirstName: 'FirstName',
  LastName: 'LastName',
  Email: 'Email',
  FiscalCode: 'FiscalCode',
  PhoneNumber: 'PhoneNumber',
  MobilePhone: 'MobilePhone',
  LanguageId: 'LanguageId',
} as const satisfies Record<string, keyof PersonForm>;

export const NEW_USER_WIRE_FIELDS = {
  ...PERSON_WIRE_FIELDS,
  CompanyId: 'CompanyId',
  Role: 'Role',
  BackofficeRole: 'BackofficeRole',
  UserName: 'UserName',
  TemporaryPassword: 'TemporaryPassword',
} as const satisfies Record<string, keyof NewUserForm>;
