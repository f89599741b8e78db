import type { Disclaimer } from '@sportello/contracts/registration/disclaimers.contract';
import { checkVatCode, checkVatOrFiscalCode } from '@sportello/contracts/rules/vat-code';
import { type Catalogue, localizeMessage } from '@sportello/i18n/translate';
import {
  EMPTY_PERSON,
  type PersonFieldsShown,
  type PersonValues,
  personDataErrors,
} from '../../../components/person-data-fields';
import { EMPTY_PRIVACY, type PrivacyValues, privacyErrors } from '../../../components/privacy-fields';
import { usePasswordMinLength } from '../../../lib/use-password-min-length';
import { type FieldErrors, usePortalForm } from '../../../lib/use-portal-form';

/** Step 0: the company's VAT number or fiscal code (by its type) and the user code. */
export type CompanyValues = { vatCodeType: '1' | '2'; vatCode: string; userCode: string };
/** Step 2: the privacy step, with the captcha. */
export type RegistrationPrivacyValues = PrivacyValues & { captcha: string };

/** What step 0 sends to verify the company: the identifier upper-cased, the code trimmed. */
export interface CompanyInput {
  vat: string;
  vatCodeType: '1' | '2';
  userCode: string;
}

export function companyInputOf(values: CompanyValues): CompanyInput {
  return {
    vat: values.vatCode.trim().toUpperCase(),
    vatCodeType: values.vatCodeType,
    userCode: values.userCode.trim(),
  };
}

/** Spec §5 (VAT code, registration) for step 0, as localized messages by field. */
export function companyErrors(
  catalogue: Catalogue | undefined,
  values: CompanyValues,
): FieldErrors<CompanyValues> {
  const found: FieldErrors<CompanyValues> = {};
  const { vat, vatCodeType, userCode } = companyInputOf(values);
  const check = vatCodeType === '2' ? checkVatCode(vat, { type: 2 }) : checkVatOrFiscalCode(vat);
  if (!vat) found.vatCode = localizeMessage(catalogue, 'ERROR_VATCODE_EMPTY');
  else if (!check.ok)
    found.vatCode = localizeMessage(catalogue, check.detail ? `${check.key} ${check.detail}` : check.key);
  if (!userCode) found.userCode = localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED');
  return found;
}

export interface RegistrationFormsOptions {
  catalogue: Catalogue | undefined;
  /** Data to start from: the identity provider's e-mail and names, the portal's language. */
  initialPerson: Partial<PersonValues>;
  /** The company's identifier to start from (the secure code's e-mailed link names it). */
  initialVatCode?: string;
  /** The person fields asked (no password for a company reached through the identity provider). */
  shown: PersonFieldsShown;
  /** The verified company's disclaimers, each to accept. */
  disclaimers: readonly Disclaimer[];
  captchaRequired: boolean;
}

/** The wizard's three forms, one a step, each with the checks of spec §5 that the server repeats. */
export function useRegistrationForms(options: RegistrationFormsOptions) {
  const { catalogue, shown, disclaimers, captchaRequired } = options;
  const passwordMinLength = usePasswordMinLength();
  const company = usePortalForm<CompanyValues>({
    initialValues: { vatCodeType: '1', vatCode: options.initialVatCode ?? '', userCode: '' },
    validate: (values) => companyErrors(catalogue, values),
  });
  const person = usePortalForm<PersonValues>({
    initialValues: { ...EMPTY_PERSON, ...options.initialPerson },
    validate: (values) => personDataErrors(catalogue, values, shown, passwordMinLength),
  });
  const privacy = usePortalForm<RegistrationPrivacyValues>({
    initialValues: { ...EMPTY_PRIVACY, captcha: '' },
    validate: (values) => ({
      ...privacyErrors(catalogue, values, disclaimers),
      ...(captchaRequired &&
        !values.captcha && { captcha: localizeMessage(catalogue, 'ERROR_CAPTCHA_REQUIRED') }),
    }),
  });
  return {
    company,
    person,
    privacy,
    /** The forms by step, for the server's refusals. */
    byStep: [
      { step: 0, form: company },
      { step: 1, form: person },
      { step: 2, form: privacy },
    ],
  };
}
