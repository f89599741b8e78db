import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from '../../core/context';
import { deriveKey } from '../../core/keys';
import {
  consumeLive,
  countFailure,
  deleteExpired,
  deleteTokensOf,
  findByHash,
  findLiveByHash,
  findLiveBySubjectForUpdate,
  findMigrated,
  insertToken,
  insertUsed,
  type SingleUseTokenRow,
  setHash,
} from './verification.repository';

/**
 * The one mechanism of every single-use secret (decision 033). A token is a row with its purpose,
 * the subject it is for, a keyed MAC of the secret (never the secret), an expiry, wrong tries and
 * their limit, and when it was consumed. Time is the context's clock; consuming is one conditional
 * statement, so a token works once however many calls race for it; one sweep removes the expired
 * rows of every purpose.
 *
 * Two kinds of secret use it:
 * - **bearer tokens** (`issueToken`): 256 random bits the holder presents (an invitation link, the
 *   single-sign-on handle and binding), found by their MAC;
 * - **codes** (`issueCode`): 8 digits e-mailed to a person, found by purpose and target and compared,
 *   killed by 5 wrong tries.
 * Stateless tokens signed elsewhere (captcha challenges, knowledge-base tokens) record their use here
 * (`recordUse`), so that they too work once.
 */
export type CodePurpose =
  | 'reset_password'
  | 'verify_email'
  | 'secure_code'
  /** A partner application's link to a portal user (decision 080): the code the user gives the partner. */
  | 'partner_link';
export type TokenPurpose =
  | CodePurpose
  | 'invitation'
  | 'sso_handle'
  | 'sso_binding'
  | 'captcha'
  | 'kb_token'
  /** A WebAuthn challenge (decision 078): the token's secret is the challenge the authenticator signs. */
  | 'passkey_challenge';

export type { SingleUseTokenRow as TokenRow };

const CODE_SECONDS = 15 * 60;
const CODE_MAX_FAILURES = 5;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * How long the sweep keeps a token after it expired, for the purposes whose link must still be
 * recognised then: an invitation link answers "expired" or "completed" rather than "unknown" for
 * three months. Every other token goes as soon as it expired.
 */
const KEPT_AFTER_EXPIRY_SECONDS: Partial<Record<TokenPurpose, number>> = { invitation: 90 * DAY_SECONDS };
/** Rows one sweep removes at most (the next issue sweeps the rest). */
const SWEEP_LIMIT = 500;

/** The purpose's MAC of a secret: HMAC-SHA-256, under the purpose's own HKDF key, of its SHA-256. */
function macOf(purpose: TokenPurpose, secret: string): string {
  return macOfDigest(purpose, createHash('sha256').update(secret).digest());
}

function macOfDigest(purpose: string, digest: Buffer): string {
  return createHmac('sha256', deriveKey(`single-use-token:${purpose}`))
    .update(digest)
    .digest('hex');
}

/** A code is only ever compared under its target: the MAC covers both. */
const codeMac = (purpose: CodePurpose, target: string, code: string) => macOf(purpose, `${target}\n${code}`);

const secondsAfter = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** Whether a token can still be used at `now`. */
export function isLive(row: SingleUseTokenRow, now: Date): boolean {
  return row.consumedAt === null && row.expiresAt > now && row.attempts < row.maxAttempts;
}

export interface IssuedToken {
  id: string;
  /** The secret to hand to its holder: 43 URL-safe characters. It is not stored. */
  secret: string;
  expiresAt: Date;
}

/**
 * Issues a bearer token of `purpose` valid until `expiresAt`. With `replace`, the subject's earlier
 * tokens of the same purpose stop working (a resent invitation).
 */
export async function issueToken(
  ctx: ServiceContext,
  input: { purpose: TokenPurpose; subject?: string; expiresAt: Date; replace?: boolean },
): Promise<IssuedToken> {
  const now = ctx.clock.now();
  await sweepTokens(ctx);
  if (input.replace && input.subject !== undefined)
    await deleteTokensOf(ctx.tx, input.purpose, input.subject);
  const secret = randomBytes(32).toString('base64url');
  const row = await insertToken(ctx.tx, {
    purpose: input.purpose,
    subject: input.subject ?? null,
    secretHash: macOf(input.purpose, secret),
    maxAttempts: 1,
    expiresAt: input.expiresAt,
    createdAt: now,
  });
  return { id: row.id, secret, expiresAt: row.expiresAt };
}

/** The token of a secret in whatever state, to tell an expired or used link from an unknown one. */
export async function findToken(
  ctx: ServiceContext,
  purpose: TokenPurpose,
  secret: string,
): Promise<SingleUseTokenRow | undefined> {
  return findByHash(ctx.tx, purpose, macOf(purpose, secret));
}

/** The token of a secret while it can still be used. */
export async function liveToken(
  ctx: ServiceContext,
  purpose: TokenPurpose,
  secret: string,
): Promise<SingleUseTokenRow | undefined> {
  return findLiveByHash(ctx.tx, purpose, macOf(purpose, secret), ctx.clock.now());
}

/**
 * Uses a bearer token up: its row when it was live and this call consumed it, otherwise undefined
 * (unknown, expired, already consumed — also by a concurrent call).
 */
