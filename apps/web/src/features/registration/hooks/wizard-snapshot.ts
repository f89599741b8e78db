import type { PersonValues } from '../../../components/person-data-fields';
import type { CompanyValues } from './registration-forms';
import { clampStep } from './wizard-steps';

/**
 * What the wizard keeps while the user signs in at the identity provider (spec §4: the entered data,
 * enciphered by the server, in a cookie): the company as the spec's "Company (cookie-restored)"
 * (VatCode, FiscalCode, VatCodeType, UserCode), the user data typed so far and the step to resume at.
 * Never a password: the user of such a company has none, and a cookie is no place for one. A type
 * alias, not an interface: it goes to the server as `Record<string, unknown>` content.
 */
export type WizardSnapshot = {
  Step: number;
  Company: Texts<typeof COMPANY_TEXTS> & { VatCodeType: 1 | 2 };
  User: Texts<typeof USER_TEXTS>;
  Availability: { From: number; To: number };
  Language: number;
};

// The longest value each text field may hold.
const COMPANY_TEXTS = { VatCode: 16, FiscalCode: 16, UserCode: 32 } as const;
const USER_TEXTS = {
  userName: 100,
  firstName: 100,
  lastName: 100,
  fiscalCode: 16,
  email: 254,
  email2: 254,
  phone: 32,
  mobile: 32,
} as const;

type Texts<L> = { [K in keyof L]: string };

/**
 * The snapshot the server deciphered, if it has the expected shape (the step clamped to the wizard's),
 * with only the fields above. Checked by hand rather than with a zod schema, which would bring the
 * zod library to this public page for one check (decision 022).
 */
export function readSnapshot(content: unknown): WizardSnapshot | undefined {
  if (!isRecord(content) || !Number.isInteger(content.Step) || !isInteger(content.Language, 1))
    return undefined;
  const company = textsOf(content.Company, COMPANY_TEXTS);
  const vatCodeType = isRecord(content.Company) ? content.Company.VatCodeType : undefined;
  const user = textsOf(content.User, USER_TEXTS);
  const availability = isRecord(content.Availability) ? content.Availability : {};
  const { From, To } = availability;
  if (!company || (vatCodeType !== 1 && vatCodeType !== 2) || !user) return undefined;
  if (!isInteger(From, 0, 24) || !isInteger(To, 0, 24)) return undefined;
  return {
    Step: clampStep(content.Step as number),
    Company: { ...company, VatCodeType: vatCodeType },
    User: user,
    Availability: { From, To },
    Language: content.Language,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isInteger(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** The text fields of `limits` taken from `value`, or undefined when one is missing or too long. */
function textsOf<L extends Record<string, number>>(value: unknown, limits: L): Texts<L> | undefined {
  if (!isRecord(value)) return undefined;
  const texts: Partial<Record<keyof L, string>> = {};
  for (const [field, max] of Object.entries(limits) as [keyof L & string, number][]) {
    const text = value[field];
    if (typeof text !== 'string' || text.length > max) return undefined;
    texts[field] = text;
  }
  return texts as Texts<L>;
}

/**
 * The identity's own data (the provider's, as the server tells it) wins over what was typed
 * before leaving: it is what the provider vouches for, and newer.
 */
export function withIdentityData(
  user: WizardSnapshot['User'],
  identity: { email?: string; firstName?: string; lastName?: string } | undefined,
): WizardSnapshot['User'] {
  return {
    ...user,
    firstName: identity?.firstName || user.firstName,
    lastName: identity?.lastName || user.lastName,
    email: identity?.email || user.email,
    email2: identity?.email || user.email2,
  };
}

/** What survives the trip to the identity provider, to resume at `step` (never a password). */
export function snapshotOf(
  verified: { VatCode: string; FiscalCode: string },
  company: CompanyValues,
  person: PersonValues,
  step: number,
): WizardSnapshot {
  return {
    Step: step,
    Company: {
      VatCode: verified.VatCode,
      FiscalCode: verified.FiscalCode,
      VatCodeType: company.vatCodeType === '2' ? 2 : 1,
      UserCode: company.userCode.trim(),
    },
    User: {
      userName: person.userName,
      firstName: person.firstName,
      lastName: person.lastName,
      fiscalCode: person.fiscalCode,
      email: person.email,
      email2: person.email2,
      phone: person.phone,
      mobile: person.mobile,
    },
    Availability: { From: Number(person.from), To: Number(person.to) },
    Language: Number(person.language),
  };
}

/** The steps' values of a snapshot, back from the provider (its identity's data winning). */
export function valuesOfSnapshot(
  saved: WizardSnapshot,
  identity: { email?: string; firstName?: string; lastName?: string } | undefined,
): { company: CompanyValues; person: Partial<PersonValues> } {
  return {
    company: {
      vatCodeType: saved.Company.VatCodeType === 2 ? '2' : '1',
      vatCode: saved.Company.VatCode,
      userCode: saved.Company.UserCode,
    },
    person: {
      ...withIdentityData(saved.User, identity),
      from: String(saved.Availability.From),
      to: String(saved.Availability.To),
      language: String(saved.Language),
    },
  };
}
