/**
 * The one way the server (mail, knowledge-base pages, development mailbox) and the development
 * identity provider write HTML (decision 026): the `html` tagged template escapes every interpolated
 * value with `escapeHtml`; markup goes in only as the result of another `html` template, or through
 * `raw` for a fragment that is trusted by construction (sanitised article bodies, a constant
 * stylesheet, a library's own form). Attribute values are always double-quoted: an interpolation
 * right after `name=` is refused, since escaping alone does not protect an unquoted value.
 */

let safe: (markup: string) => SafeHtml;

/** Markup that is safe to send: the result of `html`, or a trusted fragment passed through `raw`. */
export class SafeHtml {
  readonly #markup: string;

  private constructor(markup: string) {
    this.#markup = markup;
  }

  static {
    // Only `html` and `raw` make one.
    safe = (markup) => new SafeHtml(markup);
  }

  toString(): string {
    return this.#markup;
  }
}

/** What a template may interpolate: text and numbers (escaped), markup, lists of them, or nothing. */
export type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML text node or a quoted attribute value: `& < > " '` become entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function render(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Inside an open tag, right after `=`: where an unquoted attribute value would go. */
const UNQUOTED_ATTRIBUTE = /<[^<>]*=\s*$/;

/**
 * HTML from a template: every `${value}` is escaped unless it is `SafeHtml`; arrays are joined
 * without separators; `null`, `undefined` and `false` write nothing (for `${cond && html`…`}`).
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let markup = strings[0] ?? '';
  let staticText = markup;
  values.forEach((value, i) => {
    if (UNQUOTED_ATTRIBUTE.test(staticText)) {
      throw new Error(`html: quote the attribute value before \${…} in "${staticText.slice(-40)}"`);
    }
    const next = strings[i + 1] ?? '';
    markup += render(value) + next;
    // Only the template's own text decides where a value lands: a value cannot open or close a tag.
    staticText += `\u0000${next}`;
  });
  return safe(markup);
}

/** A trusted fragment, written as it is. Say at the call site why it is trusted. */
export function raw(markup: string): SafeHtml {
  return safe(markup);
}
