import type { UserWorkspaceConfig } from 'vitest/config';

// The settings the web app's two DOM test projects share (vite.config.ts, vitest.isolated.config.ts).

/** Test files that replace a module (`vi.mock`) are named so (a check in scripts/ keeps it true). */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.tsx';

export const DOM_TESTS = {
  // Components, and the `.ts` tests of browser APIs; the other `.ts` tests run in Node
  // (vitest.node.config.ts).
  include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
  // happy-dom sets up and renders about twice as fast as jsdom; the few files that need one of jsdom's
  // behaviours say so in their first line (`// @vitest-environment jsdom`).
  environment: 'happy-dom',
  // Worker threads start and load a file's modules faster than child processes (about 13% here).
  pool: 'threads',
  setupFiles: ['./src/testing/setup-tests.ts'],
  // Whole pages with Mantine render slowly when the workers share a busy machine's cores (many tests
  // asked for 15 s one by one); the default is 5 s.
  testTimeout: 15_000,
} satisfies UserWorkspaceConfig['test'];
