import { z } from 'zod';
import { decodeFilter, MAX_FILTER_LENGTH } from './filters';

/** A path segment holding a base64url JSON filter validated by `schema`. */
export const encodedFilter = <T extends z.ZodType<unknown, NonNullable<unknown> | null>>(schema: T) =>
  z
    .string()
    .max(MAX_FILTER_LENGTH)
    .transform((value, ctx) => {
      const decoded = decodeFilter(value);
      if (decoded === undefined) {
        ctx.addIssue({ code: 'custom', message: 'ERROR_BAD_REQUEST filter is not base64url JSON' });
        return z.NEVER;
      }
      return decoded;
    })
    .pipe(schema);
