import { defineProject } from 'vitest/config';

// The web app's DOM-free tests (rules, hooks' pure parts, the API client, the bundle checks) in plain
// Node: no jsdom to set up per file. Component tests (`*.test.tsx`) and the `.ts` tests of browser
// APIs (`*.dom.test.ts`) run in jsdom (vite.config.ts).
export default defineProject({
  test: {
    name: 'web:node',
    environment: 'node',
    pool: 'threads',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.dom.test.ts'],
  },
});
