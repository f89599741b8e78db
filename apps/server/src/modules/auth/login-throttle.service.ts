import type { Tx } from '../../core/database';
import { releaseAttempt, reserveAttempt, THRESHOLD } from './login-throttle.repository';

/**
 * Brute-force protection of password sign-in, per account and per client address. The answer to a
 * locked key is the same as to wrong credentials, so a lock reveals nothing either.
 */
export function throttleKeys(userName: string, clientIp: string) {
  return { user: `user:${userName.toLowerCase()}`, ip: `ip:${clientIp}` };
}

export async function beginAttempt(db: Tx, userName: string, clientIp: string): Promise<boolean> {
  const keys = throttleKeys(userName, clientIp);
  const ipAllowed = await reserveAttempt(db, keys.ip, THRESHOLD.ip);
  if (!ipAllowed) return false;
  return reserveAttempt(db, keys.user, THRESHOLD.user);
}

/** After a correct password: the account starts afresh; the address only gets this attempt back. */
export async function succeedAttempt(db: Tx, userName: string, clientIp: string): Promise<void> {
  const keys = throttleKeys(userName, clientIp);
  await releaseAttempt(db, keys.user, THRESHOLD.user, { reset: true });
  await releaseAttempt(db, keys.ip, THRESHOLD.ip, { reset: false });
}
