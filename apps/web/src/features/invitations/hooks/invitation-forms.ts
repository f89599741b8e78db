import type { Invitation, InvitationUserData } from '@sportello/contracts/companies/invitations.contract';
import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { checkUserName } from '@sportello/contracts/rules/patterns';
import type { Catalogue } from '@sportello/i18n/translate';
import {
  EMPTY_PERSON,
  PERSON_WIRE_FIELDS,
  type PersonField,
  type PersonFieldsShown,
  type PersonValues,
  personDataErrors,
} from '../../../components/person-data-fields';
import {
  EMPTY_PRIVACY,
  PRIVACY_WIRE_FIELDS,
  type PrivacyValues,
  privacyErrors,
} from '../../../components/privacy-fields';
import { fieldRuleText } from '../../../lib/rule-error-text';
import { usePasswordMinLength } from '../../../lib/use-password-min-length';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';

type Field = PersonField | keyof PrivacyValues;

/** The wire names of acceptinvitation's fields, as the server names them in `Fields`. */
export const WIRE_FIELDS: Readonly<Record<string, Field>> = { ...PERSON_WIRE_FIELDS, ...PRIVACY_WIRE_FIELDS };
/** Refusals that name a field even without `Fields`. */
export const KEY_FIELDS: Readonly<Partial<Record<string, Field>>> = {
  ERROR_REGISTER_USER_EXISTS: 'userName',
  ERROR_USERNAME_INVALID: 'userName',
};

export interface InvitationFormsOptions {
  catalogue: Catalogue | undefined;
  invitation: Invitation;
  user: InvitationUserData;
  /** An existing account: only the user name of its new account is asked. */
  existing: boolean;
  shown: PersonFieldsShown;
  /** Names the identity provider vouched for, to start from. */
  prefill: { firstName?: string; lastName?: string };
  languageId: number;
  disclaimers: readonly Disclaimer[];
}

/**
 * The wizard's two forms (spec §5): the user's data (step 2) — every field for a new user, the new
 * user name for an existing account — and the privacy step (step 3).
 */
export function useInvitationForms(options: InvitationFormsOptions) {
  const passwordMinLength = usePasswordMinLength();
  const { catalogue, invitation, user, existing, shown, prefill, disclaimers } = options;
  const person = usePortalForm<PersonValues>({
    initialValues: {
      ...EMPTY_PERSON,
      userName: invitation.UserName ?? '',
      firstName: prefill.firstName ?? '',
      lastName: prefill.lastName ?? '',
      fiscalCode: user.FiscalCode,
      phone: user.PhoneNumber,
      mobile: user.MobilePhone,
      from: String(user.Availability.From.TimeValue),
      to: String(user.Availability.To.TimeValue),
      language: String(options.languageId),
    },
    validate: (values): FieldErrors<PersonValues> => {
      if (!existing) return personDataErrors(catalogue, values, shown, passwordMinLength);
      const name = checkUserName(values.userName);
      return name.ok ? {} : { userName: fieldRuleText(catalogue, values.userName, name) };
    },
  });
  const privacy = usePortalForm<PrivacyValues>({
    initialValues: EMPTY_PRIVACY,
    validate: (values) => privacyErrors(catalogue, values, disclaimers),
  });
  return {
    person,
    privacy,
    /** The forms by step, for the server's refusals. */
    byStep: [
      { step: 2, form: person },
      { step: 3, form: privacy },
    ],
  };
}
