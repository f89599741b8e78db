import { defineProject } from 'vitest/config';
import { DOM_TESTS } from './vite.config';

// The web app's DOM-free tests (rules, hooks' pure parts, the API client, the bundle checks) in plain
// Node: no jsdom to set up per file. Component tests (`*.test.tsx`) and the few `.ts` tests of browser
// APIs (DOM_TESTS) run in jsdom (vite.config.ts).
export default defineProject({
  test: {
    name: 'web:node',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: DOM_TESTS,
  },
});
