import { type ErrorKey, formatErrorMessage } from '@sportello/contracts/common/errors';
import { errorCatalogue } from '@sportello/i18n/catalogues';
import { languageCode } from '@sportello/i18n/languages';
import { localizeMessage } from '@sportello/i18n/translate';

/** An error as the wire shows it: the keyword message for programs, and its text in the caller's language. */
export function errorMessage(languageId: number, key: ErrorKey, detail?: string) {
  const ErrorMessage = formatErrorMessage(key, detail);
  return { ErrorMessage, Message: localizeMessage(errorCatalogue(languageCode(languageId)), ErrorMessage) };
}
