import { escapeHtml } from '@sportello/html/html';
import type { TemplateTexts } from './mail-templates.defaults';

/** Merge fields' values by name (`Company.Name`); a list (`UserNames`) is a bulleted list. */
export type MergeValues = Readonly<Record<string, string | readonly string[]>>;

type Part = 'subject' | 'html' | 'text';

/** A value as it goes into a part of the mail: escaped in the HTML, a list as the layout lists. */
function shown(value: string | readonly string[], part: Part): string {
  if (typeof value === 'string') return part === 'html' ? escapeHtml(value) : value;
  if (part === 'html') return `<ul>${value.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return part === 'text' ? value.map((item) => `  - ${item}`).join('\n') : value.join(', ');
}

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
function fill(source: string, values: MergeValues, part: Part, strict: boolean): string {
  return source.replace(FIELD, (whole: string, raw: string, offset: number) => {
    const name = raw.trim();
    let value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      if (strict) throw new MissingMergeField(name);
      return '';
    }
    // A value ending a sentence ("S.r.l.") before the template's own full stop: one stop, as the
    // mail catalogue's texts have (tidySentenceEnds).
    if (typeof value === 'string' && source[offset + whole.length] === '.' && /[^.]\.$/.test(value))
      value = value.slice(0, -1);
    return shown(value, part);
  });
}

export function fillTexts(texts: TemplateTexts, values: MergeValues, strict: boolean): TemplateTexts {
  return {
    // A subject is one line, whatever a value holds.
    subject: fill(texts.subject, values, 'subject', strict).replace(/[\r\n]+/g, ' '),
    html: fill(texts.html, values, 'html', strict),
    text: fill(texts.text, values, 'text', strict),
  };
}

/** The fields a template's texts use that have no value. */
export function missingFields(texts: TemplateTexts, values: MergeValues): string[] {
  const all = `${texts.subject}\n${texts.html}\n${texts.text}`;
  const names = [...all.matchAll(FIELD)].map((m) => (m[1] ?? '').trim());
  return [...new Set(names.filter((n) => !Object.hasOwn(values, n)))];
}
