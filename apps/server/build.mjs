// Bundles the server into dist/server.js and the admin command into dist/admin.js, with the workspace
// packages (contracts, i18n, html) and the npm dependencies inlined: a start reads one file instead of
// resolving and reading some two thousand modules in node_modules (decision 053). Left in
// node_modules, and loaded from there at run time, are the packages that a bundle would break: native
// code and WebAssembly, and the packages that read files beside their own code (`__dirname`).
import { build } from 'esbuild';

const external = [
  '@node-rs/argon2', // native code
  '@electric-sql/pglite', // WebAssembly and its data files
  '@fastify/swagger', // reads its package.json
  '@fastify/swagger-ui', // serves the files of its package
  'ioredis', // reads its package.json, trims error stacks by its folder
  'pino', // starts worker files of its package for transports
  'pg-native', // pg's optional native driver, never installed
  'iconv-lite', // half a megabyte of code pages, loaded when an import file needs one
];

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
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  external: [...external, ...external.map((name) => `${name}/*`)],
  // The CommonJS dependencies inlined into this ES module still call `require` for Node's built-ins.
  banner: {
    js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
  },
  logLevel: 'warning',
});
