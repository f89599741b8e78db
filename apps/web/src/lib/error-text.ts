import type { ErrorBody } from '@sportello/contracts/common/errors';
import { type Catalogue, localizeMessage } from '@sportello/i18n/translate';

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
