import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { DOM_TESTS, ISOLATED_TESTS } from './vitest.dom-tests';

// The API server listens on 3000 in development; the browser talks to one origin only, as in production,
// so cookies, CSRF and the CSP behave the same way.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two entries: the app (index.html) and the pre-rendered sign-in page's own script (decision 050),
    // which prerender.mjs finds in the manifest and writes into the sign-in pages.
    manifest: true,
    rolldownOptions: { input: { index: 'index.html', 'sign-in': 'src/sign-in.tsx' } },
  },
  // The build-time render of the sign-in page (src/prerender.tsx) runs in Node as one file: the
  // workspace packages are TypeScript and JSON that Node would not load by themselves.
  ssr: { noExternal: true },
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
    ...DOM_TESTS,
    name: 'web',
    exclude: [...configDefaults.exclude, ISOLATED_TESTS],
    // A worker's test files share their modules: each file loading Mantine, React and the app anew
    // took half of this project's time. What a module keeps between tests is emptied after each one
    // (src/testing/setup-tests.ts); the files that replace modules run isolated (vitest.isolated.config.ts).
    isolate: false,
  },
});
