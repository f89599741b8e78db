import { z } from 'zod';
import { INT4_MAX, int4IdText } from './column-ranges';

/**
 * Paging of list endpoints: the query schema shared by server and web, and the spec's page count.
 */

/**
 * The spec's `floor((total - 1) / size)`. Despite its name this is the zero-based index of the LAST
 * page, i.e. the number of pages minus one (25 rows by 10 → 2, pages 0, 1 and 2), kept as the spec
 * defines it because the pager compares it with the zero-based current page. Zero rows give 0,
 * never -1; a size below 1 (or non-finite values) also give 0.
 */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize < 1 || total < 1) return 0;
  return Math.floor((total - 1) / pageSize);
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Blank query-string values (`?page=`) count as absent, so that the default applies. */
const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `?page=&size=`: zero-based page (default 0) and page size 1-100 (default 20), coerced from strings. */
export const PageQuery = z
  .object({
    page: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(INT4_MAX).default(0)),
    size: z.preprocess(
      blankAsUndefined,
      z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    ),
  })
  .meta({ id: 'PageQuery' });

export type PageQuery = z.infer<typeof PageQuery>;

/**
 * Paging inside a JSON list filter (base64url in the path, see filters.ts): zero-based `Page` and
 * `Size` 1-100, with the same defaults as the query form.
 */
export const PageFilter = z.object({
  Page: z.number().int().min(0).max(INT4_MAX).default(0),
  Size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Paging plus sorting of a JSON list filter: `Sort` names one of the list's columns, newest first by default. */
export function sortedPageFilter<const F extends readonly [string, ...string[]]>(
  sortFields: F,
  defaultSort: F[number],
) {
  return PageFilter.extend({
    Sort: z.enum(sortFields).default(defaultSort),
    Desc: z.boolean().default(true),
  });
}

/**
 * The answer of a paged list: `Total` rows, `PageCount` the spec's floor((Total - 1) / Size) (the
 * zero-based index of the last page, see pageCount), and the rows of the page asked for.
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ Total: z.number().int(), PageCount: z.number().int(), Items: z.array(item) });

/** A row's numeric id in a path (`/Detail/:Id`): a positive whole number its column can hold. */
export const IdParams = z.object({ Id: int4IdText });
