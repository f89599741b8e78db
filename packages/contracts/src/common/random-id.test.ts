import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANDOM_ID_ALPHABET, randomId } from './random-id';

describe('randomId', () => {
  it('is 5 alphanumeric characters by default', () => {
    expect(randomId()).toMatch(/^[A-Za-z0-9]{5}$/);
  });

  it('has the requested length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (length) => {
        expect(randomId(length)).toMatch(new RegExp(`^[A-Za-z0-9]{${length}}$`));
      }),
    );
    expect(randomId(70_000)).toHaveLength(70_000);
  });

  it('refuses negative and fractional lengths', () => {
    expect(() => randomId(-1)).toThrow(RangeError);
    expect(() => randomId(2.5)).toThrow(RangeError);
  });

  it('uses every character of the alphabet about equally often', () => {
    const sample = randomId(62 * 2000);
    const counts = new Map<string, number>();
    for (const char of sample) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(RANDOM_ID_ALPHABET.length);
    // Expected 2000 each (σ ≈ 44); a modulo bias would push the first 8 characters to ~2420.
    for (const count of counts.values()) expect(Math.abs(count - 2000)).toBeLessThan(300);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => randomId(12)));
    expect(ids.size).toBe(1000);
  });
});
