import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { DOM_TESTS, ISOLATED_TESTS } from './vitest.dom-tests';

// The DOM tests that replace a module (`vi.mock`): a replacement only takes if the module is loaded
// after it, so each of these files gets a module registry of its own. The others share their
// workers' modules (vite.config.ts).
export default defineProject({
  plugins: [react()],
  test: { ...DOM_TESTS, name: 'web:isolated', include: [ISOLATED_TESTS] },
});
