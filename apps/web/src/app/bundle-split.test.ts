import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { CATALOGUES } from '@sportello/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n';

// Decision 022: what the sign-in page downloads up front, and what the other pages bring along. The
// mistakes these checks catch show to users (texts as `:: key::`, unstyled components) or cost every
// visitor a download (zod), and no other test would notice them.
const SRC = join(import.meta.dirname, '..');
const MANTINE_STYLES = join(import.meta.dirname, 'mantine-styles.css');
const SIGN_IN_STYLES = join(import.meta.dirname, 'sign-in-styles.css');

function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A module and every module of the app it imports statically (dynamic imports are other chunks; an
 * `import type` brings no code).
 */
function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const imports = /^(?:import(?!\s+type\s)|export)\s[^;]*?from\s+'(\.[^']+)';/gms;
  for (const [, source = ''] of read(entry).matchAll(imports)) {
    const base = join(dirname(entry), source);
    const file = ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(path));
    if (file) staticGraph(file, seen);
  }
  return seen;
}

const read = (file: string) => readFileSync(file, 'utf8');

describe('zod', () => {
  /** Every import of a contract module or of zod in `code` that brings a value along. */
  function valueImports(code: string): string[] {
    const found: string[] = [];
    for (const match of code.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)';/gms)) {
      const [statement, typeOnly, clause = '', source = ''] = match;
      if (typeOnly || !(/\.contract$/.test(source) || source === 'zod' || source.startsWith('zod/')))
        continue;
      const names = clause.match(/^\{([^}]*)\}$/s)?.[1]?.split(',') ?? ['(default or namespace)'];
      if (names.some((name) => name.trim() !== '' && !name.trim().startsWith('type ')))
        found.push(statement.replace(/\s+/g, ' '));
    }
    return found;
  }

  it('the web app imports contract modules and zod for their types only', () => {
    // Routes through their descriptors (`*.routes.ts`), plain data from `*.values.ts`: one value
    // import of a contract would bring its schemas and the whole zod library to the pages using it.
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) =>
      valueImports(read(file)).map((statement) => `${relative(SRC, file)}: ${statement}`),
    );
    expect(offending).toEqual([]);
  });

  it('the check tells value imports from type imports', () => {
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

describe("the pre-rendered sign-in page's script", () => {
  /** The packages the modules of `files` import code from. */
  function packagesImported(files: Set<string>): string[] {
    const found = new Set<string>();
    for (const file of files)
      for (const [, source = ''] of read(file).matchAll(
        /^import(?!\s+type\s)\s[^;]*?from\s+'([^.'][^']*)';/gms,
      ))
        found.add(source.startsWith('@') ? source.split('/').slice(0, 2).join('/') : source.split('/')[0]!);
    return [...found].sort();
  }

  it('carries no router, query cache or i18next: React and Mantine take the form over (decision 050)', () => {
    const graph = staticGraph(join(SRC, 'sign-in.tsx'));
    // Its modules are the app's own: the form, the header and the frame are not copies.
    for (const shared of ['features/auth/components/login-form.tsx', 'app/shell/shell-header.tsx'])
      expect([...graph].map((file) => relative(SRC, file))).toContain(shared);
    const packages = packagesImported(graph);
    expect(packages).toContain('@mantine/core');
    for (const heavy of ['react-router', '@tanstack/react-query', 'i18next', 'react-i18next', 'zod'])
      expect(packages).not.toContain(heavy);
  });

  it('the check finds a package imported for its code, not for its types', () => {
    const file = join(SRC, 'lib/i18next-translator.tsx');
    expect(packagesImported(new Set([file]))).toContain('react-i18next');
    expect(packagesImported(new Set([join(SRC, 'lib/translator.tsx')]))).not.toContain(
      '@sportello/i18n/catalogues',
    );
  });
});

describe('catalogues', () => {
  const eager = new Set<string>(NAMESPACES);
  const lazy = Object.keys(CATALOGUES.it).filter((namespace) => !eager.has(namespace));

  /**
   * The lazily loaded namespaces the modules of `files` read. Keys start with their namespace
   * (`support.title`); `useTranslation('…')` and `ns: '…'` name the others.
   */
  function namespacesRead(files: Set<string>): string[] {
    const found = new Set<string>();
    for (const file of files) {
      const code = read(file);
      for (const namespace of lazy) {
        const key = `['"\`]${namespace}\\.`;
        const named = `(?:useTranslation\\(\\s*\\[?|ns:\\s*\\[?)[^)]*['"]${namespace}['"]`;
        if (new RegExp(`${key}|${named}`).test(code)) found.add(namespace);
      }
    }
    return [...found].sort();
  }

  /** The route modules the app loads lazily: the router's `lazy` imports and the back office's. */
  function lazyRoutes(): string[] {
    const code = ['router.tsx', 'routes/require-backoffice.tsx'].map((file) => read(join(SRC, 'app', file)));
    const names = code.flatMap((source) =>
      [...source.matchAll(/import\('\.\/(?:routes\/)?([\w-]+)'\)/g)].map((match) => match[1]),
    );
    return [...new Set(names)].map((name) => join(SRC, 'app/routes', `${name}.tsx`));
  }

  it('the sign-in page and the shell read only the eager namespaces', () => {
    expect(namespacesRead(staticGraph(join(SRC, 'main.tsx')))).toEqual([]);
    expect(namespacesRead(staticGraph(join(SRC, 'sign-in.tsx')))).toEqual([]);
  });

  it('every lazily loaded page adds the namespaces its components read, before they read them', () => {
    const routes = lazyRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.flatMap((route) => {
      const added = [...read(route).matchAll(/addCatalogues\(\s*\w+,\s*'([\w-]+)'/g)].map((m) => m[1]);
      return namespacesRead(staticGraph(route))
        .filter((namespace) => !added.includes(namespace))
        .map((namespace) => `${relative(SRC, route)} reads ${namespace}`);
    });
    expect(missing).toEqual([]);
  });
});

describe('Mantine styles', () => {
  // Components without a stylesheet of their own, built on components that have one.
  const BUILT_ON: Record<string, string[]> = {
    MultiSelect: ['Pill', 'PillsInput'],
    TagsInput: ['Pill', 'PillsInput'],
  };
  const stylesDir = join(
    dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
    'styles',
  );
  const stylesheet = (name: string) => join(stylesDir, `${name}.css`);
  const mantineStylesIn = (file: string) =>
    [...read(file).matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].flatMap((m) => m[1] ?? []);
  const eager = [...mantineStylesIn(SIGN_IN_STYLES), ...mantineStylesIn(MANTINE_STYLES)];
  /** The Mantine components a module imports, with those they are built on, that have a stylesheet. */
  const stylesNeeded = (code: string) =>
    [...code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core';/gs)]
      .flatMap((match) => (match[1] ?? '').split(',').map((name) => name.trim()))
      .flatMap((name) => BUILT_ON[name] ?? [name])
      .filter((name) => existsSync(stylesheet(name)));

  /** `file: Component` for each component of `files` whose styles are neither in `loaded` nor imported by its module. */
  const stylesMissing = (files: Iterable<string>, loaded: readonly string[]) =>
    [...files].flatMap((file) => {
      const code = read(file);
      return stylesNeeded(code)
        .filter(
          (name) => !loaded.includes(name) && !code.includes(`'@mantine/core/styles/${name}.layer.css'`),
        )
        .map((name) => `${relative(SRC, file)}: ${name}`);
    });

  it('every Mantine component the app renders has its styles: loaded up front, or imported where it is used', () => {
    expect(eager.length).toBeGreaterThan(20);
    expect(stylesMissing(sourceFiles(), eager)).toEqual([]);
  });

  it("the pre-rendered sign-in page's script brings the styles of every component its modules import", () => {
    // Decision 050: that page carries sign-in-styles.css alone, not the app's whole set.
    const own = mantineStylesIn(SIGN_IN_STYLES);
    expect(own.length).toBeGreaterThan(15);
    expect(stylesMissing(staticGraph(join(SRC, 'sign-in.tsx')), own)).toEqual([]);
  });

  it("are all in Mantine's cascade layer, so that the app's own win whatever order chunks load in", () => {
    // Two entries share chunks, and a shared chunk's stylesheet is linked before an entry's own: an
    // unlayered Mantine rule there would beat the app's rules of the same weight (decision 050).
    const unlayered = [...sourceFiles(), MANTINE_STYLES, SIGN_IN_STYLES].flatMap((file) =>
      [...read(file).matchAll(/['"](@mantine\/[\w/.-]+?)\.css['"]/g)]
        .map((match) => match[1] ?? '')
        .filter((sheet) => !sheet.endsWith('.layer'))
        .map((sheet) => `${relative(SRC, file)}: ${sheet}.css`),
    );
    expect(unlayered).toEqual([]);
    expect(read(SIGN_IN_STYLES)).toContain('@mantine/core/styles/Button.layer.css');
  });

  it('every file using @mantine/dates imports its stylesheet', () => {
    const missing = sourceFiles()
      .filter((file) => /from '@mantine\/dates';/.test(read(file)))
      .filter((file) => !read(file).includes(`'@mantine/dates/styles.layer.css'`))
      .map((file) => relative(SRC, file));
    expect(missing).toEqual([]);
  });
});

describe('the rich-text editor', () => {
  const importsEditor = (file: string) => /from '@(?:mantine\/tiptap|tiptap\/[\w-]+)'/.test(read(file));

  it('is imported by one module only, which the back office loads when a form shows it', () => {
    // Tiptap and ProseMirror weigh more than the rest of a form: the sign-in page never gets them,
    // and the back office only in the chunk of the field (lazy-rich-text-field.tsx).
    expect(
      sourceFiles()
        .filter(importsEditor)
        .map((file) => relative(SRC, file)),
    ).toEqual(['components/backoffice/rich-text-field.tsx']);
    for (const entry of ['main.tsx', 'app/routes/backoffice-route.tsx'])
      expect([...staticGraph(join(SRC, entry))].filter(importsEditor), entry).toEqual([]);
  });
});

describe('FullCalendar', () => {
  const importsCalendar = (file: string) =>
    /^import(?!\s+type\s)[^;]*?from\s+'@fullcalendar\//ms.test(read(file));

  it('is imported by the calendar board alone, which the calendar page loads when opened', () => {
    // About as heavy as the rest of the back office, and only the operators' calendar shows it
    // (features/backoffice-calendar/components/lazy-calendar-page.tsx).
    expect(
      sourceFiles()
        .filter(importsCalendar)
        .map((file) => relative(SRC, file)),
    ).toEqual(['features/backoffice-calendar/components/calendar-board.tsx']);
    for (const entry of ['main.tsx', 'app/routes/backoffice-route.tsx'])
      expect([...staticGraph(join(SRC, entry))].filter(importsCalendar), entry).toEqual([]);
  });
});
