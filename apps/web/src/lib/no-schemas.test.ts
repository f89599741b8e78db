import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 022: the web app never loads the contracts' zod schemas, nor zod itself. It calls routes
// through their descriptors (`*.routes.ts`), uses plain data from `*.values.ts` and the rule
// functions, and imports `*.contract.ts` modules (and zod) for their types only. One value import
// would bring the whole zod library (about 27 KB gzip) back to the pages that load it.
const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import of a contract module or of zod in `code` that brings a value along. */
function valueImports(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms)) {
    const [statement, typeOnly, clause = '', source = ''] = match;
    if (typeOnly || !(/\.contract$/.test(source) || source === 'zod' || source.startsWith('zod/'))) continue;
    const names = clause.match(/^\{([^}]*)\}$/s)?.[1]?.split(',') ?? ['(default or namespace)'];
    if (names.some((name) => name.trim() !== '' && !name.trim().startsWith('type ')))
      found.push(statement.replace(/\s+/g, ' '));
  }
  return found;
}

describe('the web app', () => {
  it('imports contract modules and zod for their types only', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) =>
      valueImports(readFileSync(file, 'utf8')).map((statement) => `${relative(SRC, file)}: ${statement}`),
    );
    expect(offending).toEqual([]);
  });

  it('tells value imports from type imports', () => {
    const contract = "'@sportello/contracts/auth/login.contract'";
    expect(valueImports(`import { login, type LoginData } from ${contract};`)).toHaveLength(1);
    expect(valueImports(`import {\n  type login,\n  getSession,\n} from ${contract};`)).toHaveLength(1);
    expect(valueImports("import { z } from 'zod';")).toHaveLength(1);
    expect(valueImports(`import * as auth from ${contract};`)).toHaveLength(1);
    expect(valueImports(`import type { login } from ${contract};`)).toEqual([]);
    expect(valueImports(`import { type login, type LoginData } from ${contract};`)).toEqual([]);
    expect(valueImports("import type { z } from 'zod';")).toEqual([]);
    expect(valueImports("import { LOGIN_ROUTES } from '@sportello/contracts/auth/login.routes';")).toEqual(
      [],
    );
  });
});
