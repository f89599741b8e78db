import { defineProject } from 'vitest/config';
import { SERVER_TESTS } from './vitest.server-tests';

// The tests that time answers (`*.timing.test.ts`: a sign-in for an unknown user must cost what a
// wrong password costs) at the production hash cost. They run after every other project, one file at
// a time, so that no other test file competes for the cores while they measure.
export default defineProject({
  test: {
    ...SERVER_TESTS,
    name: 'server:timing',
    include: ['src/**/*.timing.test.ts', 'test/**/*.timing.test.ts'],
    sequence: { groupOrder: 1 },
    maxWorkers: 1,
  },
});
