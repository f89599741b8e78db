import { z } from 'zod';
import { defineRoute } from '../common/route';
import { checkIban, compactIban } from '../rules/iban';
import { IBAN_ROUTES } from './iban.routes';
import { HOLDER_ADDRESS_MAX, HOLDER_NAME_MAX, IBAN_INPUT_MAX } from './iban.values';

/**
 * A company's IBAN for direct debit as its administrators see it (decision 085): the one in force
 * and those it replaced, always masked, and the SEPA Direct Debit mandate to accept with a new one.
 */

/** A mandate as the company sees it: the IBAN masked (country, check digits and last four). */
export const IbanMandate = z
  .object({
    Id: z.number().int(),
    /** Masked and in groups of four: `IT60 **** **** **** **** ***3 456`. */
    Iban: z.string(),
    HolderName: z.string(),
    HolderAddress: z.string(),
    /** The mandate's unique reference, quoted on every debit. */
    MandateReference: z.string(),
    MandateVersion: z.string(),
    AcceptedAt: z.string(),
    /** Who accepted it. */
    SignerName: z.string(),
    /** When a later IBAN replaced it; null for the one in force. */
    SupersededAt: z.string().nullable(),
  })
  .meta({ id: 'IbanMandate' });
export type IbanMandate = z.infer<typeof IbanMandate>;

/** The creditor named by the mandate's text, and the text's version to accept. */
export const MandateTerms = z
  .object({
    Version: z.string(),
    CreditorName: z.string(),
    /** The SEPA creditor identifier (e.g. `IT66ZZZ…`). */
    CreditorId: z.string(),
  })
  .meta({ id: 'MandateTerms' });
export type MandateTerms = z.infer<typeof MandateTerms>;

export const CompanyIban = z
  .object({
    Current: IbanMandate.nullable(),
    /** The IBANs it replaced, newest first. */
    History: z.array(IbanMandate),
    Mandate: MandateTerms,
  })
  .meta({ id: 'CompanyIban' });
export type CompanyIban = z.infer<typeof CompanyIban>;

export const getCompanyIban = defineRoute({
  ...IBAN_ROUTES.getCompanyIban,
  summary:
    "A company admin's view of the company's IBAN for direct debit (masked), its history and the mandate's terms to accept",
  response: CompanyIban,
});

const holderText = (max: number) =>
  z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(max, 'ERROR_FIELD_TOO_LONG');

/**
 * The IBAN under the IBAN rule: spaces allowed and any case, the compact form kept. Checked on the
 * field itself, so that a form's other problems (the mandate not accepted) are reported with it.
 */
const IbanText = z
  .string()
  .max(IBAN_INPUT_MAX, 'ERROR_IBAN_BADLEN')
  .superRefine((value, ctx) => {
    const result = checkIban(value);
    if (!result.ok)
      ctx.addIssue({
        code: 'custom',
        message: result.detail ? `${result.key} ${result.detail}` : result.key,
      });
  })
  .transform(compactIban);

/**
 * What a company admin saves: the IBAN, the account holder, and the mandate accepted in the version
 * of its text that was shown.
 */
export const IbanInput = z.object({
  Iban: IbanText,
  HolderName: holderText(HOLDER_NAME_MAX),
  HolderAddress: holderText(HOLDER_ADDRESS_MAX),
  MandateAccepted: z.literal(true, { error: 'ERROR_MANDATE_NOT_ACCEPTED' }),
  /** The version of the mandate's text the signer read (SEPA_MANDATE_VERSION). */
  MandateVersion: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(20, 'ERROR_FIELD_TOO_LONG'),
});
export type IbanInput = z.input<typeof IbanInput>;

export const saveCompanyIban = defineRoute({
  ...IBAN_ROUTES.saveCompanyIban,
  summary:
    'A company admin sets the IBAN for direct debit and accepts the SEPA mandate (evidence kept: version, time, signer, address); a new IBAN replaces the one in force, which stays in the history, and every company admin is mailed (audited). The same details again change nothing; a stale mandate version answers 409 ERROR_MANDATE_VERSION',
  body: IbanInput,
  response: CompanyIban,
});
