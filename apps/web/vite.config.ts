import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API server listens on 3000 in development; the browser talks to one origin only, as in production,
// so cookies, CSRF and the CSP behave the same way.
const apiServer = 'http://localhost:3000';

/** The `.ts` tests that need a browser's APIs (document, localStorage): they run in jsdom with the components'. */
export const DOM_TESTS = ['src/lib/i18n.test.ts', 'src/lib/language-preference.test.ts'];

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
    environment: 'jsdom',
    // The DOM-free `.ts` tests run in Node (vitest.node.config.ts).
    include: ['src/**/*.test.tsx', ...DOM_TESTS],
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
