import { SIGNED_IN_HINT_COOKIE } from '@sportello/contracts/common/page-cookies.values';
import { readCookie } from '../cookies';

/** Whether this browser holds a session: the server sets this cookie with the session's own (decision 044). */
export function hasSignedInHint(): boolean {
  return readCookie(SIGNED_IN_HINT_COOKIE) !== undefined;
}
