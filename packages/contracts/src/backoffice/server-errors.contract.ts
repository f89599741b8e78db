import { z } from 'zod';
import { int4Id, wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { IdParams, pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { SERVER_ERRORS_ROUTES } from './server-errors.routes';
import { SERVER_ERROR_SORT_FIELDS } from './server-errors.values';

/** A failure the server answered with a 5xx, as recorded when it happened (decision 068). */
export const ServerError = z
  .object({
    Id: int4Id,
    At: z.string(),
    /** The id the answer carried in `x-request-id` and the log lines of the request. */
    RequestId: z.string(),
    Method: z.string(),
    /** The route's pattern (`/api/Mail/Failed/Detail/:Id`), never the URL with its values or query. */
    Route: z.string(),
    Status: z.number().int(),
    /** The catalogue key the caller was answered (`ERROR_GENERIC`, `ERROR_SERVICE_UNAVAILABLE`). */
    ErrorKey: z.string(),
    /** The error's class (`TypeError`, `DatabaseError`) and its message, trimmed. */
    ErrorName: z.string(),
    Message: z.string(),
    /** The signed-in caller, if any; null once that user was deleted. */
    UserId: z.string().nullable(),
    UserName: z.string().nullable(),
  })
  .meta({ id: 'ServerError' });
export type ServerError = z.infer<typeof ServerError>;

/** One failure with where in the code it happened: for admins only, never in any answer to the caller. */
export const ServerErrorDetail = ServerError.extend({ Stack: z.string() }).meta({ id: 'ServerErrorDetail' });
export type ServerErrorDetail = z.infer<typeof ServerErrorDetail>;

/**
 * The list's filter (base64url JSON in the path): `Text` searches the request id and the message;
 * `Status` the answer's status; `From` (included) and `To` (excluded) bound when it happened — the
 * web sends the edges of the days picked.
 */
export const ServerErrorFilter = sortedPageFilter(SERVER_ERROR_SORT_FIELDS, 'At')
  .extend({
    Text: z.string().trim().max(100).optional(),
    Status: z.number().int().min(500).max(599).optional(),
    From: wireInstant.optional(),
    To: wireInstant.optional(),
  })
  .refine((f) => !f.From || !f.To || new Date(f.From) < new Date(f.To), {
    path: ['To'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  });
export type ServerErrorFilter = z.input<typeof ServerErrorFilter>;

export const listServerErrors = defineRoute({
  ...SERVER_ERRORS_ROUTES.listServerErrors,
  summary: 'Back office: the server’s recent 5xx failures, searched, filtered, sorted and paged (admins)',
  params: z.object({ filter: encodedFilter(ServerErrorFilter) }),
  response: pageOf(ServerError),
});

export const getServerError = defineRoute({
  ...SERVER_ERRORS_ROUTES.getServerError,
  summary: 'Back office: one recorded server failure with its stack (admins)',
  params: IdParams,
  response: ServerErrorDetail,
});

export const exportServerErrors = defineRoute({
  ...SERVER_ERRORS_ROUTES.exportServerErrors,
  summary:
    'Back office: the filtered, sorted server failures as CSV (semicolon-separated) in the chosen encoding (?Encoding=1252|65000|65001, UTF-8 by default)',
  params: z.object({ filter: encodedFilter(ServerErrorFilter) }),
  querystring: FileEncodingQuery,
  response: z.string(),
});
