import { z } from 'zod';
import { IdParams } from '../common/pagination';
import { defineRoute } from '../common/route';
import { PRODUCTS } from '../tickets/tickets.values';
import { TOOLKIT_ROUTES } from './toolkit.routes';
import { FILE_ICON_KINDS, TOOLKIT_CATEGORIES } from './toolkit.values';

/**
 * The toolkit as a customer meets it (decision 084): the files of their company's products (tools,
 * manuals, forms, updates), each in its newest version, marked new when published since their last
 * visit, and downloaded as a stream (ranges and validators honoured, every download counted).
 */

export const ToolkitCategory = z.enum(TOOLKIT_CATEGORIES);
export const FileIconKind = z.enum(FILE_ICON_KINDS);

/** A file as offered: its newest version's name, size and notes. */
export const ToolkitItem = z
  .object({
    Id: z.number().int(),
    Product: z.string(),
    Category: ToolkitCategory,
    Title: z.string(),
    Description: z.string(),
    Version: z.string(),
    FileName: z.string(),
    /** Bytes. */
    Size: z.number().int(),
    /** The icon family of spec §9, from the name's extension. */
    Icon: FileIconKind,
    /** When this version was published. */
    PublishedAt: z.string(),
    ReleaseNotes: z.string(),
    /** Published since the caller's last visit (`markToolkitVisit`). */
    New: z.boolean(),
  })
  .meta({ id: 'ToolkitItem' });
export type ToolkitItem = z.infer<typeof ToolkitItem>;

export const ToolkitQuery = z.object({
  Search: z.string().trim().max(100, 'ERROR_FIELD_TOO_LONG').optional(),
  Product: z.enum(PRODUCTS).optional(),
});

export const listToolkitFiles = defineRoute({
  ...TOOLKIT_ROUTES.listToolkitFiles,
  summary:
    "The toolkit files of the caller's company's products, newest version each; search in titles, descriptions and names",
  querystring: ToolkitQuery,
  response: z.object({
    Files: z.array(ToolkitItem),
    /** The caller's previous visit; null the first time. */
    LastVisitAt: z.string().nullable(),
  }),
});

export const markToolkitVisit = defineRoute({
  ...TOOLKIT_ROUTES.markToolkitVisit,
  summary:
    'Records that the caller has looked at the toolkit: files published until now are no longer new to them',
  response: z.object({ LastVisitAt: z.string() }),
});

export const downloadToolkitFile = defineRoute({
  ...TOOLKIT_ROUTES.downloadToolkitFile,
  summary:
    "The newest version of a file, streamed (a `Range` gets 206, `If-None-Match` with its `ETag` gets 304); counted for the caller's company",
  params: IdParams,
  response: z.string().meta({ description: 'The file itself', format: 'binary' }),
});
