import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The one service pattern (decision 031), checked on the source so that a new area cannot drift
 * from it: services take the one context and read time from its clock; routes parse, call one
 * service and present, and never decide who may do what; a module decides who may do what in its
 * policy, the one place that asks the access module.
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
const moduleFiles = files.filter((f) => name(f).startsWith('modules/'));
const read = (path: string) => readFileSync(path, 'utf8');

interface ExportedFunction {
  name: string;
  async: boolean;
  /** The type written on the first parameter ('' when none is written). */
  first: string;
  /** Whether any parameter is the context. */
  takesContext: boolean;
}

const isContext = (type: string) => /^ServiceContext\b/.test(type);

/**
 * The functions a file exports by name: declarations (`export async function f(ctx…)`) and
 * functions held by a constant (`export const f = async (ctx…) =>`). Parsed with the build's own
 * parser (oxc, through Vite): the type checker has no parsing API.
 */
function exportedFunctions(file: string, source: string): ExportedFunction[] {
  const textOf = (node: { start: number; end: number } | null | undefined) =>
    node ? source.slice(node.start, node.end) : '';
  const found: ExportedFunction[] = [];
  for (const statement of parseSync(file, source, { lang: 'ts' }).program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const node = statement.declaration;
    const named =
      node?.type === 'FunctionDeclaration' && node.id
        ? [{ name: node.id.name, fn: node }]
        : node?.type === 'VariableDeclaration'
          ? node.declarations.flatMap(({ id, init }) =>
              id.type === 'Identifier' &&
              (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression')
                ? [{ name: id.name, fn: init }]
                : [],
            )
          : [];
    for (const { name, fn } of named) {
      const types = fn.params.map((param) =>
        'typeAnnotation' in param ? textOf(param.typeAnnotation?.typeAnnotation) : '',
      );
      found.push({
        name,
        async: fn.async || textOf(fn.returnType?.typeAnnotation).startsWith('Promise'),
        first: types[0] ?? '',
        takesContext: types.some(isContext),
      });
    }
  }
  return found;
}

/** The source without its comments: a comment may name what the code must not call. */
function codeOf(file: string, source: string): string {
  let code = source;
  for (const comment of parseSync(file, source, { lang: 'ts' }).comments)
    code = code.slice(0, comment.start) + ' '.repeat(comment.end - comment.start) + code.slice(comment.end);
  return code;
}

/** Files whose role gives their functions another first argument: the open transaction, the app. */
const OTHER_FIRST_ARGUMENT = /\.(repository|tables|routes)\.ts$/;

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
    const offenders = files
      .filter((f) => f.endsWith('.service.ts'))
      .flatMap((file) =>
        exportedFunctions(file, read(file))
          .filter((fn) => fn.async && !isContext(fn.first))
          .map((fn) => `${name(file)}: ${fn.name}(${fn.first})`),
      );
    expect(offenders).toEqual([]);
  });

  it('gives the one context first in every other file of a module that acts for a caller', () => {
    // A domain file without a role suffix (ticket-lifecycle.ts, user-changes.ts, tickets.sla.ts)
    // or a policy acts for a caller when one of its functions takes the context: then each of its
    // asynchronous functions takes the context first, or the open transaction of a caller that
    // checked itself (a step inside that caller's work).
    const offenders = moduleFiles
      .filter((f) => !f.endsWith('.service.ts') && !OTHER_FIRST_ARGUMENT.test(f))
      .flatMap((file) => {
        const exported = exportedFunctions(file, read(file));
        if (!exported.some((fn) => fn.takesContext)) return [];
        return exported
          .filter((fn) => (fn.takesContext ? !isContext(fn.first) : fn.async && !/^Tx\b/.test(fn.first)))
          .map((fn) => `${name(file)}: ${fn.name}(${fn.first})`);
      });
    expect(offenders).toEqual([]);
  });

  it('sees the functions a constant exports, as those a declaration does', () => {
    const source = [
      'export const held = async (tx: Tx, ctx: ServiceContext) => tx;',
      'export const typed = (ctx: ServiceContext): Promise<void> => ctx.tx.run();',
      'export async function declared(ctx: ServiceContext<StaffActor>) {}',
      'export const label = (n: number) => String(n);',
      'export const LIMIT = 3;',
    ].join('\n');
    expect(exportedFunctions('fixture.service.ts', source)).toEqual([
      { name: 'held', async: true, first: 'Tx', takesContext: true },
      { name: 'typed', async: true, first: 'ServiceContext', takesContext: true },
      { name: 'declared', async: true, first: 'ServiceContext<StaffActor>', takesContext: true },
      { name: 'label', async: false, first: 'number', takesContext: false },
    ]);
  });

  it("asks the access module who may do what only in a module's policy", () => {
    // One recipe: a module's *.policy.ts names each check and says who may do what and why; its
    // services call those. The access module's own services define the checks and guard the roles
    // and their grants.
    const asking = /\b(requirePermission|scopeFor|usersGranted)\(/;
    const accessService = /^modules\/access\/[\w-]+\.service\.ts$/;
    const offenders = moduleFiles
      .filter((f) => !f.endsWith('.policy.ts') && !accessService.test(name(f)))
      .filter((f) => asking.test(codeOf(f, read(f))))
      .map(name);
    expect(offenders).toEqual([]);
  });
});
