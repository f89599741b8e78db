import { MERGE_FIELD, mergeFieldsIn } from '@sportello/contracts/backoffice/mail-templates.values';
import { escapeHtml } from '@sportello/html/html';
import type { TemplateTexts } from './mail-templates.defaults';

/**
 * Formatted text its sender has already made safe (a communication's body, sanitised when saved):
 * its HTML goes into the HTML part as it is, its plain text into the others.
 */
export interface FormattedValue {
  readonly html: string;
  readonly text: string;
}

/**
 * Merge fields' values by name (`Company.Name`); a list (`UserNames`) is a bulleted list, a
 * formatted value its own markup.
 */
export type MergeValues = Readonly<Record<string, string | readonly string[] | FormattedValue>>;

type Part = 'subject' | 'html' | 'text';

/**
 * A value as it goes into a part of the mail: escaped in the HTML, its line breaks kept there as
 * `<br>` (a reply's lines, an address: mail programs that ignore the layout's `white-space` style,
 * and templates edited without it, would run them together); a list as the layout lists.
 */
function shown(value: string | readonly string[] | FormattedValue, part: Part): string {
  if (typeof value === 'string') return part === 'html' ? escapeHtml(value).replace(/\r?\n/g, '<br>') : value;
  if ('html' in value) return part === 'html' ? value.html : value.text;
  if (part === 'html') return `<ul>${value.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return part === 'text' ? value.map((item) => `  - ${item}`).join('\n') : value.join(', ');
}

/**
 * Fills `{{Name}}` in: HTML-escaped in the body's HTML, as they are in the subject and the text. A
 * field without a value is left empty (the sender checks `missingFields` first when it matters).
 */
function fill(source: string, values: MergeValues, part: Part): string {
  return source.replace(MERGE_FIELD, (whole: string, raw: string, offset: number) => {
    const name = raw.trim();
    let value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return '';
    // A value ending a sentence ("S.r.l.") before the template's own full stop: one stop, as the
    // mail catalogue's texts have (tidySentenceEnds).
    if (typeof value === 'string' && source[offset + whole.length] === '.' && /[^.]\.$/.test(value))
      value = value.slice(0, -1);
    return shown(value, part);
  });
}

/**
 * The texts with their fields filled in. A paragraph left empty (a field with nothing to say in this
 * mail, as a declined request's time and place) is dropped rather than shown as a blank gap.
 */
export function fillTexts(texts: TemplateTexts, values: MergeValues): TemplateTexts {
  return {
    // A subject is one line, whatever a value holds.
    subject: fill(texts.subject, values, 'subject').replace(/[\r\n]+/g, ' '),
    html: fill(texts.html, values, 'html').replace(/<p(?:\s[^>]*)?>\s*<\/p>\n?/g, ''),
    text: fill(texts.text, values, 'text').replace(/\n[ \t]*\n(?:[ \t]*\n)+/g, '\n\n'),
  };
}

/** The fields a template's texts use that have no value. */
export function missingFields(texts: TemplateTexts, values: MergeValues): string[] {
  return mergeFieldsIn(`${texts.subject}\n${texts.html}\n${texts.text}`).filter(
    (n) => !Object.hasOwn(values, n),
  );
}
