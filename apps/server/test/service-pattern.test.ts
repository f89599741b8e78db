import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
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
      const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true);
      for (const node of source.statements) {
        if (!ts.isFunctionDeclaration(node) || !node.name) continue;
        const exported = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        const async =
          node.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword) ||
          node.type?.getText(source).startsWith('Promise');
        if (!exported || !async) continue;
        const first = node.parameters[0]?.type?.getText(source) ?? '';
        if (!/^ServiceContext\b/.test(first)) offenders.push(`${name(file)}: ${node.name.text}(${first})`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
