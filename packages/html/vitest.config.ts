import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'html', environment: 'node', include: ['src/**/*.test.ts'] },
});
