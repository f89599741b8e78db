import { escapeHtml } from '@sportello/html/html';
import type { TemplateTexts } from './mail-templates.defaults';

/** Merge fields' values by name (`Company.Name`). */
export type MergeValues = Readonly<Record<string, string>>;

/** A template names a field its sender did not give. */
export class MissingMergeField extends Error {
  constructor(readonly field: string) {
    super(`merge field ${field} has no value`);
  }
}

const FIELD = /\{\{([^{}]*)\}\}/g;

/**
 * Fills `{{Name}}` in: HTML-escaped in the body's HTML, as they are in the subject and the text.
 * Strict, a field without a value throws (an edited template, which the default then replaces);
 * otherwise it is left empty (the default itself, which must always go).
 */
function fill(source: string, values: MergeValues, asHtml: boolean, strict: boolean): string {
  return source.replace(FIELD, (whole: string, raw: string, offset: number) => {
    const name = raw.trim();
    let value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      if (strict) throw new MissingMergeField(name);
      return '';
    }
    // A value ending a sentence ("S.r.l.") before the template's own full stop: one stop, as the
    // mail catalogue's texts have (tidySentenceEnds).
    if (source[offset + whole.length] === '.' && /[^.]\.$/.test(value)) value = value.slice(0, -1);
    return asHtml ? escapeHtml(value) : value;
  });
}

export function fillTexts(texts: TemplateTexts, values: MergeValues, strict: boolean): TemplateTexts {
  return {
    // A subject is one line, whatever a value holds.
    subject: fill(texts.subject, values, false, strict).replace(/[\r\n]+/g, ' '),
    html: fill(texts.html, values, true, strict),
    text: fill(texts.text, values, false, strict),
  };
}

/** The fields a template's texts use that have no value. */
export function missingFields(texts: TemplateTexts, values: MergeValues): string[] {
  const all = `${texts.subject}\n${texts.html}\n${texts.text}`;
  const names = [...all.matchAll(FIELD)].map((m) => (m[1] ?? '').trim());
  return [...new Set(names.filter((n) => !Object.hasOwn(values, n)))];
}
