import { z } from 'zod';
import { int4, int4Id, wireDate } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { IdParams, MAX_PAGE_SIZE, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { checkMigrationUrl, MIGRATION_URL_MAX_LENGTH } from '../rules/company-migration';
import { checkVatCode, checkVatOrFiscalCode } from '../rules/vat-code';
import { PRODUCTS } from '../tickets/tickets.values';
import { COMPANIES_ROUTES } from './companies.routes';
import { COMPANY_SORT_FIELDS, MAX_PARENTS, VAT_CODE_TYPES } from './companies.values';

/**
 * Companies in the back office (spec §3 Company): the customer registry's list, detail and edit,
 * the user code given to each customer, and enabling or disabling companies in bulk.
 */

export const VatCodeType = z.union(
  VAT_CODE_TYPES.map((v) => z.literal(v)) as [z.ZodLiteral<1>, z.ZodLiteral<2>],
);

const groupCode = z
  .string()
  .trim()
  .min(1, 'ERROR_FIELD_REQUIRED')
  .max(32, 'ERROR_FIELD_TOO_LONG')
  .transform((v) => v.toUpperCase());
const vatText = z.string().trim().max(16, 'ERROR_VATCODE_BADLEN');
const unique = <T>(values: T[]) => [...new Set(values)];

/** What the back office sends to save: `Id < 1` creates. Parents are named by their VAT code (spec §3 ParentCode). */
export const CompanyInput = z
  .object({
    Id: int4.default(0),
    VatCode: vatText,
    VatCodeType: VatCodeType.default(1),
    FiscalCode: z.string().trim().max(16, 'ERROR_COMPANY_FISCAL_CODE').default(''),
    Name: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(200, 'ERROR_FIELD_TOO_LONG'),
    /** 0 = none; drives disclaimers and communication audiences. */
    CompanyType: z.number().int().min(0).max(32_767).default(0),
    Products: z.array(z.enum(PRODUCTS)).max(PRODUCTS.length).default([]),
    GroupCodes: z.array(groupCode).max(50).default([]),
    ParentVatCodes: z.array(vatText).max(MAX_PARENTS).default([]),
    AccessLocal: z.boolean().default(true),
    ForceTsid: z.boolean().default(false),
    Enabled: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    const issue = (path: (string | number)[], result: { ok: false; key: string; detail?: string }) =>
      ctx.addIssue({
        code: 'custom',
        path,
        message: result.detail ? `${result.key} ${result.detail}` : result.key,
      });
    const vat = checkVatCode(input.VatCode, { type: input.VatCodeType });
    if (!vat.ok) issue(['VatCode'], vat);
    // Left empty, an Italian company's fiscal code is its VAT number (the transform below); a
    // foreign company may have none. One given is a VAT number or a person's fiscal code.
    if (input.FiscalCode !== '' && !checkVatOrFiscalCode(input.FiscalCode).ok)
      issue(['FiscalCode'], { ok: false, key: 'ERROR_COMPANY_FISCAL_CODE' });
    const own = input.VatCode.toUpperCase();
    input.ParentVatCodes.forEach((code, i) => {
      if (code === '') issue(['ParentVatCodes', i], { ok: false, key: 'ERROR_FIELD_REQUIRED' });
      else if (code.toUpperCase() === own)
        issue(['ParentVatCodes', i], { ok: false, key: 'ERROR_COMPANY_PARENT_SELF' });
    });
  })
  .transform((input) => ({
    ...input,
    VatCode: input.VatCode.toUpperCase(),
    FiscalCode: (input.FiscalCode === '' && input.VatCodeType === 1
      ? input.VatCode
      : input.FiscalCode
    ).toUpperCase(),
    Products: unique(input.Products),
    GroupCodes: unique(input.GroupCodes),
    ParentVatCodes: unique(input.ParentVatCodes.map((v) => v.toUpperCase())),
  }));
export type CompanyInput = z.input<typeof CompanyInput>;

export const CompanyRef = z.object({ Id: z.number().int(), VatCode: z.string(), Name: z.string() });

/** A tag as a company shows it (the tags themselves are tags.contract.ts). */
export const CompanyTag = z
  .object({ Id: z.number().int(), Name: z.string(), Colour: z.string().nullable() })
  .meta({ id: 'CompanyTag' });
export type CompanyTag = z.infer<typeof CompanyTag>;

/** A row of the list. */
export const CompanySummary = z
  .object({
    Id: z.number().int(),
    VatCode: z.string(),
    VatCodeType: z.number().int(),
    FiscalCode: z.string(),
    Name: z.string(),
    CompanyType: z.number().int(),
    Products: z.array(z.string()),
    GroupCodes: z.array(z.string()),
    AccessLocal: z.boolean(),
    ForceTsid: z.boolean(),
    /** Marked as migrated to the customer hub, from `MigratedOn` on (which may still be ahead). */
    Migrated: z.boolean(),
    /** The day (`YYYY-MM-DD`, the vendor's days) from which its users are sent to the hub. */
    MigratedOn: z.string().nullable(),
    /** Where its users are sent; null: the portal's configured customer hub. */
    MigrationUrl: z.string().nullable(),
    Enabled: z.boolean(),
    /** How many portal users the company has. */
    Users: z.number().int(),
    /** The company's tags, by name. */
    Tags: z.array(CompanyTag),
    CreatedAt: z.string(),
  })
  .meta({ id: 'CompanySummary' });
export type CompanySummary = z.infer<typeof CompanySummary>;

/** The detail: the row, its parents, and the user code masked (revealing it is a call of its own, audited). */
export const Company = CompanySummary.extend({
  Parents: z.array(CompanyRef),
  UserCodeMasked: z.string().nullable(),
}).meta({ id: 'Company' });
export type Company = z.infer<typeof Company>;

const flag = z.boolean().optional();

/** The back-office list's filter (base64url JSON in the path): paging, sorting, search and filters. */
export const CompanyFilter = sortedPageFilter(COMPANY_SORT_FIELDS, 'Name').extend({
  /** A registry reads from A to Z by default. */
  Desc: z.boolean().default(false),
  /** A VAT code prefix, a fiscal code, or words each starting a word of the name. */
  Text: z.string().trim().max(100).optional(),
  CompanyType: z.number().int().min(0).max(32_767).optional(),
  Product: z.enum(PRODUCTS).optional(),
  GroupCode: z.string().trim().min(1).max(32).optional(),
  /** The id of a tag the company has. */
  Tag: int4Id.optional(),
  AccessLocal: flag,
  /** Marked as migrated (whether the day has come or not). */
  Migrated: flag,
  HasUsers: flag,
  Enabled: flag,
});
export type CompanyFilter = z.input<typeof CompanyFilter>;

export const listCompanies = defineRoute({
  ...COMPANIES_ROUTES.listCompanies,
  summary: 'Back office: companies searched, filtered, sorted and paged on the server',
  params: z.object({ filter: encodedFilter(CompanyFilter) }),
  response: pageOf(CompanySummary),
});

export const getCompany = defineRoute({
  ...COMPANIES_ROUTES.getCompany,
  summary: 'Back office: one company with its parents',
  params: IdParams,
  response: Company,
});

export const saveCompany = defineRoute({
  ...COMPANIES_ROUTES.saveCompany,
  summary: 'Back office: create (Id < 1) or update a company and its parents (audited)',
  body: CompanyInput,
  response: Company,
});

export const CompanySelection = z
  .object({ Ids: z.array(int4Id).min(1).max(MAX_PAGE_SIZE), Enabled: z.boolean() })
  .meta({ id: 'CompanySelection' });

export const enableCompanies = defineRoute({
  ...COMPANIES_ROUTES.enableCompanies,
  summary: 'Back office: enable or disable the selected companies, all or none (audited)',
  body: CompanySelection,
  response: z.object({ Updated: z.number().int() }),
});

/**
 * The companies a bulk action applies to: the selected ones (`Ids`, a page at most) or every company
 * the list's filter finds (`Filter`), one or the other; `fields` are the action's own.
 */
export function companyTarget<S extends z.ZodRawShape>(fields: S) {
  return z
    .object({
      Ids: z.array(int4Id).min(1).max(MAX_PAGE_SIZE).optional(),
      Filter: CompanyFilter.optional(),
      ...fields,
    })
    .refine((m: { Ids?: unknown; Filter?: unknown }) => (m.Ids === undefined) !== (m.Filter === undefined), {
      message: 'ERROR_BAD_REQUEST',
      path: ['Ids'],
    });
}

/** The hub address of a migration: empty is the portal's configured hub (null), else a checked https address. */
const migrationUrl = z
  .string()
  .trim()
  .max(MIGRATION_URL_MAX_LENGTH, 'ERROR_MIGRATION_URL')
  .default('')
  .transform((value, ctx) => {
    if (value === '') return null;
    const url = checkMigrationUrl(value);
    if (url.ok) return url.value;
    ctx.addIssue({ code: 'custom', message: url.key });
    return z.NEVER;
  });

/**
 * Company migration to the customer hub (spec §8 ERROR_LOGIN_MIGRATE, decision 042): the selected
 * companies, or every company the list's filter finds, marked as migrated from a day on (today when
 * unset; the server checks it is from today to the horizon) towards a hub address — or back (the
 * undo, which clears both).
 */
export const CompanyMigration = companyTarget({
  Migrated: z.boolean(),
  MigratedOn: wireDate.optional(),
  MigrationUrl: migrationUrl,
}).meta({ id: 'CompanyMigration' });
export type CompanyMigration = z.input<typeof CompanyMigration>;

export const migrateCompanies = defineRoute({
  ...COMPANIES_ROUTES.migrateCompanies,
  summary:
    'Back office: mark the selected companies, or every company a filter finds, as migrated to the customer hub from a day on and towards an address, or undo it (audited)',
  body: CompanyMigration,
  response: z.object({ Updated: z.number().int() }),
});

export const rotateUserCode = defineRoute({
  ...COMPANIES_ROUTES.rotateUserCode,
  summary: 'Back office: give the company a new random user code (audited); the answer is the code',
  params: IdParams,
  response: z.object({ UserCode: z.string() }),
});

export const revealUserCode = defineRoute({
  ...COMPANIES_ROUTES.revealUserCode,
  summary: "Back office: the company's user code in clear (each reveal is audited)",
  params: IdParams,
  response: z.object({ UserCode: z.string().nullable() }),
});

export const exportCompanies = defineRoute({
  ...COMPANIES_ROUTES.exportCompanies,
  summary:
    'Back office: every company the filter finds, sorted, as CSV (semicolon-separated) in the chosen encoding (?Encoding=1252|65000|65001, UTF-8 by default)',
  params: z.object({ filter: encodedFilter(CompanyFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});
