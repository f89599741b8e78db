import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../core/database';
import { countFailure, deleteCode, findLiveCodeForUpdate, replaceCode } from './verification.repository';

/**
 * The one verification mechanism of every code flow (reset, e-mail verification, secure codes):
 * a random 8-digit code, stored hashed, valid 15 minutes, killed by 5 wrong tries, usable once.
 */
export type Purpose = 'reset_password' | 'verify_email' | 'secure_code';

const VALID_SECONDS = 15 * 60;
const MAX_FAILURES = 5;

const hash = (purpose: Purpose, target: string, code: string) =>
  createHash('sha256').update(`${purpose}\n${target}\n${code}`).digest('hex');

/** Issues a new code (the previous one for the same purpose and target stops working). */
export async function issueCode(tx: Tx, purpose: Purpose, target: string): Promise<string> {
  const code = String(randomInt(0, 100_000_000)).padStart(8, '0');
  await replaceCode(tx, {
    purpose,
    target,
    codeHash: hash(purpose, target, code),
    expiresAt: new Date(Date.now() + VALID_SECONDS * 1000),
  });
  return code;
}

/**
 * Consumes a code: right → true, and it is gone (single use); wrong → false, one more failure, and
 * the fifth kills it; missing or expired → false. It returns rather than throws, so that the caller's
 * transaction commits the failure count before the caller refuses with ERROR_INVALID_CODE.
 */
export async function consumeCode(tx: Tx, purpose: Purpose, target: string, code: string): Promise<boolean> {
  const row = await findLiveCodeForUpdate(tx, purpose, target);
  if (!row) return false;
  const given = Buffer.from(hash(purpose, target, code.trim()));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) {
    if (row.failedAttempts + 1 >= MAX_FAILURES) await deleteCode(tx, row.id);
    else await countFailure(tx, row.id);
    return false;
  }
  await deleteCode(tx, row.id);
  return true;
}

/** Checks a code without using it up (a later step consumes it); wrong tries count as for consumeCode. */
export async function checkCode(tx: Tx, purpose: Purpose, target: string, code: string): Promise<boolean> {
  const row = await findLiveCodeForUpdate(tx, purpose, target);
  if (!row) return false;
  if (timingSafeEqual(Buffer.from(hash(purpose, target, code.trim())), Buffer.from(row.codeHash)))
    return true;
  if (row.failedAttempts + 1 >= MAX_FAILURES) await deleteCode(tx, row.id);
  else await countFailure(tx, row.id);
  return false;
}

/** Whether a live code exists (a request inside its validity does not send another). */
export async function hasLiveCode(tx: Tx, purpose: Purpose, target: string): Promise<boolean> {
  return (await findLiveCodeForUpdate(tx, purpose, target)) !== undefined;
}
