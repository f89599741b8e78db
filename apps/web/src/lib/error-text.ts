import type { ErrorBody } from '@sportello/contracts/common/errors';
import { type Catalogue, localizeMessage } from '@sportello/i18n/translate';
import { ApiError } from './api-client';

/**
 * The text of a server error in the UI language. `ErrorMessage` (key plus detail) is localized from
 * our catalogue first, so the text follows the language the user picked even if the server answered
 * in another one; when it is not a known key, the server's own `Message` is shown instead.
 */
export function errorBodyText(catalogue: Catalogue | undefined, body: ErrorBody | undefined): string {
  const errorMessage = body?.ErrorMessage.trim();
  if (errorMessage) {
    const localized = localizeMessage(catalogue, errorMessage);
    if (localized !== errorMessage || !body?.Message.trim()) return localized;
  }
  return localizeMessage(catalogue, body?.Message);
}

/**
 * The text of any failure of a call: the server's error localized as above, the cancelled-operation
 * text for a request that was cancelled, and the interrupted-operation text for anything else.
 */
export function apiErrorText(catalogue: Catalogue | undefined, error: unknown): string {
  if (error instanceof ApiError && error.aborted)
    return localizeMessage(catalogue, 'MSG_OPERAZIONE_ANNULLATA');
  return errorBodyText(catalogue, error instanceof ApiError ? error.body : undefined);
}

/** The catalogue key of a failed call (`ERROR_PASSOWRD_INVALID` of `ERROR_PASSOWRD_INVALID FIRSTNAME`). */
export function errorKeyOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  return error.body.ErrorMessage.trim().split(/\s+/, 1)[0] || undefined;
}

/** The detail after the key (`FIRSTNAME` of `ERROR_PASSOWRD_INVALID FIRSTNAME`), if any. */
export function errorDetailOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  const detail = error.body.ErrorMessage.trim().replace(/^\S+\s*/, '');
  return detail || undefined;
}
