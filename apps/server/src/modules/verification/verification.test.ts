import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openTestDatabase } from '../../../test/test-database';
import { manualClock } from '../../core/clock';
import { systemContext, within } from '../../core/context';
import type { Tx } from '../../core/database';
import {
  checkCode,
  consumeCode,
  consumeToken,
  findToken,
  hasLiveCode,
  isLive,
  issueCode,
  issueToken,
  liveToken,
  recordUse,
  rekeyMigratedTokens,
  sweepTokens,
  type TokenPurpose,
  wasUsed,
} from './verification.service';
import { singleUseTokens } from './verification.tables';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const clock = manualClock(new Date('2026-05-04T08:00:00Z'));
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let t: TestApp;

beforeAll(async () => {
  // The app configures the keys (core/keys.ts) and gives a migrated database.
  t = await createTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.set(new Date('2026-05-04T08:00:00Z'));
  await t.database.db.delete(singleUseTokens);
});

const ctxOf = (tx: Tx = t.database.db) => systemContext({ tx, log: silent, clock });
const inFreshTransaction = <T>(work: (ctx: ReturnType<typeof ctxOf>) => Promise<T>) =>
  t.database.db.transaction((tx) => work(within(ctxOf(), tx)));
const inMinutes = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE);
const rows = () => t.database.db.select().from(singleUseTokens);

describe('bearer tokens', () => {
  it('keep only a keyed MAC of a random secret, found by that secret', async () => {
    const ctx = ctxOf();
    const token = await issueToken(ctx, {
      purpose: 'invitation',
      subject: 'inv-1',
      expiresAt: inMinutes(60),
    });
    expect(token.secret).toMatch(/^[\w-]{43}$/);
    const [row] = await rows();
    expect(row).toMatchObject({ purpose: 'invitation', subject: 'inv-1', attempts: 0, consumedAt: null });
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    // Not the bare SHA-256 of the secret: without the server's key the hash says nothing.
    expect(row?.secretHash).not.toBe(createHash('sha256').update(token.secret).digest('hex'));
    expect((await liveToken(ctx, 'invitation', token.secret))?.id).toBe(token.id);
    // A token of one purpose is nothing for another.
    expect(await liveToken(ctx, 'sso_handle', token.secret)).toBeUndefined();
    expect(await liveToken(ctx, 'invitation', `${token.secret}x`)).toBeUndefined();
  });

  it('is consumed once, also by concurrent calls', async () => {
    const token = await issueToken(ctxOf(), { purpose: 'sso_handle', expiresAt: inMinutes(2) });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        inFreshTransaction((ctx) => consumeToken(ctx, 'sso_handle', token.secret)),
      ),
    );
    expect(results.filter((row) => row !== undefined)).toHaveLength(1);
    expect(await consumeToken(ctxOf(), 'sso_handle', token.secret)).toBeUndefined();
    // Still known, as used: a link can tell "already used" from "unknown".
    const found = await findToken(ctxOf(), 'sso_handle', token.secret);
    expect(found?.consumedAt).toEqual(clock.now());
    expect(found && isLive(found, clock.now())).toBe(false);
  });

  it('expires by the context clock', async () => {
    const token = await issueToken(ctxOf(), { purpose: 'sso_binding', expiresAt: inMinutes(15) });
    clock.advance(15 * MINUTE - 1);
    expect(await liveToken(ctxOf(), 'sso_binding', token.secret)).toBeDefined();
    clock.advance(1);
    expect(await liveToken(ctxOf(), 'sso_binding', token.secret)).toBeUndefined();
    expect(await consumeToken(ctxOf(), 'sso_binding', token.secret)).toBeUndefined();
    expect(await findToken(ctxOf(), 'sso_binding', token.secret)).toBeDefined();
  });

  it('replaces the earlier tokens of the same subject when asked to', async () => {
    const first = await issueToken(ctxOf(), {
      purpose: 'invitation',
      subject: 'inv-2',
      expiresAt: inMinutes(60),
    });
    const other = await issueToken(ctxOf(), {
      purpose: 'invitation',
      subject: 'inv-3',
      expiresAt: inMinutes(60),
    });
    const second = await issueToken(ctxOf(), {
      purpose: 'invitation',
      subject: 'inv-2',
      expiresAt: inMinutes(60),
      replace: true,
    });
    expect(await findToken(ctxOf(), 'invitation', first.secret)).toBeUndefined();
    expect(await liveToken(ctxOf(), 'invitation', second.secret)).toBeDefined();
    expect(await liveToken(ctxOf(), 'invitation', other.secret)).toBeDefined();
  });
});

