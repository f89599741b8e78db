// After `vite build` and the server-side build of src/prerender.tsx: writes the sign-in page with its
// markup, one file per language (`index.it.html`, `index.en.html`), beside the plain `index.html`.
// The server sends one of them to a signed-out visitor of the site root (decision 044). Its stylesheet
// is written into it: the page paints with the HTML alone, while the scripts download.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const DIST = new URL('./dist/', import.meta.url);
const SSR_OUT = new URL('./.prerender/', import.meta.url);
const { renderSignInPages } = await import(new URL('prerender.js', SSR_OUT).href);

const shell = readFileSync(new URL('index.html', DIST), 'utf8');
const replaceOnce = (text, pattern, replacement) => {
  if (!pattern.test(text)) throw new Error(`index.html has no ${pattern}`);
  return text.replace(pattern, () => replacement);
};

const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const css = readFileSync(new URL(shell.match(stylesheet)?.[1] ?? 'index.css', DIST), 'utf8');
if (css.includes('</')) throw new Error('the stylesheet cannot be written into a <style> element');
const withStyles = replaceOnce(shell, stylesheet, `<style>${css}</style>`);

for (const page of renderSignInPages()) {
  let html = replaceOnce(withStyles, /<html lang="[^"]*"/, `<html lang="${page.lang}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.lang}">${page.html}</div>`,
  );
  writeFileSync(new URL(`index.${page.lang}.html`, DIST), html);
}
rmSync(SSR_OUT, { recursive: true, force: true });
console.log('pre-rendered the sign-in page');

function escapeText(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}
