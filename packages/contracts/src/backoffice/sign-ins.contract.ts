import { z } from 'zod';
import { wireInstant } from '../common/column-ranges';
import { encodedFilter } from '../common/encoded-filter';
import { FileEncodingQuery } from '../common/file-encoding-query';
import { pageOf, sortedPageFilter } from '../common/pagination';
import { defineRoute } from '../common/route';
import { SIGN_INS_ROUTES } from './sign-ins.routes';
import { SIGN_IN_KINDS, SIGN_IN_METHODS, SIGN_IN_REASONS, SIGN_IN_SORT_FIELDS } from './sign-ins.values';

/** One event of a user's sign-in log, as recorded when it happened. */
export const SignInEvent = z
  .object({
    Id: z.number().int(),
    At: z.string(),
    Kind: z.enum(SIGN_IN_KINDS),
    Method: z.enum(SIGN_IN_METHODS),
    /** Why a sign-in was refused; null for successes and sign-outs. */
    Reason: z.enum(SIGN_IN_REASONS).nullable(),
    /** The user name as it was typed (or the account's, for single sign-on and sign-outs). */
    UserName: z.string(),
    ClientIp: z.string(),
    UserAgent: z.string(),
  })
  .meta({ id: 'SignInEvent' });
export type SignInEvent = z.infer<typeof SignInEvent>;

/**
 * The log's filter, base64url JSON in the path: the kind, and `From` (included) and `To` (excluded)
 * around the event's time; the web sends the edges of the days picked, in the operator's time zone.
 */
export const SignInFilter = sortedPageFilter(SIGN_IN_SORT_FIELDS, 'At')
  .extend({
    Kind: z.enum(SIGN_IN_KINDS).optional(),
    From: wireInstant.optional(),
    To: wireInstant.optional(),
  })
  .refine((f) => !f.From || !f.To || new Date(f.From) < new Date(f.To), {
    path: ['To'],
    message: 'ERROR_DATE_RANGE_END_BEFORE_START',
  });
export type SignInFilter = z.input<typeof SignInFilter>;

const SignInParams = z.object({
  UserId: z.uuid({ error: 'ERROR_NOT_FOUND' }),
  filter: encodedFilter(SignInFilter),
});

export const listSignIns = defineRoute({
  ...SIGN_INS_ROUTES.listSignIns,
  summary:
    'Back office: a user’s sign-ins, refusals, lockouts and sign-outs, newest first, filtered and paged',
  params: SignInParams,
  response: pageOf(SignInEvent),
});

export const exportSignIns = defineRoute({
  ...SIGN_INS_ROUTES.exportSignIns,
  summary:
    'Back office: a user’s filtered sign-in log as CSV (semicolon-separated) in the chosen encoding (?Encoding=1252|65000|65001, UTF-8 by default)',
  params: SignInParams,
  querystring: FileEncodingQuery,
  response: z.string(),
});
