import { defineProject } from 'vitest/config';

// The tests that time answers (`*.timing.test.ts`: a sign-in for an unknown user must cost what a
// wrong password costs) at the production hash cost. They run after every other project, one file at
// a time, so that no other test file competes for the cores while they measure.
export default defineProject({
  test: {
    name: 'server:timing',
    environment: 'node',
    include: ['src/**/*.timing.test.ts', 'test/**/*.timing.test.ts'],
    globalSetup: ['test/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
  },
});
