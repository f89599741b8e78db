import { type Catalogue, localizeMessage } from '@sportello/i18n/translate';

/** The text of a failed `contracts/rules` check (`{ key, detail }`), as the server would word it. */
export function ruleErrorText(catalogue: Catalogue | undefined, failure: { key: string; detail?: string }) {
  return localizeMessage(catalogue, failure.detail ? `${failure.key} ${failure.detail}` : failure.key);
}
