import { AppError } from '../../core/app-error';
import { type ServiceContext, signedIn } from '../../core/context';
import { hashPassword, verifyPassword } from '../../core/passwords';
import {
  findCredentials,
  findCredentialsForUpdate,
  insertCredentials,
  recordFailure,
  savePin,
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
