import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD, signIn, TestClient } from '../../../test/test-client';
import { PRODUCTION_HASHING } from '../../../test/test-costs';
import { hashPassword } from '../../core/passwords';
import { users } from '../users/users.tables';

// The sign-in's timing at the production hash cost. The suite's other files hash at the cheapest
// cost (test-costs.ts), at which a skipped verification would not show; here the dummy hash of unknown
// users is made at the production cost, and so is the known user's, made again before timing.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: PRODUCTION_HASHING });
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
    .where(eq(users.userName, 'paolo.verdi'));
});
afterAll(() => t.close());

const client = (headers?: Record<string, string>) => new TestClient(t.app, { headers });

describe('refusals that reveal nothing', () => {
  it('takes similar time for an unknown user and a wrong password (a hash is always verified)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so that a slow moment of the machine hits both alike.
    for (let i = 0; i < 9; i++) {
      for (const [userName, samples] of [
        ['paolo.verdi', known],
        ['nobody.at.all', unknown],
      ] as const) {
        const started = performance.now();
        await signIn(client({ 'x-forwarded-for': `10.9.${i}.1` }), userName, 'Wrong#Password1');
        samples.push(performance.now() - started);
      }
    }
    // The fastest of each set is the work itself, without the machine's noise: both are dominated by
    // one argon2id verification (~15–40 ms here). Skipping it for unknown users would make them
    // about ten times faster, far outside this bound.
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
