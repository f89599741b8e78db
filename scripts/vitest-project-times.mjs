// A Vitest reporter for `npm test`'s summary (scripts/test.mjs): per project, how its tests ended and
// how long it ran, from its first test file's start to its last one's end. The projects share the
// workers and run side by side, so their times overlap; the run's own time is the Vitest line's.
// Writes JSON to the file named by VITEST_PROJECT_TIMES.
import { writeFileSync } from 'node:fs';

export default class ProjectTimes {
  projects = new Map();

  of(testModule) {
    const name = testModule.project.name || 'default';
    if (!this.projects.has(name)) {
      this.projects.set(name, { name, files: 0, passed: 0, failed: 0, skipped: 0, start: Infinity, end: 0 });
    }
    return this.projects.get(name);
  }

  onTestModuleStart(testModule) {
    const project = this.of(testModule);
    project.start = Math.min(project.start, Date.now());
  }

  onTestModuleEnd(testModule) {
    const project = this.of(testModule);
    project.end = Math.max(project.end, Date.now());
    project.files += 1;
    let failed = 0;
    for (const test of testModule.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') project.passed += 1;
      else if (state === 'failed') failed += 1;
      else project.skipped += 1;
    }
    // A file that failed outside its tests (an import, a hook) counts as one failure.
    project.failed += failed > 0 || testModule.state() !== 'failed' ? failed : 1;
  }

  onTestRunEnd() {
    const file = process.env.VITEST_PROJECT_TIMES;
    if (!file) return;
    const projects = [...this.projects.values()].map(({ start, end, ...rest }) => ({
      ...rest,
      seconds: Number.isFinite(start) ? Math.round((end - start) / 1000) : 0,
    }));
    writeFileSync(file, JSON.stringify(projects, null, 2));
  }
}
