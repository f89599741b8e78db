// The module graph check (scripts/module-graph.mjs), proved on a small tree of its own: what it
// counts as a dependency, and which knots it refuses.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without type declarations.
import { forbiddenPairs, knots, mutualPairs, readGraph } from './module-graph.mjs';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A repository whose server modules hold the given files. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, 'apps/server/src/modules', path);
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

describe('the module graph', () => {
  it('counts imports of other modules, not of tests, of itself or of core', () => {
    const graph = readGraph(
      tree({
        'tags/tags.service.ts':
          "import { x } from '../companies/companies.service';\nimport { c } from '../../core/clock';",
        'tags/tags.test.ts': "import { y } from '../news/news.service';",
        'companies/companies.service.ts': "import { z } from './companies.repository';",
        'news/news.service.ts': 'export const n = 1;',
      }),
    );
    expect([...graph.get('tags').keys()]).toEqual(['companies']);
    expect([...graph.get('companies').keys()]).toEqual([]);
    expect(mutualPairs(graph)).toEqual([]);
  });

  it('refuses two modules outside the identity core that depend on each other, and allows the core', () => {
    const graph = readGraph(
      tree({
        'tags/tags.service.ts': "import { x } from '../news/news.service';",
        'news/news.repository.ts': "import { tags } from '../tags/tags.tables';",
        'users/users.service.ts': "import { a } from '../companies/companies.service';",
        'companies/companies.service.ts': "import { b } from '../users/users.service';",
      }),
    );
    expect(mutualPairs(graph)).toEqual([
      ['companies', 'users'],
      ['news', 'tags'],
    ]);
    expect(forbiddenPairs(graph)).toEqual([['news', 'tags']]);
    expect(knots(graph).filter((k: string[]) => k.length > 1)).toEqual([
      ['companies', 'users'],
      ['news', 'tags'],
    ]);
  });
});
