import { defineProject } from 'vitest/config';

// Tests of the repository's own tooling (the lint rules on scripts/lint-fixtures).
export default defineProject({
  test: { name: 'scripts', environment: 'node', include: ['*.test.ts'], testTimeout: 30_000 },
});
