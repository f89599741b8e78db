// The import rules of biome.json, proved on scripts/lint-fixtures: a copy of that folder (laid out
// like the repository, so that the same overrides apply) is linted with the project's own overrides,
// and every import line must be reported, or not, as its comment says:
//   import { x } from '../../beta/hooks/use-beta'; // restricted: <part of the rule's message>
//   import { y } from '../hooks/use-alpha'; // allowed
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const FIXTURES = join(ROOT, 'scripts/lint-fixtures');
const RULE = 'lint/style/noRestrictedImports';

interface Case {
  file: string;
  line: number;
  source: string;
  /** Undefined: the import is allowed. Otherwise a part of the message it must be reported with. */
  restricted?: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const IMPORT = /^(?:(?:import|export)\b.*\bfrom\s+|.*\bimport\()'([^']+)'/;
const cases: Case[] = filesUnder(FIXTURES)
  .filter((path) => /\.tsx?$/.test(path))
  .flatMap((path) => {
    const file = relative(FIXTURES, path);
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((text, index): Case[] => {
        const source = IMPORT.exec(text)?.[1];
        if (!source) return [];
        const expectation = /\/\/ (allowed|restricted: (.+))$/.exec(text);
        if (!expectation) throw new Error(`${file}:${index + 1}: say "// allowed" or "// restricted: …"`);
        return [{ file, line: index + 1, source, restricted: expectation[2] }];
      });
  });

/** What Biome reported, by "file:line". */
const reported = new Map<string, string>();
let workDir = '';

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'lint-fixtures-'));
  cpSync(FIXTURES, workDir, { recursive: true });
  // The project's configuration as it is (every override under test), minus what ties it to this
  // checkout: the git ignore file, the schema path and the list of files, which leaves the fixtures out.
  const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ['**'] };
  writeFileSync(join(workDir, 'biome.json'), JSON.stringify(config));

  const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
  const run = spawnSync(
    process.execPath,
    [biome, 'lint', `--only=style/noRestrictedImports`, '--reporter=json', '--max-diagnostics=none', '.'],
    { cwd: workDir, encoding: 'utf8' },
  );
  const report = JSON.parse(run.stdout) as {
    diagnostics: { category: string; message: string; location: { path: string; start: { line: number } } }[];
  };
  for (const d of report.diagnostics) {
    if (d.category !== RULE) throw new Error(`unexpected diagnostic ${d.category}: ${d.message}`);
    reported.set(`${d.location.path}:${d.location.start.line}`, d.message);
  }
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('import rules (biome.json)', () => {
  it('has a reported case for every message of every override', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as {
      overrides: {
        linter: {
          rules: { style: { noRestrictedImports: { options: { patterns: { message: string }[] } } } };
        };
      }[];
    };
    const messages = new Set(
      config.overrides.flatMap((o) =>
        o.linter.rules.style.noRestrictedImports.options.patterns.map((p) => p.message),
      ),
    );
    const seen = new Set(reported.values());
    expect([...messages].filter((m) => !seen.has(m))).toEqual([]);
    expect(cases.filter((c) => !c.restricted).length).toBeGreaterThan(30);
  });

  it.each(cases)('$file:$line $source', ({ file, line, restricted }) => {
    const message = reported.get(`${file}:${line}`);
    if (restricted) expect(message).toContain(restricted);
    else expect(message).toBeUndefined();
  });

  it('reports nothing but the annotated lines', () => {
    const annotated = new Set(cases.map((c) => `${c.file}:${c.line}`));
    expect([...reported.keys()].filter((key) => !annotated.has(key))).toEqual([]);
  });

  it('leaves the fixtures out of npm run lint', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8'));
    expect(config.files.includes).toContain('!scripts/lint-fixtures');
  });
});
