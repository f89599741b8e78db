#!/usr/bin/env node
// Web bundle sizes: `npm run bench:bundle` (after `npm run build`). Prints the gzip size of what the
// browser downloads for the sign-in page (the page's script and styles, linked or written into it, and
// every chunk the script imports statically), of what entering the back office adds to it, and, for each lazily loaded chunk, what
// it adds to the sign-in page. A benchmark: it asserts nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';
const BACKOFFICE_CHUNK = 'backoffice-route';
// What the site root sends a signed-out visitor: the pre-rendered sign-in page, when the build wrote one
// (decision 044), whose stylesheet is in a <style> element of its own.
const PAGE = existsSync(join(DIST, 'index.it.html')) ? 'index.it.html' : 'index.html';
const html = readFileSync(join(DIST, PAGE), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
const inlineCssGz = inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
// zod's class names survive minification: the contracts' schemas are in a chunk when this is.
const hasZod = (files) =>
  [...files].some((file) => readFileSync(join(DIST, file), 'utf8').includes('$ZodObject'));
/** `assets/Table-a1B2c3D4.js` → `Table.js`: names that stay the same from one build to the next. */
const chunkName = (file) => file.replace(/^assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1');
const jsFiles = readdirSync(join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => `assets/${file}`);

/** A chunk and every chunk it imports statically, as files relative to dist/. */
function staticClosure(entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[^"'();]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      visit(`assets/${match[1]}`);
    }
  };
  for (const entry of entries) visit(entry);
  return seen;
}

/**
 * The stylesheets Vite loads with each lazily imported chunk: its preload lists (`__vite__mapDeps`)
 * name the imported chunk first, then the chunks and styles it needs.
 */
function lazyStyles() {
  const styles = new Map();
  for (const file of jsFiles) {
    const code = readFileSync(join(DIST, file), 'utf8');
    const table = code.match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1];
    if (!table) continue;
    const deps = JSON.parse(table);
    for (const use of code.matchAll(/__vite__mapDeps\(\[([\d,]+)\]\)/g)) {
      const [imported, ...rest] = use[1].split(',').map((i) => deps[Number(i)]);
      const css = styles.get(imported) ?? new Set();
      for (const dep of rest) if (dep.endsWith('.css')) css.add(dep);
      styles.set(imported, css);
    }
  }
  return styles;
}

const scripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map((m) => m[1]);
const signInJs = staticClosure(scripts);
const signInCss = new Set(
  [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+)"/g)].map((m) => m[1]),
);
const stylesOf = lazyStyles();

/** What loading a lazily imported chunk downloads beyond the sign-in page: JavaScript and styles. */
function extraFor(file) {
  const js = [...staticClosure([file])].filter((chunk) => !signInJs.has(chunk));
  const css = [...(stylesOf.get(file) ?? [])].filter((style) => !signInCss.has(style));
  return { js, css, jsKbGzip: kb(sum(js)), cssKbGzip: kb(sum(css)), totalKbGzip: kb(sum(js) + sum(css)) };
}

const lazyChunks = jsFiles.filter((file) => !signInJs.has(file));
const backofficeFile = lazyChunks.find((file) => chunkName(file) === `${BACKOFFICE_CHUNK}.js`);
const backOffice = backofficeFile && extraFor(backofficeFile);

console.log(
  JSON.stringify(
    {
      signInPage: {
        page: PAGE,
        jsKbGzip: kb(sum(signInJs)),
        cssKbGzip: kb(sum(signInCss) + inlineCssGz),
        totalKbGzip: kb(sum(signInJs) + sum(signInCss) + inlineCssGz),
        zod: hasZod(signInJs),
        chunks: [...signInJs, ...signInCss].map(chunkName).concat(inlineCss ? ['<style> in the page'] : []),
      },
      // Entering /backoffice (operators and admins only): its chunk, what it imports that the
      // sign-in page has not loaded, and their styles.
      backOffice: backOffice && {
        jsKbGzip: backOffice.jsKbGzip,
        cssKbGzip: backOffice.cssKbGzip,
        addsKbGzip: backOffice.totalKbGzip,
        withSignInPageKbGzip: kb(
          sum(signInJs) + sum(signInCss) + inlineCssGz + sum(backOffice.js) + sum(backOffice.css),
        ),
        zod: hasZod(backOffice.js),
        chunks: [...backOffice.js, ...backOffice.css].map(chunkName),
      },
      lazyPages: lazyChunks
        .map((file) => ({ chunk: chunkName(file), addsKbGzip: extraFor(file).totalKbGzip }))
        .sort((a, b) => b.addsKbGzip - a.addsKbGzip),
    },
    null,
    2,
  ),
);
