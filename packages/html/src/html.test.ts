import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, raw, SafeHtml } from './html';

describe('escapeHtml', () => {
  it('turns the five significant characters into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, also when it already starts an entity', () => {
    expect(escapeHtml('&amp; &#39; &')).toBe('&amp;amp; &amp;#39; &amp;');
  });

  it('leaves other text alone', () => {
    expect(escapeHtml('Perché è così? «sì» – 10% `x` =')).toBe('Perché è così? «sì» – 10% `x` =');
  });

  it('never lets a value open a tag or leave a quoted attribute', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const escaped = escapeHtml(value);
        expect(escaped).not.toMatch(/[<>"']/);
        // Every & starts one of the five entities.
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
      }),
    );
  });
});

describe('html', () => {
  it('escapes text in a text node', () => {
    const name = '<script>alert("x")</script>';
    expect(String(html`<p>${name}</p>`)).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</p>');
  });

  it('escapes text in a quoted attribute, so it cannot close the quote', () => {
    const value = '" onmouseover="alert(1)';
    const single = "' autofocus onfocus='alert(1)";
    expect(String(html`<input value="${value}" title='${single}'>`)).toBe(
      `<input value="&quot; onmouseover=&quot;alert(1)" title='&#39; autofocus onfocus=&#39;alert(1)'>`,
    );
  });

  it('keeps an ampersand in a URL attribute as an entity the browser decodes back', () => {
    expect(String(html`<a href="${'https://x.example/r?a=1&b=2'}">x</a>`)).toBe(
      '<a href="https://x.example/r?a=1&amp;b=2">x</a>',
    );
  });

  it('writes numbers, nests templates without escaping them twice, joins lists', () => {
    const items = ['a&b', '<c>'].map((i) => html`<li>${i}</li>`);
    expect(String(html`<ul data-n="${items.length}">${items}</ul>`)).toBe(
      '<ul data-n="2"><li>a&amp;b</li><li>&lt;c&gt;</li></ul>',
    );
  });

  it('writes nothing for null, undefined and false', () => {
    const show = false;
    expect(String(html`<p>${null}${undefined}${show && html`<b>x</b>`}</p>`)).toBe('<p></p>');
  });

  it('writes a raw fragment as it is', () => {
    expect(String(html`<style>${raw('a>b{color:red}')}</style>`)).toBe('<style>a>b{color:red}</style>');
    expect(raw('<b>')).toBeInstanceOf(SafeHtml);
  });

  it('refuses a value where an unquoted attribute value would go', () => {
    expect(() => html`<input value=${'x onfocus=alert(1)'}>`).toThrow(/quote the attribute/);
    expect(() => html`<input id="${'a'}" value= ${'b'}>`).toThrow(/quote the attribute/);
    // An equals sign in text, or in a value already written, is not an attribute.
    expect(String(html`<p>a = ${'b'}</p>`)).toBe('<p>a = b</p>');
    expect(String(html`<p title="${'x='}">${'y'}</p>`)).toBe('<p title="x=">y</p>');
  });

  it('does not let a value change the context of the next one', () => {
    // The first value looks like an open tag ending in "=", but it is escaped text.
    expect(String(html`<p>${'<a href='}${'x'}</p>`)).toBe('<p>&lt;a href=x</p>');
  });
});
