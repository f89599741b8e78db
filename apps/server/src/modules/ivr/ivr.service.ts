import { randomInt } from 'node:crypto';
import { IVR_PIN_LENGTH } from '@sportello/contracts/backoffice/users.values';
import { checkIvrPin } from '@sportello/contracts/rules/ivr-pin';
import { AppError } from '../../core/app-error';
import { type ServiceContext, signedIn } from '../../core/context';
import { hashPassword, verifyPassword } from '../../core/passwords';
import {
  deleteCredentials,
  findCredentials,
  findCredentialsByIspUserId,
  findCredentialsForUpdate,
  insertCredentials,
  recordFailure,
  savePin,
  setIspUserId,
} from './ivr.repository';

/** Wrong old PINs in a row before changes are locked, and for how long. */
export const IVR_MAX_FAILURES = 3;
export const IVR_LOCK_MS = 15 * 60 * 1000;

export interface IvrCredentialsAnswer {
  ErrorCode: 0;
  ErrorMessage: '';
  Isp: { IspUserId: string; IspPinCode: ''; IspOldPinCode: '' };
}

const answer = (ispUserId: string): IvrCredentialsAnswer => ({
  ErrorCode: 0,
  ErrorMessage: '',
  Isp: { IspUserId: ispUserId, IspPinCode: '', IspOldPinCode: '' },
});

/** The caller's IVR user id; ERROR_IVR_USERCREDENTIALS when they have no IVR access. */
export async function getIvrCredentials(ctx: ServiceContext) {
  const row = await findCredentials(ctx.tx, signedIn(ctx).actor.userId);
  if (!row) throw new AppError('ERROR_IVR_USERCREDENTIALS');
  return answer(row.ispUserId);
}

/**
 * Changes the PIN after checking the old one. While changes are locked the old PIN is not even
 * checked (ERROR_IVR_USERCREDENTIALS_STATUS); the third wrong old PIN in a row locks them for
 * 15 minutes. A right old PIN resets the count. The new PIN's rules and its confirmation are the
 * contract's (UpdateIvrCredentialsBody), checked before the route calls this.
 */
export async function changeIvrPin(
  ctx: ServiceContext,
  input: { oldPin: string; newPin: string },
): Promise<IvrCredentialsAnswer> {
  const { userId } = signedIn(ctx).actor;
  const now = ctx.clock.now();
  const outcome = await ctx.tx.transaction(async (tx) => {
    const row = await findCredentialsForUpdate(tx, userId);
    if (!row) return { error: 'ERROR_IVR_USERCREDENTIALS' as const };
    if (row.lockedUntil && row.lockedUntil > now)
      return { error: 'ERROR_IVR_USERCREDENTIALS_STATUS' as const };
    if (!(await verifyPassword(row.pinHash, input.oldPin))) {
      const locks = row.failedAttempts + 1 >= IVR_MAX_FAILURES;
      await recordFailure(tx, userId, locks ? new Date(now.getTime() + IVR_LOCK_MS) : null);
      return {
        error: locks ? ('ERROR_IVR_USERCREDENTIALS_STATUS' as const) : ('ERROR_IVR_OLD_PIN_WRONG' as const),
      };
    }
    await savePin(tx, userId, await hashPassword(input.newPin), now);
    return { error: undefined, ispUserId: row.ispUserId };
  });
  if (outcome.error !== undefined) {
    ctx.log.info({ userId, key: outcome.error }, 'IVR PIN change refused');
    throw new AppError(outcome.error);
  }
  ctx.log.info({ userId }, 'IVR PIN changed');
  return answer(outcome.ispUserId);
}

/** Demo data: IVR credentials for the given users, when they have none yet. */
export async function ensureIvrCredentials(
  ctx: ServiceContext,
  entries: { userId: string; ispUserId: string; pin: string }[],
): Promise<void> {
  for (const e of entries) {
    if (await findCredentials(ctx.tx, e.userId)) continue;
    await insertCredentials(ctx.tx, {
      userId: e.userId,
      ispUserId: e.ispUserId,
      pinHash: await hashPassword(e.pin),
    });
  }
}

/** A user's IVR user id, or null without IVR access (the back office's user page). */
export async function ivrUserIdOf(ctx: ServiceContext, userId: string): Promise<string | null> {
  return (await findCredentials(ctx.tx, userId))?.ispUserId ?? null;
}

/** A PIN of random digits, none predictable; it must pass the PIN rules the user's own change applies. */
function randomPin(): string {
  for (;;) {
    let pin = '';
    for (let i = 0; i < IVR_PIN_LENGTH; i++) pin += String(randomInt(10));
    if (checkIvrPin(pin).ok) return pin;
  }
}

/**
 * The back office's IVR assignment (decision 034; the caller checked its permission): gives the user
 * an IVR user id, with a new random PIN when they had none (answered once, never stored in clear),
 * changes it, or takes IVR access away (empty id). An id another user holds is ERROR_USER_USED_CHANGE.
 */
export async function assignIvrUserId(
  ctx: ServiceContext,
  userId: string,
  ispUserId: string,
): Promise<{ before: string | null; after: string | null; pin: string | null }> {
  const row = await findCredentialsForUpdate(ctx.tx, userId);
  const before = row?.ispUserId ?? null;
  if (ispUserId === '') {
    if (row) await deleteCredentials(ctx.tx, userId);
    return { before, after: null, pin: null };
  }
  const holder = await findCredentialsByIspUserId(ctx.tx, ispUserId);
  if (holder && holder.userId !== userId)
    throw new AppError('ERROR_USER_USED_CHANGE', 'IvrUserId', [
      { path: 'IvrUserId', key: 'ERROR_USER_USED_CHANGE' },
    ]);
  if (row) {
    await setIspUserId(ctx.tx, userId, ispUserId, ctx.clock.now());
    return { before, after: ispUserId, pin: null };
  }
  const pin = randomPin();
  await insertCredentials(ctx.tx, {
    userId,
    ispUserId,
    pinHash: await hashPassword(pin),
    updatedAt: ctx.clock.now(),
  });
  return { before, after: ispUserId, pin };
}

/** A new random PIN for the user's IVR access (the lock of wrong PINs lifted); ERROR_IVR_USERCREDENTIALS without one. */
export async function resetIvrPinOf(ctx: ServiceContext, userId: string): Promise<string> {
  const row = await findCredentialsForUpdate(ctx.tx, userId);
  if (!row) throw new AppError('ERROR_IVR_USERCREDENTIALS');
  const pin = randomPin();
  await savePin(ctx.tx, userId, await hashPassword(pin), ctx.clock.now());
  return pin;
}
