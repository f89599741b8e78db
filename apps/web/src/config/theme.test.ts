import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, READ_ONLY_FIELD, theme } from './theme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('a read-only field (#41)', () => {
  it('keeps its text at WCAG AA: grey on grey above 4.5:1, at full opacity', () => {
    const gray = DEFAULT_THEME.colors.gray;
    expect(contrast(gray[READ_ONLY_FIELD.color], gray[READ_ONLY_FIELD.background])).toBeGreaterThanOrEqual(
      4.5,
    );

    const light = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)).light;
    expect(light['--portal-read-only-color']).toBe(`var(--mantine-color-gray-${READ_ONLY_FIELD.color})`);
    expect(light['--portal-read-only-bg']).toBe(`var(--mantine-color-gray-${READ_ONLY_FIELD.background})`);

    // The app's rule replaces Mantine's faded disabled input (60% of grey 5 on grey 2, about 1.5:1).
    const css = readFileSync(join(import.meta.dirname, '../app/mantine-styles.css'), 'utf8');
    const rule = /\.mantine-Input-input:disabled[^{]*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/opacity:\s*1;/);
    expect(rule).toContain('color: var(--portal-read-only-color)');
    expect(rule).toContain('background-color: var(--portal-read-only-bg)');
  });
});
