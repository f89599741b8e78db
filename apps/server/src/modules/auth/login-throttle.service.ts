import type { Tx } from '../../core/database';
import { admitAttempt, clearAccount, countAddressFailure } from './login-throttle.repository';

/**
 * Brute-force protection of password sign-in, per account (5 failures) and per client address
 * (20 failures), with growing locks. The answer to a locked key is the same as to wrong
 * credentials, so a lock reveals nothing either. A successful sign-in costs two statements.
 */
const keys = (userName: string, clientIp: string) => ({
  account: `user:${userName.toLowerCase()}`,
  address: `ip:${clientIp}`,
});

export function beginAttempt(tx: Tx, userName: string, clientIp: string): Promise<boolean> {
  const { account, address } = keys(userName, clientIp);
  return admitAttempt(tx, account, address);
}

export function failAttempt(tx: Tx, userName: string, clientIp: string): Promise<void> {
  return countAddressFailure(tx, keys(userName, clientIp).address);
}

export function succeedAttempt(tx: Tx, userName: string, clientIp: string): Promise<void> {
  return clearAccount(tx, keys(userName, clientIp).account);
}
