import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { checkPersonData } from '@sportello/contracts/rules/person-data';
import type { Catalogue } from '@sportello/i18n/translate';
import { useTranslation } from 'react-i18next';
import { fieldRuleText } from '../lib/rule-error-text';
import { usePasswordMinLength } from '../lib/use-password-min-length';
import type { PortalForm } from '../lib/use-portal-form';
import { PasswordField } from './password-field';

/** The text fields of a new user's data (registration step 1, invitation step 2). */
export type PersonTextField =
  | 'userName'
  | 'firstName'
  | 'lastName'
  | 'fiscalCode'
  | 'email'
  | 'email2'
  | 'phone'
  | 'mobile'
  | 'password'
  | 'password2';
export type PersonValues = Record<PersonTextField, string> & {
  /** Hours of availability as the selects hold them ('0' = none / no end). */
  from: string;
  to: string;
  language: string;
};
/** A field of the user's data; the availability's problems are said next to its start (`from`). */
export type PersonField = keyof PersonValues;

export const EMPTY_PERSON: PersonValues = {
  userName: '',
  firstName: '',
  lastName: '',
  fiscalCode: '',
  email: '',
  email2: '',
  phone: '',
  mobile: '',
  password: '',
  password2: '',
  from: '0',
  to: '0',
  language: '1',
};

/** The wire names of these fields, as the server names them in an error's `Fields`. */
export const PERSON_WIRE_FIELDS: Readonly<Record<string, PersonField>> = {
  UserName: 'userName',
  FirstName: 'firstName',
  LastName: 'lastName',
  FiscalCode: 'fiscalCode',
  Email: 'email',
  Email2: 'email2',
  PhoneNumber: 'phone',
  MobilePhone: 'mobile',
  Password: 'password',
  Password2: 'password2',
  Availability: 'from',
  Language: 'language',
};

export interface PersonFieldsShown {
  /** The e-mail twice (registration); an invitation already names the address. */
  email: boolean;
  /** The password twice (local sign-in); not for users of the identity provider. */
  password: boolean;
}

/** The wire body of these values (trimmed; e-mail lower-cased, fiscal code upper-cased). */
export function personWireData(values: PersonValues, shown: PersonFieldsShown) {
  return {
    UserName: values.userName.trim(),
    FirstName: values.firstName.trim(),
    LastName: values.lastName.trim(),
    FiscalCode: values.fiscalCode.trim().toUpperCase(),
    PhoneNumber: values.phone.trim(),
    MobilePhone: values.mobile.trim(),
    ...(shown.email && {
      Email: values.email.trim().toLowerCase(),
      Email2: values.email2.trim().toLowerCase(),
    }),
    ...(shown.password && { Password: values.password, Password2: values.password2 }),
    Availability: { From: { TimeValue: Number(values.from) }, To: { TimeValue: Number(values.to) } },
    Language: { Id: Number(values.language) },
  };
}

/**
 * Spec §5 for these values, the same rules the server applies (contracts' checkPersonData), as
 * localized messages by field: shown next to each field before anything is sent.
 */
export function personDataErrors(
  catalogue: Catalogue | undefined,
  values: PersonValues,
  shown: PersonFieldsShown,
  passwordMinLength?: number,
): Partial<Record<PersonField, string>> {
  const { problems } = checkPersonData(personWireData(values, shown), { ...shown, passwordMinLength });
  const errors: Partial<Record<PersonField, string>> = {};
  for (const problem of problems) {
    const field = PERSON_WIRE_FIELDS[problem.path];
    if (field && !errors[field]) errors[field] = fieldRuleText(catalogue, values[field], problem);
  }
  return errors;
}

export interface PersonDataFieldsProps {
  /** The step's form (registration step 1, invitation step 2). */
  form: PortalForm<PersonValues>;
  shown: PersonFieldsShown;
  /** Hours offered for availability (from the server's `availabilities`). */
  times: { TimeValue: number; Label: string }[];
  busy: boolean;
  /** Fields shown but not editable (e.g. the e-mail an invitation was sent to). */
  readOnly?: PersonField[];
}

/**
 * The user-data grid of the registration and invitation wizards: every field with its label, hint
 * and error next to it, in the user's language.
 */
export function PersonDataFields({ form, shown, times, busy, readOnly = [] }: PersonDataFieldsProps) {
  const { t } = useTranslation('registration');
  const passwordMinLength = usePasswordMinLength();
  const text = (field: PersonTextField) => ({
    ...form.getInputProps(field),
    label: t(`registration.user.${field}`),
    name: field,
    readOnly: busy || readOnly.includes(field),
    required: true,
  });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        {...text('userName')}
        description={t('registration.user.userNameHint')}
        autoComplete="username"
        spellCheck={false}
      />
      <TextInput {...text('fiscalCode')} autoCapitalize="characters" spellCheck={false} />
      <TextInput {...text('firstName')} autoComplete="given-name" />
      <TextInput {...text('lastName')} autoComplete="family-name" />
      {shown.email && <TextInput {...text('email')} type="email" autoComplete="email" />}
      {shown.email && <TextInput {...text('email2')} type="email" autoComplete="off" />}
      <TextInput {...text('phone')} type="tel" autoComplete="tel" />
      <TextInput {...text('mobile')} type="tel" autoComplete="tel" />
      {shown.password && (
        <PasswordField
          {...text('password')}
          description={t('registration.user.passwordHint', { min: passwordMinLength })}
          autoComplete="new-password"
        />
      )}
      {shown.password && <PasswordField {...text('password2')} autoComplete="new-password" />}
      <AvailabilityAndLanguage
        bind={(field) => form.getInputProps(field)}
        from={form.values.from}
        onFromChange={(value) => form.setFieldValue('from', value)}
        times={times}
        busy={busy}
      />
    </SimpleGrid>
  );
}

export interface AvailabilityAndLanguageProps {
  /** The form's binding of each select (value, change and the field's message). */
  bind: (field: 'from' | 'to' | 'language') => GetInputPropsReturnType;
  /** The start hour as the form holds it ('0' = none), and its change: the select shows none as empty. */
  from: string;
  onFromChange: (value: string) => void;
  /** Hours offered (from the server's `availabilities`). */
  times: { TimeValue: number; Label: string }[];
  busy: boolean;
}

/**
 * The contact availability (From, To: 'no end' for 0) and the language of a person's data: the
 * registration and invitation wizards, and one's own details on the profile.
 */
export function AvailabilityAndLanguage({
  bind,
  from,
  onFromChange,
  times,
  busy,
}: AvailabilityAndLanguageProps) {
  const { t } = useTranslation('registration');
  const timeOptions = times.map((a) => ({
    value: String(a.TimeValue),
    label: a.TimeValue === 0 ? t('registration.user.availabilityNoEnd') : a.Label,
  }));
  return (
    <>
      <Select
        {...bind('from')}
        label={t('registration.user.availabilityFrom')}
        data={timeOptions.filter((o) => o.value !== '0')}
        value={from === '0' ? null : from}
        onChange={(v) => onFromChange(v ?? '0')}
        disabled={busy}
        clearable
      />
      <Select
        {...bind('to')}
        label={t('registration.user.availabilityTo')}
        data={timeOptions}
        disabled={busy}
        allowDeselect={false}
      />
      <Select
        {...bind('language')}
        label={t('registration.user.language')}
        data={[
          { value: '1', label: 'Italiano' },
          { value: '2', label: 'English' },
        ]}
        disabled={busy}
        allowDeselect={false}
      />
    </>
  );
}
