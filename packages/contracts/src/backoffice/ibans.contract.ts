import { z } from 'zod';
import { wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { IBAN_SORT_FIELDS, IBAN_STATES } from '../iban/iban.values';
import { PRODUCTS } from '../tickets/tickets.values';
import { BACKOFFICE_IBANS_ROUTES } from './ibans.routes';

/**
 * Companies' IBANs and SEPA mandates in the back office (decision 085): listed masked with the
 * consent's evidence, filtered and exported; an admin reveals one whole IBAN at a time, audited.
 */

/** A mandate as the back office lists it: the IBAN masked, the evidence in full. */
export const IbanRecord = z
  .object({
    Id: z.number().int(),
    Company: z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() }),
    /** Masked and in groups of four: `IT60 **** **** **** **** ***3 456`. */
    Iban: z.string(),
    HolderName: z.string(),
    HolderAddress: z.string(),
    MandateReference: z.string(),
    MandateVersion: z.string(),
    AcceptedAt: z.string(),
    Signer: z.object({ Name: z.string(), Email: z.string() }),
    /** The network address the acceptance came from, and the browser's description of itself. */
    SignerIp: z.string(),
    SignerAgent: z.string(),
    State: z.enum(IBAN_STATES),
    SupersededAt: z.string().nullable(),
  })
  .meta({ id: 'IbanRecord' });
export type IbanRecord = z.infer<typeof IbanRecord>;

export const IbanFilter = sortedPageFilter(IBAN_SORT_FIELDS, 'AcceptedAt')
  .extend({
    /** The company's name or VAT code, or the mandate's reference. */
    Text: z.string().trim().max(100).optional(),
    /** Companies using this product. */
    Product: z.enum(PRODUCTS).optional(),
    State: z.enum(IBAN_STATES).optional(),
    /** Accepted from this instant on (included) … */
    From: wireInstant.optional(),
    /** … and before this one. */
    To: wireInstant.optional(),
  })
  .refine((f) => !f.From || !f.To || new Date(f.From) < new Date(f.To), {
    path: ['To'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  });
export type IbanFilter = z.input<typeof IbanFilter>;

export const listIbans = defineRoute({
  ...BACKOFFICE_IBANS_ROUTES.listIbans,
  summary:
    "Back office: companies' IBANs and mandates, masked, searched by company or reference, filtered by product, state and acceptance time, sorted and paged",
  params: z.object({ filter: encodedFilter(IbanFilter) }),
  response: pageOf(IbanRecord),
});

export const exportIbans = defineRoute({
  ...BACKOFFICE_IBANS_ROUTES.exportIbans,
  summary:
    'Back office: the filtered mandates as CSV in the chosen encoding; the IBANs whole for whoever may reveal them (one audited reveal per file), masked otherwise',
  params: z.object({ filter: encodedFilter(IbanFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});

export const revealIban = defineRoute({
  ...BACKOFFICE_IBANS_ROUTES.revealIban,
  summary: "Back office: one mandate's whole IBAN, in groups of four (each reveal is audited)",
  params: IdParams,
  response: z.object({ Iban: z.string() }).meta({ id: 'RevealedIban' }),
});
