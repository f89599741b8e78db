import { defineProject } from 'vitest/config';

// The tests start the real provider on a free port and drive the protocol over HTTP with fetch.
export default defineProject({
  test: {
    name: 'dev-idp',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
