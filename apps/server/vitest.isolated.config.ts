import { defineProject } from 'vitest/config';
import { SERVER_TESTS } from './vitest.server-tests';

// The test files that replace a module (`vi.mock('fastify')` to record the route table,
// test/route-inventory.ts): a replacement only takes if the module is loaded after it, so each of
// these files gets a module registry of its own. The others share their workers' modules.
export default defineProject({
  test: {
    ...SERVER_TESTS,
    name: 'server:isolated',
    include: ['src/**/*.isolated.test.ts', 'test/**/*.isolated.test.ts'],
  },
});
