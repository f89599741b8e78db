import { configDefaults, defineProject } from 'vitest/config';
import { SERVER_TESTS } from './vitest.server-tests';

// Integration tests build the real app on a real database: in-memory PGlite by default, or a fresh
// PostgreSQL database per test file when TEST_DATABASE=postgres (the root config adds that project
// when DATABASE_URL is set).
export default defineProject({
  test: {
    ...SERVER_TESTS,
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The tests that time answers run alone, after the others (vitest.timing.config.ts); the files
    // that replace a module run isolated (vitest.isolated.config.ts).
    exclude: [...configDefaults.exclude, '**/*.timing.test.ts', '**/*.isolated.test.ts'],
    // A worker's test files share their modules: loading the server's modules anew for every file
    // took a third of this project's time. Each file still builds its own app on its own database.
    isolate: false,
  },
});
