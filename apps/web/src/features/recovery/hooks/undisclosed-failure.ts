import type { Catalogue } from '@sportello/i18n/translate';
import { serverFieldErrors } from '../../../lib/server-field-errors';

type FieldMap<F extends string> = Readonly<Partial<Record<string, F>>>;

export type UndisclosedFailure<F extends string> =
  /** The server refused a field: the text goes next to it. */
  | { kind: 'fields'; errors: Partial<Record<F, string>> }
  /** Any other failure, shown because the portal shows page errors. */
  | { kind: 'show' }
  /** Any other failure, read as the success every caller gets (page errors hidden). */
  | { kind: 'success' };

/**
 * What a request whose answer never tells whether an account exists (reset step 1, the user-name
 * request) makes of a failed call (decision 009): a refused field is shown next to the field; any
 * other failure shows only when the portal shows page errors (spec §8), and otherwise reads as the
 * success it replaces, so that nothing is revealed.
 */
export function undisclosedFailure<F extends string>(
  catalogue: Catalogue | undefined,
  error: unknown,
  fields: { byKey: FieldMap<F>; byWireName: FieldMap<F> },
  showErrors: boolean,
): UndisclosedFailure<F> {
  const errors = serverFieldErrors(catalogue, error, fields.byKey, fields.byWireName);
  if (errors) return { kind: 'fields', errors };
  return showErrors ? { kind: 'show' } : { kind: 'success' };
}
