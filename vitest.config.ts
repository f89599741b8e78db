import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

// One Vitest run, one project per workspace. With DATABASE_URL set (as in CI), the server's
// integration tests run a second time against PostgreSQL, each test file on a fresh database.
const projects: TestProjectConfiguration[] = [
  'packages/contracts',
  'packages/i18n',
  'packages/html',
  'apps/server',
  'apps/web',
  'apps/dev-idp',
  'scripts',
];

if (process.env.DATABASE_URL) {
  projects.push({
    extends: './apps/server/vitest.config.ts',
    root: './apps/server',
    test: { name: 'server:postgres', env: { TEST_DATABASE: 'postgres' } },
  });
}

export default defineConfig({ test: { projects } });
