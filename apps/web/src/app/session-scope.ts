import type { SessionInfo } from '@sportello/contracts/auth/login.contract';

/**
 * Who is signed in and under which company parent, as one string: pages key their cached data to it
 * (and the shell its pop-up banner), so that another user or another parent never sees the data of
 * the previous one, not even from the cache.
 */
export const sessionScope = (session: SessionInfo): string =>
  `${session.User.UserName}|${session.ParentCode ?? ''}`;
