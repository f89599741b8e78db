import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API server listens on 3000 in development; the browser talks to one origin only, as in production,
// so cookies, CSRF and the CSP behave the same way.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/healthz': apiServer,
      '/readyz': apiServer,
      // The knowledge base's server-rendered pages (the support area's iframe).
      '/kb': apiServer,
    },
  },
  test: {
    name: 'web',
    // happy-dom sets up and renders about twice as fast as jsdom; the few files that need one of jsdom's
    // behaviours say so in their first line (`// @vitest-environment jsdom`).
    environment: 'happy-dom',
    // Worker threads start and load a file's modules faster than child processes (about 13% here).
    pool: 'threads',
    // Components, and the `.ts` tests of browser APIs (document, localStorage) named `*.dom.test.ts`;
    // the other `.ts` tests need no DOM and run in Node (vitest.node.config.ts).
    include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Whole pages with Mantine render slowly when the workers share a busy machine's cores (many tests
    // asked for 15 s one by one); the default is 5 s.
    testTimeout: 15_000,
  },
});
