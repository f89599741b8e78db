// Plain data of the IBAN contracts (customer and back office): the web app uses it without loading the schemas (decision 022).
import { defineResourceAccess } from '../backoffice/resource-access';

/**
 * The version of the SEPA Direct Debit mandate text customers accept (its words are in the `iban`
 * catalogues, keyed by this version): a new text gets a new version, and a saving names the version
 * it was shown, so that consent is recorded for the words actually read.
 */
export const SEPA_MANDATE_VERSION = '2026-11';
export const HOLDER_NAME_MAX = 140;
export const HOLDER_ADDRESS_MAX = 300;
export const IBAN_SORT_FIELDS = ['Company', 'AcceptedAt', 'Signer'] as const;
/** The longest IBAN as typed: 34 characters and the spaces of its groups, with room to spare. */
export const IBAN_INPUT_MAX = 50;
/** A mandate in force (one per company), or one a later IBAN replaced, kept as history. */
export const IBAN_STATES = ['current', 'superseded'] as const;
export type IbanState = (typeof IBAN_STATES)[number];

/**
 * Companies' IBANs and mandates: operators list them masked and export them; revealing a whole IBAN
 * (`read`, audited) is the admins'.
 */
export const IBANS_ACCESS = defineResourceAccess('ibans', {
  operator: { list: 'all', export: 'all' },
  admin: { list: 'all', read: 'all', export: 'all' },
});
