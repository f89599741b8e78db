import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from '../../core/context';
import {
  countFailure,
  deleteCode,
  findLiveCodeForUpdate,
  replaceCode,
  type VerificationRow,
} from './verification.repository';

/**
 * The one verification mechanism of every code flow (reset, e-mail verification, secure codes):
 * a random 8-digit code, stored hashed, valid 15 minutes, killed by 5 wrong tries, usable once.
 * Validity is measured on the context's clock. Callers that count tries pass their open transaction
 * (`within(ctx, tx)`), so that the row stays locked while they decide.
 */
export type Purpose = 'reset_password' | 'verify_email' | 'secure_code';

const VALID_SECONDS = 15 * 60;
const MAX_FAILURES = 5;

const hash = (purpose: Purpose, target: string, code: string) =>
  createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');

/** Issues a new code (the previous one for the same purpose and target stops working). */
export async function issueCode(ctx: ServiceContext, purpose: Purpose, target: string): Promise<string> {
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  const now = ctx.clock.now();
  await replaceCode(ctx.tx, {
    purpose,
    target,
    codeHash: hash(purpose, target, code),
    expiresAt: new Date(now.getTime() + VALID_SECONDS * 1000),
    createdAt: now,
  });
  return code;
}

/**
 * The live code when `code` is it; otherwise undefined, with one more failure counted (the fifth
 * kills the code). Missing or expired codes count nothing. The row stays locked for the transaction.
 */
async function matchCode(
  ctx: ServiceContext,
  purpose: Purpose,
  target: string,
  code: string,
): Promise<VerificationRow | undefined> {
  const { tx } = ctx;
  const row = await findLiveCodeForUpdate(tx, purpose, target, ctx.clock.now());
  if (!row) return undefined;
  if (timingSafeEqual(Buffer.from(hash(purpose, target, code.trim())), Buffer.from(row.codeHash))) return row;
  if (row.failedAttempts + 1 >= MAX_FAILURES) await deleteCode(tx, row.id);
  else await countFailure(tx, row.id);
  return undefined;
}

/**
 * Consumes a code: right → true, and it is gone (single use); wrong → false, one more failure, and
 * the fifth kills it; missing or expired → false. It returns rather than throws, so that the caller's
 * transaction commits the failure count before the caller refuses with ERROR_INVALID_CODE.
 */
export async function consumeCode(
  ctx: ServiceContext,
  purpose: Purpose,
  target: string,
  code: string,
): Promise<boolean> {
  const row = await matchCode(ctx, purpose, target, code);
  if (row) await deleteCode(ctx.tx, row.id);
  return row !== undefined;
}

/** Checks a code without using it up (a later step consumes it); wrong tries count as for consumeCode. */
export async function checkCode(
  ctx: ServiceContext,
  purpose: Purpose,
  target: string,
  code: string,
): Promise<boolean> {
  return (await matchCode(ctx, purpose, target, code)) !== undefined;
}

/** Whether a live code exists (a request inside its validity does not send another). */
export async function hasLiveCode(ctx: ServiceContext, purpose: Purpose, target: string): Promise<boolean> {
  return (await findLiveCodeForUpdate(ctx.tx, purpose, target, ctx.clock.now())) !== undefined;
}
