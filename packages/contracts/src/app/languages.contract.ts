import { z } from 'zod';
import { int4Id } from '../common/column-ranges';
import { defineRoute } from '../common/route';
import { LANGUAGES_ROUTES } from './languages.routes';

/** Spec §3 Language: Id (1 = Italian, the default), DateFormat, DateTimeFormat; Code and Name for the selector. */
export const Language = z
  .object({
    Id: int4Id,
    Code: z.string(),
    Name: z.string(),
    DateFormat: z.string(),
    DateTimeFormat: z.string(),
  })
  .meta({ id: 'Language' });

export type Language = z.infer<typeof Language>;

export const getLanguages = defineRoute({
  ...LANGUAGES_ROUTES.getLanguages,
  summary: 'Languages the portal speaks, default first',
  response: z.array(Language),
});