describe('recorded uses of stateless tokens', () => {
  it('are accepted the first time only, also concurrently, until the token would have expired', async () => {
    const use = () =>
      inFreshTransaction((ctx) =>
        recordUse(ctx, { purpose: 'captcha', secret: 'nonce-1', expiresAt: inMinutes(10) }),
      );
    expect(await wasUsed(ctxOf(), 'captcha', 'nonce-1')).toBe(false);
    const results = await Promise.all([use(), use(), use()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await wasUsed(ctxOf(), 'captcha', 'nonce-1')).toBe(true);
    // A sweep before the expiry keeps the record that refuses a replay.
    clock.advance(9 * MINUTE);
    await sweepTokens(ctxOf());
    expect(await use()).toBe(false);
  });
});

describe('codes', () => {
  it('are 8 digits, checked under their target, and consumed once, also by concurrent calls', async () => {
    const code = await issueCode(ctxOf(), 'reset_password', 'user-1');
    expect(code).toMatch(/^\d{8}$/);
    expect(await hasLiveCode(ctxOf(), 'reset_password', 'user-1')).toBe(true);
    // Another target's code, even the same digits, is another code.
    expect(await checkCode(ctxOf(), 'reset_password', 'user-2', code)).toBe(false);
    expect(await checkCode(ctxOf(), 'reset_password', 'user-1', ` ${code} `)).toBe(true);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        inFreshTransaction((ctx) => consumeCode(ctx, 'reset_password', 'user-1', code)),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await consumeCode(ctxOf(), 'reset_password', 'user-1', code)).toBe(false);
    expect(await hasLiveCode(ctxOf(), 'reset_password', 'user-1')).toBe(false);
  });

  it('count wrong tries: after the fifth even the right code is refused', async () => {
    const code = await issueCode(ctxOf(), 'verify_email', 'user-3');
    const wrong = code === '00000000' ? '00000001' : '00000000';
    for (let i = 1; i <= 4; i++)
      expect(await checkCode(ctxOf(), 'verify_email', 'user-3', wrong)).toBe(false);
    const [counted] = await rows();
    expect(counted?.attempts).toBe(4);
    // The fourth wrong try left one: the right code still works (checked, not used).
    expect(await checkCode(ctxOf(), 'verify_email', 'user-3', code)).toBe(true);
    expect(await consumeCode(ctxOf(), 'verify_email', 'user-3', wrong)).toBe(false);
    expect(await consumeCode(ctxOf(), 'verify_email', 'user-3', code)).toBe(false);
    expect(await checkCode(ctxOf(), 'verify_email', 'user-3', code)).toBe(false);
    expect(await hasLiveCode(ctxOf(), 'verify_email', 'user-3')).toBe(false);
  });

  it('expire after 15 minutes by the context clock', async () => {
    const code = await issueCode(ctxOf(), 'secure_code', '12345678903');
    clock.advance(15 * MINUTE);
    expect(await hasLiveCode(ctxOf(), 'secure_code', '12345678903')).toBe(false);
    expect(await consumeCode(ctxOf(), 'secure_code', '12345678903', code)).toBe(false);
  });

  it('replace the previous code of the same purpose and target', async () => {
    const first = await issueCode(ctxOf(), 'reset_password', 'user-4');
    const second = await issueCode(ctxOf(), 'reset_password', 'user-4');
    expect(await rows()).toHaveLength(1);
    if (first !== second) expect(await checkCode(ctxOf(), 'reset_password', 'user-4', first)).toBe(false);
    expect(await consumeCode(ctxOf(), 'reset_password', 'user-4', second)).toBe(true);
  });
});

