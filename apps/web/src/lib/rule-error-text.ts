import { type Catalogue, localizeMessage } from '@sportello/i18n/translate';

/** The text of a failed `contracts/rules` check (`{ key, detail }`), as the server would word it. */
export function ruleErrorText(catalogue: Catalogue | undefined, failure: { key: string; detail?: string }) {
  return localizeMessage(catalogue, failure.detail ? `${failure.key} ${failure.detail}` : failure.key);
}

/** Keys of rules that judge a value's form: they answer an empty field too, as if it were ill-formed. */
const FORMAT_KEYS = new Set([
  'ERROR_BAD_EMAIL',
  'ERROR_BAD_NAME',
  'ERROR_PASSOWRD_INVALID',
  'ERROR_USERNAME_INVALID',
]);

/**
 * A field's message for a failed check of its `value`: an empty field is missing rather than
 * ill-formed, so it is asked for ("Campo obbligatorio.") instead of called invalid.
 */
export function fieldRuleText(
  catalogue: Catalogue | undefined,
  value: unknown,
  failure: { key: string; detail?: string },
): string {
  const empty = typeof value === 'string' && value.trim() === '';
  return empty && FORMAT_KEYS.has(failure.key)
    ? localizeMessage(catalogue, 'ERROR_FIELD_REQUIRED')
    : ruleErrorText(catalogue, failure);
}
