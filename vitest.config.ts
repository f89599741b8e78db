import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

// One Vitest run, one project per workspace (the web app's DOM-free tests in a Node project of their
// own). With DATABASE_URL set (as in CI), the server's integration tests run a second time against
// PostgreSQL, each test file on a fresh database.
const projects: TestProjectConfiguration[] = [
  'packages/contracts',
  'packages/i18n',
  'packages/html',
  'apps/server',
  'apps/server/vitest.isolated.config.ts',
  'apps/server/vitest.timing.config.ts',
  'apps/web',
  'apps/web/vitest.node.config.ts',
  'apps/web/vitest.isolated.config.ts',
  'apps/dev-idp',
  'scripts',
];

if (process.env.DATABASE_URL) {
  projects.push({
    extends: './apps/server/vitest.config.ts',
    root: './apps/server',
    test: { name: 'server:postgres', env: { TEST_DATABASE: 'postgres' } },
  });
  projects.push({
    extends: './apps/server/vitest.isolated.config.ts',
    root: './apps/server',
    test: { name: 'server:postgres:isolated', env: { TEST_DATABASE: 'postgres' } },
  });
  projects.push({
    extends: './apps/server/vitest.timing.config.ts',
    root: './apps/server',
    test: { name: 'server:postgres:timing', env: { TEST_DATABASE: 'postgres' } },
  });
}

export default defineConfig({
  test: {
    projects,
    // Vitest's default is one worker less than the cores: one worker on a two-core machine. Test files
    // are independent (each server file has a database of its own), and much of a server file's time
    // is spent waiting on its database, so two files run per core (measured on two cores: 253 s with
    // two workers, 230 s with four).
    maxWorkers: Math.max(2, availableParallelism() * 2),
  },
});