describe('the sweep', () => {
  it('removes the expired tokens of every purpose, live and consumed ones alike, and nothing live', async () => {
    const ctx = ctxOf();
    const purposes: TokenPurpose[] = [];
    for (const purpose of ['reset_password', 'verify_email', 'secure_code'] as const) {
      await issueCode(ctx, purpose, 'someone');
      purposes.push(purpose);
    }
    for (const purpose of ['invitation', 'sso_handle', 'sso_binding'] as const) {
      const token = await issueToken(ctx, { purpose, expiresAt: inMinutes(15) });
      if (purpose === 'sso_binding') await consumeToken(ctx, purpose, token.secret);
      purposes.push(purpose);
    }
    for (const purpose of ['captcha', 'kb_token'] as const) {
      await recordUse(ctx, { purpose, secret: `used-${purpose}`, expiresAt: inMinutes(10) });
      purposes.push(purpose);
    }
    const later = await issueToken(ctx, { purpose: 'sso_handle', expiresAt: inMinutes(60) });
    expect(new Set((await rows()).map((r) => r.purpose))).toEqual(new Set(purposes));

    clock.advance(16 * MINUTE);
    expect(await sweepTokens(ctxOf())).toBe(purposes.length - 1);
    // An invitation link is kept a while after it expired, to still say so; the live token stays.
    expect((await rows()).map((r) => r.purpose).sort()).toEqual(['invitation', 'sso_handle']);
    expect(await liveToken(ctxOf(), 'sso_handle', later.secret)).toBeDefined();

    clock.advance(91 * DAY);
    expect(await sweepTokens(ctxOf())).toBe(2);
    expect(await rows()).toEqual([]);
  });

  it('runs whenever a token is issued', async () => {
    await issueToken(ctxOf(), { purpose: 'sso_handle', expiresAt: inMinutes(2) });
    clock.advance(3 * MINUTE);
    await issueCode(ctxOf(), 'reset_password', 'user-5');
    expect((await rows()).map((r) => r.purpose)).toEqual(['reset_password']);
  });
});

describe('tokens moved from an older table', () => {
  it('keep working once re-keyed at start-up', async () => {
    const secret = 'an-invitation-token-sent-before-the-upgrade-000';
    const legacy = `sha256:${createHash('sha256').update(secret).digest('hex')}`;
    await t.database.db.insert(singleUseTokens).values({
      purpose: 'invitation',
      subject: 'inv-9',
      secretHash: legacy,
      maxAttempts: 1,
      expiresAt: inMinutes(60),
      createdAt: clock.now(),
    });
    expect(await findToken(ctxOf(), 'invitation', secret)).toBeUndefined();
    expect(await rekeyMigratedTokens(ctxOf())).toBe(1);
    expect((await liveToken(ctxOf(), 'invitation', secret))?.subject).toBe('inv-9');
    expect(await rekeyMigratedTokens(ctxOf())).toBe(0);
  });

  it('are moved by the migration: pending and completed invitations keep their links', async () => {
    const migrations = new URL('../../db/migrations', import.meta.url).pathname;
    // The migrations up to the one before the single-use tokens, in a folder of their own.
    const before = mkdtempSync(join(tmpdir(), 'sportello-migrations-'));
    cpSync(migrations, before, { recursive: true });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((e) => e.tag === '0012_single_use_tokens');
    expect(upTo).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, upTo);
    writeFileSync(journalFile, JSON.stringify(journal));

    const { database, drop } = await openTestDatabase({ empty: true });
    try {
      await database.migrate(before);
      const { db } = database;
      const token = (n: number) => `token-of-invitation-${n}-sent-before-the-upgrade`;
      const sha = (n: number) => createHash('sha256').update(token(n)).digest('hex');
      await db.execute(
        sql`insert into companies (vat_code, fiscal_code, name) values ('01234567897', '01234567897', 'Prima')`,
      );
      const invite = (email: string, n: number, completedAt: Date | null) =>
        db.execute(sql`
          insert into invitations (company_id, email, role_id, token_hash, expires_at, completed_at)
          values ((select id from companies limit 1), ${email}, 1, ${sha(n)},
            ${inMinutes(60 * 24).toISOString()}::timestamptz, ${completedAt?.toISOString() ?? null}::timestamptz)`);
      await invite('pending@example.it', 1, null);
      await invite('done@example.it', 2, clock.now());
      await database.migrate(migrations);
      const ctx = systemContext({ tx: db, log: silent, clock });
      expect(await rekeyMigratedTokens(ctx)).toBe(2);
      const invitation = async (email: string) =>
        (await db.execute(sql`select id::text as id from invitations where email = ${email}`)) as unknown as {
          rows: { id: string }[];
        };
      const pending = await liveToken(ctx, 'invitation', token(1));
      expect(pending?.subject).toBe((await invitation('pending@example.it')).rows[0]?.id);
      const done = await findToken(ctx, 'invitation', token(2));
      expect(done?.subject).toBe((await invitation('done@example.it')).rows[0]?.id);
      expect(done?.consumedAt).not.toBeNull();
      expect(await consumeToken(ctx, 'invitation', token(2))).toBeUndefined();
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(singleUseTokens)
        .where(eq(singleUseTokens.purpose, 'invitation'));
      expect(count?.n).toBe(2);
    } finally {
      await database.close().catch(() => {});
      await drop();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
