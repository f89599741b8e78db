import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectConfiguration } from 'vitest/config';
import { SERVER_TESTS } from './apps/server/vitest.server-tests';

// One Vitest run, one project per workspace (the web app's DOM-free tests in a Node project of their
// own). The server's integration tests run on in-memory PGlite, the embedded default; with
// DATABASE_URL set (as in CI) they run on PostgreSQL, the production engine, each test file on a fresh
// database, and on PGlite only the tests of the engine layer itself: the database handle, the event
// bus, the mail outbox, the sessions, start-up (decision 003), and the concurrency of taking the last
// seat of a course (decision 082), which each engine serialises its own way. Every other server test runs on PGlite
// in every `npm test` without DATABASE_URL.
const projects: TestProjectConfiguration[] = [
  'packages/contracts',
  'packages/i18n',
  'packages/html',
  'apps/web',
  'apps/web/vitest.node.config.ts',
  'apps/web/vitest.isolated.config.ts',
  'apps/dev-idp',
  'scripts',
];

if (process.env.DATABASE_URL) {
  projects.push({
    root: './apps/server',
    test: {
      ...SERVER_TESTS,
      name: 'server:pglite-engine',
      include: [
        'src/core/database.test.ts',
        'src/core/event-bus.test.ts',
        'src/core/mail-outbox.test.ts',
        'src/core/session-cache.test.ts',
        'src/modules/reservations/reservations-seats.test.ts',
        'src/start-up.test.ts',
      ],
      isolate: false,
    },
  });
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
} else {
  projects.push(
    'apps/server',
    'apps/server/vitest.isolated.config.ts',
    'apps/server/vitest.timing.config.ts',
  );
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
