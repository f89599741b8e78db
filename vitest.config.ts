import { defineConfig } from 'vitest/config';

// One Vitest run, one project per workspace. The server project runs its integration tests
// against PGlite, and a second time against PostgreSQL when DATABASE_URL is set (see apps/server/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/i18n', 'apps/server', 'apps/web'],
  },
});
