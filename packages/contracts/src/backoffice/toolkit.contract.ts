import { z } from 'zod';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { PRODUCTS } from '../tickets/tickets.values';
import { FileIconKind, ToolkitCategory } from '../toolkit/toolkit.contract';
import {
  TOOLKIT_DESCRIPTION_MAX,
  TOOLKIT_NOTES_MAX,
  TOOLKIT_SORT_FIELDS,
  TOOLKIT_STATES,
  TOOLKIT_TITLE_MAX,
  TOOLKIT_VERSION_MAX,
} from '../toolkit/toolkit.values';
import { BACKOFFICE_TOOLKIT_ROUTES } from './toolkit.routes';

/**
 * The toolkit in the back office (decision 084): files by product and category, each with its
 * versions (uploaded as a stream, the type read from the content, earlier ones kept), withdrawing a
 * version or a whole file, and the downloads counted per version and company.
 */

export const ToolkitFileFilter = sortedPageFilter(TOOLKIT_SORT_FIELDS, 'UpdatedAt').extend({
  Search: z.string().trim().max(100).default(''),
  Product: z.enum(PRODUCTS).optional(),
  Category: ToolkitCategory.optional(),
  State: z.enum(TOOLKIT_STATES).default('active'),
});
export type ToolkitFileFilter = z.input<typeof ToolkitFileFilter>;

export const ToolkitFileRow = z.object({
  Id: z.number().int(),
  Product: z.string(),
  Category: ToolkitCategory,
  Title: z.string(),
  /** The version offered (the newest not withdrawn); null while none is. */
  Version: z.string().nullable(),
  FileName: z.string().nullable(),
  Size: z.number().int().nullable(),
  Icon: FileIconKind,
  Downloads: z.number().int(),
  Withdrawn: z.boolean(),
  UpdatedAt: z.string(),
});

export const listFiles = defineRoute({
  ...BACKOFFICE_TOOLKIT_ROUTES.listFiles,
  summary: 'Back office: the toolkit files, searched, filtered, sorted and paged',
  params: z.object({ filter: encodedFilter(ToolkitFileFilter) }),
  response: pageOf(ToolkitFileRow),
});

export const ToolkitVersionRow = z.object({
  Id: z.number().int(),
  Version: z.string(),
  FileName: z.string(),
  ContentType: z.string(),
  Size: z.number().int(),
  Icon: FileIconKind,
  Notes: z.string(),
  UploadedAt: z.string(),
  UploadedBy: z.string(),
  Withdrawn: z.boolean(),
  /** Whether this is the version customers get now. */
  Current: z.boolean(),
  Downloads: z.number().int(),
});

export const ToolkitCompanyDownloads = z.object({
  CompanyId: z.number().int(),
  CompanyName: z.string(),
  VatCode: z.string(),
  Count: z.number().int(),
  LastAt: z.string(),
});

export const ToolkitFileDetail = z.object({
  Id: z.number().int(),
  Product: z.string(),
  Category: ToolkitCategory,
  Title: z.string(),
  Description: z.string(),
  Withdrawn: z.boolean(),
  UpdatedAt: z.string(),
  UpdatedBy: z.string(),
  Versions: z.array(ToolkitVersionRow),
  /** The companies that downloaded it most (every version), the 50 first. */
  Companies: z.array(ToolkitCompanyDownloads),
  /** The largest upload the portal takes now, in bytes (TOOLKIT_MAX_BYTES). */
  MaxBytes: z.number().int(),
});
export type ToolkitFileDetail = z.infer<typeof ToolkitFileDetail>;

export const getFile = defineRoute({
  ...BACKOFFICE_TOOLKIT_ROUTES.getFile,
  summary: 'Back office: a toolkit file with its versions and the companies that downloaded it',
  params: IdParams,
  response: ToolkitFileDetail,
});

/** What the back office saves of a file (its bytes come as versions): `Id < 1` creates. */
export const ToolkitFileInput = z.object({
  Id: z.number().int().min(0).max(2_147_483_647).default(0),
  Product: z.enum(PRODUCTS, { error: 'ERROR_FIELD_REQUIRED' }),
  Category: z.enum(ToolkitCategory.options, { error: 'ERROR_FIELD_REQUIRED' }),
  Title: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(TOOLKIT_TITLE_MAX, 'ERROR_FIELD_TOO_LONG'),
  Description: z.string().trim().max(TOOLKIT_DESCRIPTION_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
});
export type ToolkitFileInput = z.input<typeof ToolkitFileInput>;

export const saveFile = defineRoute({
  ...BACKOFFICE_TOOLKIT_ROUTES.saveFile,
  summary: "Back office: creates or edits a toolkit file's title, description, product and category",
  body: ToolkitFileInput,
  response: ToolkitFileDetail,
});

export const WithdrawInput = z.object({
  /** True withdraws, false offers it again. */
  Withdrawn: z.boolean(),
});

export const withdrawFile = defineRoute({
  ...BACKOFFICE_TOOLKIT_ROUTES.withdrawFile,
  summary:
    'Back office: withdraws a whole file (offered to nobody, kept with its versions), or offers it again',
  params: IdParams,
  body: WithdrawInput,
  response: ToolkitFileDetail,
});

/** The upload's description, in the query: the body is the file's bytes (`application/octet-stream`). */
export const UploadQuery = z.object({
  FileName: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(200, 'ERROR_FIELD_TOO_LONG'),
  Version: z.string().trim().min(1, 'ERROR_FIELD_REQUIRED').max(TOOLKIT_VERSION_MAX, 'ERROR_FIELD_TOO_LONG'),
  Notes: z.string().trim().max(TOOLKIT_NOTES_MAX, 'ERROR_FIELD_TOO_LONG').default(''),
});
export type UploadQuery = z.input<typeof UploadQuery>;

export const uploadVersion = defineRoute({
  ...BACKOFFICE_TOOLKIT_ROUTES.uploadVersion,
  summary:
    "Back office: uploads a new version of a file as the request's body (application/octet-stream), streamed to the file store; the type is read from the content",
  params: IdParams,
  querystring: UploadQuery,
  response: ToolkitFileDetail,
});

export const withdrawVersion = defineRoute({
  ...BACKOFFICE_TOOLKIT_ROUTES.withdrawVersion,
  summary: 'Back office: withdraws one version (customers get the newest other one), or offers it again',
  params: IdParams,
  body: WithdrawInput,
  response: ToolkitFileDetail,
});

export const downloadVersion = defineRoute({
  ...BACKOFFICE_TOOLKIT_ROUTES.downloadVersion,
  summary: 'Back office: one version of a file, streamed (not counted as a customer download)',
  params: IdParams,
  response: z.string().meta({ description: 'The file itself', format: 'binary' }),
});

export const exportDownloads = defineRoute({
  ...BACKOFFICE_TOOLKIT_ROUTES.exportDownloads,
  summary:
    'Back office: the downloads of the filtered files per version and company, as CSV in the chosen encoding',
  params: z.object({ filter: encodedFilter(ToolkitFileFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});
