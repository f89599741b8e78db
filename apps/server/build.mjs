// Bundles the server into dist/server.js and the admin command into dist/admin.js: workspace packages (contracts, i18n, html) are inlined,
// npm dependencies stay external and are loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@sportello/'));

// Two programs: the server, and the admin command (`npm run admin`, the first back-office admin).
await build({
  entryPoints: {
    server: new URL('./src/server.ts', import.meta.url).pathname,
    admin: new URL('./src/admin.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
