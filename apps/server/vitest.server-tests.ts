import type { UserWorkspaceConfig } from 'vitest/config';

// The settings the server's test projects share (vitest.config.ts, vitest.isolated.config.ts,
// vitest.timing.config.ts).
export const SERVER_TESTS = {
  environment: 'node',
  // One migrated and seeded database, copied by every test file (template-database.ts).
  globalSetup: ['test/template-database.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} satisfies UserWorkspaceConfig['test'];
