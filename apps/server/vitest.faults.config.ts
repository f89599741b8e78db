import { defineProject } from 'vitest/config';

// The fault and load suite (`npm run test:faults`): the built server as real processes, on a private
// PostgreSQL cluster the suite may stop and restart, with a real SMTP server and Redis. One file at a
// time: the machine's cores are the load generator's and the servers' alike.
export default defineProject({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['test/faults/**/*.fault.ts'],
    globalSetup: ['test/faults/private-postgres.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
