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
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
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

/** What loading a page downloads: its scripts and preloaded chunks with their static imports, its styles. */
function pageLoad(page) {
  const text = readFileSync(join(DIST, page), 'utf8');
  const linked = (pattern) => [...text.matchAll(pattern)].map((m) => m[1]);
  const js = staticClosure([
    ...linked(/<script[^>]+src="\/?([^"]+)"/g),
    // The sign-in page links the chunk of its language's texts, which its script imports at once.
    ...linked(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/g),
  ]);
  const css = new Set(linked(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+)"/g));
  const inline = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const inlineGz = inline ? gzipSync(inline, { level: 9 }).length : 0;
  return {
    js,
    css,
    jsKbGzip: kb(sum(js)),
    cssKbGzip: kb(sum(css) + inlineGz),
    totalKbGzip: kb(sum(js) + sum(css) + inlineGz),
    zod: hasZod(js),
    chunks: [...js, ...css].map(chunkName).concat(inline ? ['<style> in the page'] : []),
  };
}

const signInPage = pageLoad(PAGE);
// The app (index.html): what a signed-in user's first load downloads, and a visitor's after signing in.
const app = pageLoad('index.html');
const stylesOf = lazyStyles();

/** What loading a lazily imported chunk downloads beyond the app: JavaScript and styles. */
function extraFor(file) {
  const js = [...staticClosure([file])].filter((chunk) => !app.js.has(chunk));
  const css = [...(stylesOf.get(file) ?? [])].filter((style) => !app.css.has(style));
  return { js, css, jsKbGzip: kb(sum(js)), cssKbGzip: kb(sum(css)), totalKbGzip: kb(sum(js) + sum(css)) };
}

const lazyChunks = jsFiles.filter((file) => !app.js.has(file) && !signInPage.js.has(file));
const backofficeFile = lazyChunks.find((file) => chunkName(file) === `${BACKOFFICE_CHUNK}.js`);
const backOffice = backofficeFile && extraFor(backofficeFile);
/** A page's figures as printed: its file sets stay out. */
const figuresOf = (page, { js: _js, css: _css, ...figures }) => ({ page, ...figures });
const appAdds = [...app.js, ...app.css].filter((file) => !signInPage.js.has(file));

console.log(
  JSON.stringify(
    {
      signInPage: figuresOf(PAGE, signInPage),
      app: {
        ...figuresOf('index.html', app),
        // Signing in from the sign-in page: the app's chunks the page had not downloaded.
        afterSignInAddsKbGzip: kb(sum(appAdds)),
      },
      // Entering /backoffice (operators and admins only): its chunk, what it imports that the app
      // has not loaded, and their styles.
      backOffice: backOffice && {
        jsKbGzip: backOffice.jsKbGzip,
        cssKbGzip: backOffice.cssKbGzip,
        addsKbGzip: backOffice.totalKbGzip,
        withAppKbGzip: kb(sum(app.js) + sum(app.css) + sum(backOffice.js) + sum(backOffice.css)),
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
