#!/usr/bin/env node
// Web bundle sizes: `npm run bench:bundle` (after `npm run build`). Prints the gzip size of what the
// browser downloads for the sign-in page (index.html's script and styles, and every chunk they import
// statically) and, for each lazily loaded page, what it adds on top. A benchmark: it asserts nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

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

const scripts = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map((m) => m[1]);
const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+)"/g)].map((m) => m[1]);
const signIn = staticClosure(scripts);
const signInJs = [...signIn].reduce((sum, file) => sum + gz(file), 0);
const signInCss = styles.reduce((sum, file) => sum + gz(file), 0);

// Lazily loaded pages: the chunks no static import reaches, with what each adds to the sign-in set.
const lazyPages = readdirSync(join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js') && !signIn.has(`assets/${file}`))
  .map((file) => {
    const extra = [...staticClosure([`assets/${file}`])].filter((chunk) => !signIn.has(chunk));
    return {
      chunk: file.replace(/-[\w-]{8}\.js$/, ''),
      addsKbGzip: kb(extra.reduce((s, c) => s + gz(c), 0)),
    };
  })
  .sort((a, b) => b.addsKbGzip - a.addsKbGzip);

console.log(
  JSON.stringify(
    {
      signInPage: {
        jsKbGzip: kb(signInJs),
        cssKbGzip: kb(signInCss),
        totalKbGzip: kb(signInJs + signInCss),
        chunks: [...signIn].map((f) => f.replace('assets/', '')),
      },
      lazyPages,
    },
    null,
    2,
  ),
);
