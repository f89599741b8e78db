import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The one service pattern (decision 031), checked on the source so that a new area cannot drift
 * from it: services take the one context and read time from its clock; routes parse, call one
 * service and present, and never decide who may do what.
 */
const SRC = new URL('../src/', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = [...sourceFiles(join(SRC, 'modules')), ...sourceFiles(join(SRC, 'core'))];
const name = (path: string) => relative(SRC, path);
const read = (path: string) => readFileSync(path, 'utf8');

describe('the service pattern', () => {
  it('reads the time only through the clock', () => {
    const direct = /\bDate\.now\(\)|\bnew Date\(\)/;
    const offenders = files.filter((f) => name(f) !== 'core/clock.ts' && direct.test(read(f))).map(name);
    expect(offenders).toEqual([]);
  });

  it('leaves authorization to the services: routes never check a permission or a role themselves', () => {
    const deciding =
      /\b(requirePermission|scopeFor|requireRole|staffOnly)\b|access\/access\.service|\.repository'/;
    const offenders = files.filter((f) => f.endsWith('.routes.ts') && deciding.test(read(f))).map(name);
    expect(offenders).toEqual([]);
  });

  it('gives every asynchronous service function the one context first', () => {
    const offenders: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.service.ts'))) {
      // Parsed with the build's own parser (oxc, through Vite): the type checker has no parsing API.
      const source = read(file);
      const textOf = (node: { start: number; end: number } | null | undefined) =>
        node ? source.slice(node.start, node.end) : '';
      for (const statement of parseSync(file, source, { lang: 'ts' }).program.body) {
        if (statement.type !== 'ExportNamedDeclaration') continue;
        const node = statement.declaration;
        if (node?.type !== 'FunctionDeclaration' || !node.id) continue;
        const async = node.async || textOf(node.returnType?.typeAnnotation).startsWith('Promise');
        if (!async) continue;
        const param = node.params[0];
        const first = param && 'typeAnnotation' in param ? textOf(param.typeAnnotation?.typeAnnotation) : '';
        if (!/^ServiceContext\b/.test(first)) offenders.push(`${name(file)}: ${node.id.name}(${first})`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
