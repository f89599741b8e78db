import en from '../locales/en/iban.json';
import it from '../locales/it/iban.json';

/** A company admin's IBAN and SEPA Direct Debit mandate, loaded with its page. */
export const IBAN_CATALOGUES = { it, en } as const;
