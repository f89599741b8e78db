import { type Catalogue, localizeMessage } from '@sportello/i18n/translate';
import { ApiError } from './api-client';
import { errorKeyOf } from './error-text';
import type { PortalForm } from './use-portal-form';

/**
 * The server's refusals that belong to one field of a form, localized: first by the error
 * key (`keyFields`: ERROR_BAD_EMAIL → the e-mail field), then the per-field problems of a validation
 * failure (`wireFields`: the contract's PascalCase names). Undefined when none concerns a field.
 */
export function serverFieldErrors<F extends string>(
  catalogue: Catalogue | undefined,
  error: unknown,
  keyFields: Readonly<Partial<Record<string, F>>>,
  wireFields: Readonly<Partial<Record<string, F>>>,
): Partial<Record<F, string>> | undefined {
  const mapped: Partial<Record<F, string>> = {};
  const key = errorKeyOf(error);
  const keyField = key === undefined ? undefined : keyFields[key];
  if (keyField !== undefined && error instanceof ApiError && error.body) {
    mapped[keyField] = localizeMessage(catalogue, error.body.ErrorMessage);
  }
  for (const problem of error instanceof ApiError ? (error.body?.Fields ?? []) : []) {
    const field = wireFields[problem.Field];
    if (field !== undefined && mapped[field] === undefined) {
      mapped[field] = localizeMessage(catalogue, problem.ErrorMessage || problem.Message);
    }
  }
  return Object.keys(mapped).length > 0 ? mapped : undefined;
}

/**
 * A send the server refused: the messages that concern fields go next to them (each until its field
 * is edited); a refusal that concerns none is the form's failure, for the alert above its buttons.
 */
export function showServerRefusal<V extends Record<string, unknown>>(
  form: Pick<PortalForm<V>, 'showServerErrors' | 'fail'>,
  catalogue: Catalogue | undefined,
  error: unknown,
  keyFields: Readonly<Partial<Record<string, keyof V & string>>>,
  wireFields: Readonly<Partial<Record<string, keyof V & string>>>,
): void {
  const mapped = serverFieldErrors(catalogue, error, keyFields, wireFields);
  if (mapped) form.showServerErrors(mapped);
  else form.fail(error);
}
