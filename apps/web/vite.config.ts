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
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
  },
});
