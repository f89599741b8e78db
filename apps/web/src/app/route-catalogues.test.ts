import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { CATALOGUES } from '@sportello/i18n/catalogues';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../lib/i18n';

// Decision 022: the sign-in page loads only the eager namespaces; every lazily loaded page adds the
// others its components read (addCatalogues) before they read them. A page that forgets one shows
// `:: key::` instead of its texts. Keys start with their namespace (`support.title`), so the keys
// and `useTranslation('…')` / `ns: '…'` of a page's modules tell which namespaces it reads.
const SRC = join(import.meta.dirname, '..');
const EAGER = new Set<string>(NAMESPACES);
const LAZY = Object.keys(CATALOGUES.it).filter((namespace) => !EAGER.has(namespace));

/** A module and every module of the app it imports statically (dynamic imports are other chunks). */
function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const [, source = ''] of code.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)';/gms)) {
    const base = join(dirname(entry), source);
    const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path));
    if (file) staticGraph(file, seen);
  }
  return seen;
}

/** The lazily loaded namespaces whose keys the modules of `files` name. */
function namespacesRead(files: Set<string>): string[] {
  const found = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    for (const namespace of LAZY) {
      const key = `['"\`]${namespace}\\.`;
      const named = `(?:useTranslation\\(\\s*\\[?|ns:\\s*\\[?)[^)]*['"]${namespace}['"]`;
      if (new RegExp(`${key}|${named}`).test(code)) found.add(namespace);
    }
  }
  return [...found].sort();
}

/** The namespaces a route module adds: `addCatalogues(i18n, 'name', …)`. */
function namespacesAdded(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/addCatalogues\(\s*\w+,\s*'(\w+)'/g)].map((match) => match[1] ?? '').sort();
}

/** The route modules the app loads lazily: the router's `lazy` imports and the back office's. */
function lazyRoutes(): string[] {
  const sources = ['app/router.tsx', 'app/routes/require-backoffice.tsx'].map((file) =>
    readFileSync(join(SRC, file), 'utf8'),
  );
  const modules = sources.flatMap((code) =>
    [...code.matchAll(/import\('\.\/(?:routes\/)?([\w-]+)'\)/g)].map((match) => match[1]),
  );
  return [...new Set(modules)].map((name) => join(SRC, 'app/routes', `${name}.tsx`));
}

describe('catalogues of the pages', () => {
  it('the sign-in page and the shell read only the eager namespaces', () => {
    expect(namespacesRead(staticGraph(join(SRC, 'main.tsx')))).toEqual([]);
  });

  it('every lazily loaded page adds the namespaces its components read', () => {
    const routes = lazyRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const missing = routes.flatMap((route) => {
      const added = namespacesAdded(route);
      return namespacesRead(staticGraph(route))
        .filter((namespace) => !added.includes(namespace))
        .map((namespace) => `${relative(SRC, route)} reads ${namespace}`);
    });
    expect(missing).toEqual([]);
  });
});
