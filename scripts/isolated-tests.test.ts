// The server's and the web app's test files share their workers' modules (isolate: false), which a
// module replacement (`vi.mock`) does not survive: it only takes if the module is loaded after it.
// Such files are named `*.isolated.test.ts(x)` and run in projects of their own, each file isolated
// (apps/server/vitest.isolated.config.ts, apps/web/vitest.isolated.config.ts). This keeps the names true.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const SHARING = ['apps/server/src', 'apps/server/test', 'apps/web/src'];

function testFiles(): string[] {
  return SHARING.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file)),
  );
}

const replacesModules = (file: string) => readFileSync(join(ROOT, file), 'utf8').includes('vi.mock(');
const namedIsolated = (file: string) => /\.isolated\.test\.tsx?$/.test(file);

describe('test files that replace modules', () => {
  it('are named *.isolated.test.ts(x), and only they', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => replacesModules(file) && !namedIsolated(file))).toEqual([]);
    expect(files.filter((file) => namedIsolated(file) && !replacesModules(file))).toEqual([]);
  });
});
