import { configDefaults, defineProject } from 'vitest/config';

// Integration tests build the real app on a real database: in-memory PGlite by default, or a fresh
// PostgreSQL database per test file when TEST_DATABASE=postgres (the root config adds that project
// when DATABASE_URL is set).
export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The tests that time answers run alone, after the others (vitest.timing.config.ts).
    exclude: [...configDefaults.exclude, '**/*.timing.test.ts'],
    // One migrated and seeded database, copied by every test file (template-database.ts).
    globalSetup: ['test/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
