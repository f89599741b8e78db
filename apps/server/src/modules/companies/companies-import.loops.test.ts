import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companiesOnLoops } from './companies-import.loops';

/** The companies that reach themselves by going up, one walk from each: slow, plainly right. */
function aboveThemselves(above: Map<number, number[]>): Set<number> {
  const found = new Set<number>();
  for (const start of above.keys()) {
    const seen = new Set<number>();
    const queue = [...(above.get(start) ?? [])];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (next === start) found.add(start);
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(above.get(next) ?? []));
    }
  }
  return found;
}

describe('companies on loops of parents', () => {
  it('are those above themselves, in any graph', () => {
    const graph = fc
      .array(fc.tuple(fc.nat(12), fc.array(fc.nat(12), { maxLength: 3 })), { maxLength: 13 })
      .map((entries) => new Map(entries));
    fc.assert(
      fc.property(graph, (above) => {
        expect([...companiesOnLoops(above)].sort()).toEqual([...aboveThemselves(above)].sort());
      }),
      { numRuns: 500 },
    );
  });

  it('goes up a chain of twenty thousand companies, closed or not, without overflowing the stack', () => {
    const chain = new Map(Array.from({ length: 20_000 }, (_, i) => [i, i + 1 < 20_000 ? [i + 1] : []]));
    expect(companiesOnLoops(chain).size).toBe(0);
    chain.set(19_999, [0]);
    expect(companiesOnLoops(chain).size).toBe(20_000);
  });
});
