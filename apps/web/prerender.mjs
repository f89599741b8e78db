// After `vite build` and the server-side build of src/prerender.tsx: writes the sign-in page with its
// markup, one file per language (`index.it.html`, `index.en.html`), beside the plain `index.html`.
// The server sends one of them to a signed-out visitor of the site root (decision 044). The page runs
// the build's second entry, src/sign-in.tsx, instead of the app (decision 050); its stylesheet is
// written into it: the page paints with the HTML alone, while the scripts download.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const DIST = new URL('./dist/', import.meta.url);
const SSR_OUT = new URL('./.prerender/', import.meta.url);
const MANIFEST = new URL('.vite/', DIST);
const SIGN_IN_ENTRY = 'src/sign-in.tsx';
const { renderSignInPages } = await import(new URL('prerender.js', SSR_OUT).href);

const manifest = JSON.parse(readFileSync(new URL('manifest.json', MANIFEST), 'utf8'));
const read = (file) => readFileSync(new URL(file, DIST), 'utf8');

/** The entry's chunk and those it imports statically, in load order, and their stylesheets. */
function staticClosure(key, chunks = new Set(), styles = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build's manifest has no ${key}`);
  if (chunks.has(chunk.file)) return { chunks, styles };
  chunks.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, chunks, styles);
  for (const style of chunk.css ?? []) styles.add(style);
  return { chunks, styles };
}

/**
 * The chunk of a language's texts (packages/i18n/src/eager/<code>.ts), which the entry imports as soon
 * as it runs (sign-in-catalogues.ts): the page links it, so that it downloads with the script.
 */
function languageChunk(lang) {
  const chunk = (manifest[SIGN_IN_ENTRY].dynamicImports ?? [])
    .map((key) => manifest[key])
    .find((imported) => imported?.name === lang);
  if (!chunk) throw new Error(`the build's manifest has no texts for ${lang}`);
  return chunk.file;
}

const entry = staticClosure(SIGN_IN_ENTRY);
const [entryFile, ...importedFiles] = entry.chunks;
const css = [...entry.styles].map(read).join('');
if (css.includes('</')) throw new Error('the stylesheet cannot be written into a <style> element');
const preload = (file) => `<link rel="modulepreload" crossorigin href="/${file}">`;

// index.html's head, with the sign-in entry's script, preloads and styles instead of the app's.
const replaceIn = (text, pattern, replacement) => {
  if (!pattern.test(text)) throw new Error(`index.html has no ${pattern}`);
  return text.replace(pattern, () => replacement);
};
let template = read('index.html');
template = replaceIn(template, /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
template = replaceIn(template, /\s*<link rel="stylesheet" crossorigin href="[^"]+">/g, '');
template = replaceIn(
  template,
  /<script type="module" crossorigin src="[^"]+"><\/script>/,
  [`<script type="module" crossorigin src="/${entryFile}"></script>`, ...importedFiles.map(preload)].join(
    '\n    ',
  ),
);

for (const page of renderSignInPages()) {
  let html = replaceIn(template, /<html lang="[^"]*"/, `<html lang="${page.lang}"`);
  html = replaceIn(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  html = replaceIn(
    html,
    /<\/head>/,
    `  ${preload(languageChunk(page.lang))}\n    <style>${css}</style>\n  </head>`,
  );
  html = replaceIn(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${page.lang}">${page.html}</div>`,
  );
  writeFileSync(new URL(`index.${page.lang}.html`, DIST), html);
}
rmSync(SSR_OUT, { recursive: true, force: true });
// The manifest is for this script only: the server does not publish the build's inventory.
rmSync(MANIFEST, { recursive: true, force: true });
console.log('pre-rendered the sign-in page');

function escapeText(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}
