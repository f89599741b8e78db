import { checkDateWithin } from '@sportello/contracts/rules/date-range';
import { checkPersonName, checkPhone } from '@sportello/contracts/rules/patterns';
import { isAvailabilityOrdered } from '@sportello/contracts/rules/person-data';
import type { RuleResult } from '@sportello/contracts/rules/rule-result';
import type { Profile, ProfileInput } from '@sportello/contracts/users/profile.contract';
import { BIRTH_DATE_MIN } from '@sportello/contracts/users/profile.values';
import type { Catalogue } from '@sportello/i18n/translate';
import dayjs from 'dayjs';
import { ruleErrorText } from '../../../lib/rule-error-text';
import type { FieldErrors } from '../../../lib/use-portal-form';

/** The profile's own details as the form holds them; field names are the wire's. */
export type ProfileForm = {
  FirstName: string;
  LastName: string;
  PhoneNumber: string;
  MobilePhone: string;
  /** '1' Italian, '2' English, as the select holds it. */
  Language: string;
  /** Hours as the selects hold them ('0' = none / no end). */
  AvailabilityFrom: string;
  AvailabilityTo: string;
  /** `YYYY-MM-DD` as DayInput holds it, '' for none. */
  BirthDate: string;
};

export const EMPTY_PROFILE: ProfileForm = {
  FirstName: '',
  LastName: '',
  PhoneNumber: '',
  MobilePhone: '',
  Language: '1',
  AvailabilityFrom: '0',
  AvailabilityTo: '0',
  BirthDate: '',
};

export const profileFormOf = (p: Profile): ProfileForm => ({
  FirstName: p.FirstName,
  LastName: p.LastName,
  PhoneNumber: p.PhoneNumber,
  MobilePhone: p.MobilePhone,
  Language: String(p.Language.Id),
  AvailabilityFrom: String(p.Availability.From.TimeValue),
  AvailabilityTo: String(p.Availability.To.TimeValue),
  BirthDate: p.BirthDate ?? '',
});

export const profileInputOf = (f: ProfileForm): ProfileInput => ({
  FirstName: f.FirstName.trim(),
  LastName: f.LastName.trim(),
  PhoneNumber: f.PhoneNumber.trim(),
  MobilePhone: f.MobilePhone.trim(),
  Language: { Id: f.Language === '2' ? 2 : 1 },
  Availability: {
    From: { TimeValue: Number(f.AvailabilityFrom) },
    To: { TimeValue: Number(f.AvailabilityTo) },
  },
  BirthDate: f.BirthDate || null,
});

/** The server names refused fields by their wire names; the availability's go next to its start. */
export const PROFILE_WIRE_FIELDS: Readonly<Record<string, keyof ProfileForm>> = {
  FirstName: 'FirstName',
  LastName: 'LastName',
  PhoneNumber: 'PhoneNumber',
  MobilePhone: 'MobilePhone',
  Availability: 'AvailabilityFrom',
  BirthDate: 'BirthDate',
  Language: 'Language',
};

/** The contract's rules and the birth date's limits (01/01/1900 to today), checked before sending. */
export function profileErrors(catalogue: Catalogue | undefined, f: ProfileForm): FieldErrors<ProfileForm> {
  const errors: FieldErrors<ProfileForm> = {};
  const check = (field: keyof ProfileForm, result: RuleResult<unknown>) => {
    if (!result.ok) errors[field] = ruleErrorText(catalogue, result);
  };
  const required = (value: string) =>
    value.trim() === '' ? ({ ok: false, key: 'ERROR_FIELD_REQUIRED' } as const) : checkPersonName(value);
  check('FirstName', required(f.FirstName));
  check('LastName', required(f.LastName));
  check('PhoneNumber', checkPhone(f.PhoneNumber, { strict: true, required: false }));
  check('MobilePhone', checkPhone(f.MobilePhone, { strict: true, required: false }));
  if (!isAvailabilityOrdered(Number(f.AvailabilityFrom), Number(f.AvailabilityTo)))
    check('AvailabilityFrom', { ok: false, key: 'ERROR_AVAILABILITY_INVALID' });
  if (f.BirthDate)
    check(
      'BirthDate',
      checkDateWithin(dayjs(f.BirthDate).toDate(), { min: BIRTH_DATE_MIN, max: new Date() }, 'DD/MM/YYYY'),
    );
  return errors;
}