export async function consumeToken(
  ctx: ServiceContext,
  purpose: TokenPurpose,
  secret: string,
): Promise<SingleUseTokenRow | undefined> {
  return consumeLive(ctx.tx, { purpose, secretHash: macOf(purpose, secret) }, ctx.clock.now());
}

/**
 * Records that a stateless token (checked by its signature elsewhere) is being used now: true the
 * first time, false for every later use. The record lasts until the token would expire anyway.
 */
export async function recordUse(
  ctx: ServiceContext,
  input: { purpose: TokenPurpose; secret: string; subject?: string; expiresAt: Date },
): Promise<boolean> {
  const now = ctx.clock.now();
  await sweepTokens(ctx);
  return insertUsed(ctx.tx, {
    purpose: input.purpose,
    subject: input.subject ?? null,
    secretHash: macOf(input.purpose, input.secret),
    maxAttempts: 1,
    expiresAt: input.expiresAt,
    consumedAt: now,
    createdAt: now,
  });
}

/** Whether a stateless token's use was recorded (`recordUse`). */
export async function wasUsed(ctx: ServiceContext, purpose: TokenPurpose, secret: string): Promise<boolean> {
  return (await findToken(ctx, purpose, secret)) !== undefined;
}

/**
 * The one sweep: deletes the tokens of every purpose that expired before the context's clock (those
 * kept longer after expiry, such as invitation links, once that time is over too). Consumed tokens
 * stay until they expire: their row is what refuses a second use. Runs whenever a token is issued
 * or a use recorded; returns how many rows went.
 */
export async function sweepTokens(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  const cutoffs = Object.fromEntries(
    Object.entries(KEPT_AFTER_EXPIRY_SECONDS).map(([purpose, seconds]) => [
      purpose,
      secondsAfter(now, -seconds),
    ]),
  );
  return deleteExpired(ctx.tx, cutoffs, now, SWEEP_LIMIT);
}

/**
 * Re-keys the rows a migration moved from an older table with their plain SHA-256 (`sha256:<hex>`):
 * the MAC is computed over that same digest, so their holders' secrets keep working. Idempotent; run
 * at start-up, after the migrations. Returns how many rows it changed.
 */
export async function rekeyMigratedTokens(ctx: ServiceContext): Promise<number> {
  const rows = await findMigrated(ctx.tx);
  for (const row of rows) {
    const digest = Buffer.from(row.secretHash.slice('sha256:'.length), 'hex');
    await setHash(ctx.tx, row.id, macOfDigest(row.purpose, digest));
  }
  if (rows.length > 0) ctx.log.info({ tokens: rows.length }, 'migrated single-use tokens re-keyed');
  return rows.length;
}

// ─── Codes ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Issues a new 8-digit code for a purpose and target, valid 15 minutes; the previous one for the
 * same purpose and target stops working. Callers that count tries pass their open transaction
 * (`within(ctx, tx)`), so that the row stays locked while they decide.
 */
export async function issueCode(ctx: ServiceContext, purpose: CodePurpose, target: string): Promise<string> {
  const now = ctx.clock.now();
  await sweepTokens(ctx);
  await deleteTokensOf(ctx.tx, purpose, target);
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  await insertToken(ctx.tx, {
    purpose,
    subject: target,
    secretHash: codeMac(purpose, target, code),
    maxAttempts: CODE_MAX_FAILURES,
    expiresAt: secondsAfter(now, CODE_SECONDS),
    createdAt: now,
  });
  return code;
}

/**
 * The live code when `code` is it; otherwise undefined, with one more wrong try counted (the fifth
 * kills the code, so that even the right code is refused after it). Missing, expired or dead codes
 * count nothing. The row stays locked for the transaction.
 */
async function matchCode(
  ctx: ServiceContext,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<SingleUseTokenRow | undefined> {
  const row = await findLiveBySubjectForUpdate(ctx.tx, purpose, target, ctx.clock.now());
  if (!row) return undefined;
  const given = Buffer.from(codeMac(purpose, target, code.trim()));
  const stored = Buffer.from(row.secretHash);
  if (given.length === stored.length && timingSafeEqual(given, stored)) return row;
  await countFailure(ctx.tx, row.id);
  return undefined;
}

/**
 * Consumes a code: right → true, and it is used up (single use, also against a concurrent call);
 * wrong → false and one more wrong try; missing, expired or dead → false. It returns rather than
 * throws, so that the caller's transaction commits the count before the caller refuses with
 * ERROR_INVALID_CODE.
 */
export async function consumeCode(
  ctx: ServiceContext,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<boolean> {
  const row = await matchCode(ctx, purpose, target, code);
  return row !== undefined && (await consumeLive(ctx.tx, { id: row.id }, ctx.clock.now())) !== undefined;
}

/** Checks a code without using it up (a later step consumes it); wrong tries count as for consumeCode. */
export async function checkCode(
  ctx: ServiceContext,
  purpose: CodePurpose,
  target: string,
  code: string,
): Promise<boolean> {
  return (await matchCode(ctx, purpose, target, code)) !== undefined;
}

/** Whether a live code exists (a request inside its validity does not send another). */
export async function hasLiveCode(
  ctx: ServiceContext,
  purpose: CodePurpose,
  target: string,
): Promise<boolean> {
  return (await findLiveBySubjectForUpdate(ctx.tx, purpose, target, ctx.clock.now())) !== undefined;
}
