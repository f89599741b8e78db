import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's refusals are said one way each (#41): a form's next to its fields, and what concerns
 * no field in the alert above its buttons (`ErrorAlert`, or the spec's `ResponsePanel`); a refused
 * action of a list's row in a toast. Never red text of its own for a form, never a dialog to dismiss.
 */
const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('refusals', () => {
  it('of a form show in its alert, of an action in a toast: no red text, no dialog', () => {
    const stragglers = sources(SRC).flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      const found: string[] = [];
      if (/<Text\b[^>]*c="red"[^>]*>\s*\{apiErrorText\([^)]*\bfailure\)\}/.test(code))
        found.push(`${relative(SRC, file)}: a form's failure in red text`);
      if (/dialogs\.alert\(\{\s*message:\s*apiErrorText\(/.test(code))
        found.push(`${relative(SRC, file)}: a refusal in a dialog`);
      return found;
    });
    expect(stragglers).toEqual([]);
  });
});
