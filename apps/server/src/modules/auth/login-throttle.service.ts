import type { ServiceContext } from '../../core/context';
import { type Admission, admitAttempt, clearAccount, countAddressFailure } from './login-throttle.repository';

export type { Admission };

/**
 * Brute-force protection of password sign-in, per account (5 failures) and per client address
 * (20 failures), with growing locks measured on the context's clock. The answer to a locked key is
 * the same as to wrong credentials, so a lock reveals nothing either. A successful sign-in costs two
 * statements.
 */
export interface Attempt {
  userName: string;
  clientIp: string;
}

const keys = ({ userName, clientIp }: Attempt) => ({
  account: `user:${userName.toLowerCase()}`,
  address: `ip:${clientIp}`,
});

/** Takes a slot for a password check; refused when the account or the address is locked. */
export function beginAttempt(ctx: ServiceContext, attempt: Attempt): Promise<Admission> {
  const { account, address } = keys(attempt);
  return admitAttempt(ctx.tx, account, address, ctx.clock.now());
}

export function failAttempt(ctx: ServiceContext, attempt: Attempt): Promise<void> {
  return countAddressFailure(ctx.tx, keys(attempt).address, ctx.clock.now());
}

export function succeedAttempt(ctx: ServiceContext, attempt: Attempt): Promise<void> {
  return clearAccount(ctx.tx, keys(attempt).account);
}

/** Lifts the lock (and forgets the failures) of an account: the back office's unlock (decision 034). */
export function unlockAccount(ctx: ServiceContext, userName: string): Promise<void> {
  return clearAccount(ctx.tx, keys({ userName, clientIp: '' }).account);
}
