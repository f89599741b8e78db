import { AppError, isAppError } from './app-error';
import type { ServiceContext } from './context';

/**
 * A call to the business system — the customer registry that proves a company and its codes at
 * registration (spec §8 "Registration, reset and invitation") — whose failure is no answer about the
 * company: the caller learns ERROR_BUS_CALLEREXCEPTION (502) instead of a generic error, and the
 * cause goes to the log only. The portal's own refusals pass through unchanged.
 */
export async function callBusinessSystem<T>(
  ctx: ServiceContext,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error)) throw error;
    ctx.log.error({ error: String(error), call: what }, 'business system call failed');
    throw new AppError('ERROR_BUS_CALLEREXCEPTION');
  }
}
