import { CATALOGUES } from '@sportello/i18n/catalogues';
import type { LanguageCode } from '@sportello/i18n/languages';

/**
 * A namespace's texts in one language, for what the server writes itself (pages, ticket texts):
 * `{{name}}` filled in from `values`, a missing key shown as `## key##` (spec §8).
 */
export function catalogueText(language: LanguageCode, namespace: keyof (typeof CATALOGUES)['it']) {
  const catalogue = CATALOGUES[language][namespace] as Record<string, string>;
  return (key: string, values: Record<string, string | number> = {}) =>
    (catalogue[key] ?? `## ${key}##`).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ''),
    );
}
