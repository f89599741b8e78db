import { afterEach, describe, expect, it } from 'vitest';
import {
  configurePasswordHashing,
  hashPassword,
  needsRehash,
  OWASP_HASH_COST,
  passwordHashCost,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  afterEach(() => configurePasswordHashing(OWASP_HASH_COST));

  it('hashes at the OWASP cost until told otherwise', async () => {
    expect(passwordHashCost()).toEqual({ memoryCost: 19_456, timeCost: 2 });
    const stored = await hashPassword('Sportello#2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Sportello#2026')).toBe(true);
    expect(await verifyPassword(stored, 'Sportello#2027')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('makes new hashes at the configured cost, still verifies the old ones, and marks them for rehash', async () => {
    const strong = await hashPassword('Sportello#2026');
    configurePasswordHashing({ memoryCost: 8, timeCost: 1 });
    const cheap = await hashPassword('Sportello#2026');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(strong, 'Sportello#2026')).toBe(true);
    expect(await verifyPassword(cheap, 'Sportello#2026')).toBe(true);
    expect(needsRehash(strong)).toBe(true);
    expect(needsRehash(cheap)).toBe(false);
    // Unknown users are still refused after a verification.
    expect(await verifyPassword(null, 'Sportello#2026')).toBe(false);
  });
});
